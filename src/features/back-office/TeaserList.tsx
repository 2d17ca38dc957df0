import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeTeaserQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { formatDay } from '~/features/hub/format'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { FilterInput, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

/** The teasers between the programme's events, by day, with a date range and a text filter. */
export function TeaserList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeTeaserQuery => ({ from: textParam(params, 'from'), to: textParam(params, 'to'), q: textParam(params, 'q'), page: numberParam(params, 'page') }))
  const [draft, setDraft] = useFilterDraft(filter, () => ({ from: filter.from ?? '', to: filter.to ?? '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'teasers', lang, filter], queryFn: () => api.call('backOfficeTeasers', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  return (
    <RecordList
      lang={lang}
      intro={m.backoffice_teasers_intro({}, locale)}
      newRecord={{ path: '/cms-hub/teasers/new', label: m.backoffice_new_teaser({}, locale) }}
      filters={
        <>
          <FilterInput type="date" label={m.backoffice_filter_from({}, locale)} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          <FilterInput type="date" label={m.backoffice_filter_to({}, locale)} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          <FilterInput label={m.backoffice_filter_name({}, locale)} value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        </>
      }
      onFilter={() => setFilter({ from: draft.from || undefined, to: draft.to || undefined, q: draft.q.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_teasers_count({ count }, locale)}
      emptyText={m.backoffice_teasers_empty({}, locale)}
      headers={[m.backoffice_col_day({}, locale), m.backoffice_col_name({}, locale), m.backoffice_col_headline({}, locale)]}
      row={(entry) => (
        <tr key={entry.id}>
          <td className={styles.cell}>{formatDay(entry.position, lang)}</td>
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/teasers/${entry.id}`, lang)}>{entry.name}</a>
          </td>
          <td className={styles.cell}>{entry.headline[lang] || entry.headline.de}</td>
        </tr>
      )}
    />
  )
}
