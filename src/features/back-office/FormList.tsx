import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeFormQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { FilterInput, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

/** The forms by title with their entries (the link leads to them), the last entry's time and the builder. */
export function FormList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [filter, setFilter] = useAddressFilter((params): BackOfficeFormQuery => ({ q: textParam(params, 'q'), page: numberParam(params, 'page') }))
  const [draft, setDraft] = useFilterDraft(filter, () => filter.q ?? '')
  const list = useQuery({ queryKey: ['back-office', 'forms', lang, filter], queryFn: () => api.call('backOfficeForms', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const time = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })
  return (
    <RecordList
      lang={lang}
      intro={m.forms_hub_intro({}, locale)}
      newRecord={{ path: '/cms-hub/forms/new', label: m.forms_hub_new_form({}, locale) }}
      filters={<FilterInput label={m.backoffice_filter_search({}, locale)} value={draft} onChange={setDraft} />}
      onFilter={() => setFilter({ q: draft.trim() || undefined })}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_form_count({ count }, locale)}
      emptyText={m.backoffice_form_empty({}, locale)}
      headers={[m.forms_hub_form({}, locale), m.forms_hub_entries({}, locale), m.forms_hub_last_entry({}, locale), m.forms_hub_actions({}, locale)]}
      row={(form) => {
        const title = form.title[lang] || form.title.de
        return (
          <tr key={form.id}>
            <td className={styles.cell}>
              <a href={hubHref(`/cms-hub/forms/${form.id}`, lang)}>{title}</a>
            </td>
            <td className={styles.cell}>{form.entry_count}</td>
            <td className={styles.cell}>{form.last_entry_at ? time.format(new Date(form.last_entry_at)) : '–'}</td>
            <td className={styles.cell}>
              <a href={hubHref(`/cms-hub/forms/edit/${form.id}`, lang)}>{m.forms_hub_edit_form({ title }, locale)}</a>
            </td>
          </tr>
        )
      }}
    />
  )
}
