import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { formatInstant, versionKindText } from './format'
import { numberParam, useAddressFilter } from '~/features/back-office/record-list'
import { FilteredLog } from './FilteredLog'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'

const PAGE_SIZE = 25
const Kind = v.picklist(['save', 'publish', 'restore'])
type Kind = v.InferOutput<typeof Kind>

/** The public address of a page in a language (the home page's path is empty). */
export function pageAddress(lang: Locale, path: string): string {
  return path ? `/${lang}/${path}` : `/${lang}`
}

/** dashboard-page-activities: who saved, restored and published which page, and when. */
export function PageActivities({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  // the filter and the page live in the address: Back and a shared link restore them
  const [filter, setFilter] = useAddressFilter((params) => ({ page: numberParam(params, 'page'), kind: Kind.options.find((option) => option === params.get('kind')) }))
  const page = filter.page ?? 1
  const kind = filter.kind
  const list = useQuery(hubQueries.pageActivities(lang, page, kind))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <FilteredLog
      lang={lang}
      intro={m.hub_activities_intro({}, t)}
      filter={{ label: m.hub_activities_filter({}, t), options: Kind.options, text: (option) => versionKindText(option, lang), value: kind, onChange: (next) => setFilter({ kind: next, page: undefined }) }}
      empty={m.hub_activities_empty({}, t)}
      headers={[m.versions_col_when({}, t), m.hub_col_page({}, t), m.hub_col_language({}, t), m.versions_col_what({}, t), m.versions_col_who({}, t), m.versions_col_note({}, t)]}
      rows={list.data?.results.map((row) => (
        <tr key={row.version_id}>
          <td className={styles.cell}>{formatInstant(row.at, lang)}</td>
          <td className={styles.cell}>
            <a href={`${pageAddress(row.lang, row.path)}?v=${row.version_id}`}>{row.title}</a>
          </td>
          <td className={styles.cell}>{row.lang.toUpperCase()}</td>
          <td className={styles.cell}>{versionKindText(row.kind, lang)}</td>
          <td className={styles.cell}>{row.author ?? m.versions_unknown_author({}, t)}</td>
          <td className={styles.cell}>{row.note}</td>
        </tr>
      ))}
      page={page}
      pages={pages}
      onPage={(next) => setFilter({ ...filter, page: next })}
    />
  )
}
