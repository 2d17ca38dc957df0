import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { DashboardSite } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { formatBytes } from '~/features/media/media-values'
import { formatInstant } from './format'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'

const COUNT_LABELS: { key: keyof DashboardSite['counts']; label: (lang: Locale) => string }[] = [
  { key: 'pages', label: (lang) => m.hub_count_pages({}, { locale: lang }) },
  { key: 'upcoming_events', label: (lang) => m.hub_count_upcoming_events({}, { locale: lang }) },
  { key: 'productions', label: (lang) => m.hub_count_productions({}, { locale: lang }) },
  { key: 'articles', label: (lang) => m.hub_count_articles({}, { locale: lang }) },
  { key: 'persons', label: (lang) => m.hub_count_persons({}, { locale: lang }) },
  { key: 'venues', label: (lang) => m.hub_count_venues({}, { locale: lang }) },
  { key: 'series', label: (lang) => m.hub_count_series({}, { locale: lang }) },
  { key: 'redirects', label: (lang) => m.hub_count_redirects({}, { locale: lang }) },
  { key: 'missing_pages_7_days', label: (lang) => m.hub_count_missing_pages({}, { locale: lang }) },
]

/** dashboard-site: what the site holds and when it last changed. */
export function SiteCounts({ lang }: { lang: Locale }) {
  const site = useQuery(hubQueries.site(lang))
  if (!site.data) return null
  const data = site.data
  return (
    <section aria-labelledby="hub-counts">
      <h2 id="hub-counts">{m.hub_counts_title({}, { locale: lang })}</h2>
      <ul className={styles.counts}>
        {COUNT_LABELS.map(({ key, label }) => (
          <li key={key} className={styles.count}>
            <span className={styles.countValue}>{data.counts[key]}</span>
            {label(lang)}
          </li>
        ))}
      </ul>
      {data.last_change_at ? <p className={styles.muted}>{m.hub_last_change({ at: formatInstant(data.last_change_at, lang) }, { locale: lang })}</p> : null}
    </section>
  )
}

/**
 * The server's scheduled backups (FOYER_BACKUP_DIR): the newest archive's time and size and the next run; for
 * administrators a warning when there has been none for 48 hours, and why the last run failed. Nothing without a
 * schedule.
 */
export function BackupNotice({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  const backup = useQuery(hubQueries.backup(lang))
  const data = backup.data
  if (!data?.scheduled) return null
  return (
    <section aria-labelledby="hub-backup" data-testid="hub-backup">
      <h2 id="hub-backup">{m.hub_backup_title({}, t)}</h2>
      {data.overdue ? (
        <p role="alert" className={`${styles.notice} ${styles.error}`}>
          {m.hub_backup_overdue({}, t)}
        </p>
      ) : null}
      {data.last_error ? <p className={styles.error}>{m.hub_backup_failed({ reason: data.last_error }, t)}</p> : null}
      <p>{data.last ? m.hub_backup_last({ at: formatInstant(data.last.at, lang), size: formatBytes(data.last.bytes, lang) }, t) : m.hub_backup_none({}, t)}</p>
      {data.next_at && data.keep !== null ? <p className={styles.muted}>{m.hub_backup_next({ at: formatInstant(data.next_at, lang), keep: data.keep }, t)}</p> : null}
    </section>
  )
}
