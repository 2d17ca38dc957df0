import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficePersonQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { FilterInput, FilterSelect, optionsOf, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

export const personOptionsQuery = (lang: Locale) => ({
  queryKey: ['back-office', 'person-options', lang],
  queryFn: () => api.call('backOfficePersonOptions', { params: { lang } }),
  staleTime: 60_000,
})

/** The team: filter by category, search by name, paged, by last name. */
export function PersonList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficePersonQuery => ({ category: numberParam(params, 'category'), q: textParam(params, 'q'), page: numberParam(params, 'page') }))
  const [draft, setDraft] = useFilterDraft(filter, () => ({ category: filter.category ? String(filter.category) : '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'persons', lang, filter], queryFn: () => api.call('backOfficePersons', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const options = useQuery(personOptionsQuery(lang))
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/persons/new', label: m.backoffice_new_person({}, locale) }}
      filters={
        <>
          <FilterSelect lang={lang} label={m.backoffice_field_category({}, locale)} value={draft.category} options={optionsOf(options.data?.categories)} onChange={(category) => setDraft({ ...draft, category })} />
          <FilterInput label={m.backoffice_filter_name({}, locale)} value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        </>
      }
      onFilter={() => setFilter({ category: draft.category ? Number(draft.category) : undefined, q: draft.q.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_person_count({ count }, locale)}
      emptyText={m.backoffice_person_empty({}, locale)}
      headers={[m.backoffice_col_name({}, locale), m.backoffice_field_role({}, locale), m.backoffice_field_category({}, locale), m.backoffice_col_credits({}, locale)]}
      row={(person) => (
        <tr key={person.id}>
          <td className={styles.cell}>
            <a href={hubHref(`/cms-hub/persons/${person.id}`, lang)}>{`${person.first_name} ${person.last_name}`.trim()}</a>
          </td>
          <td className={styles.cell}>{person.role[lang] || person.role.de || '—'}</td>
          <td className={styles.cell}>{person.category?.name ?? '—'}</td>
          <td className={styles.cell}>{person.credits}</td>
        </tr>
      )}
    />
  )
}
