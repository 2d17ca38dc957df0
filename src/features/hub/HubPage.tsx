import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import { DashboardLayout } from '~/features/chrome/DefaultLayout'
import type { WriteProblem } from './api-errors'
import { LoginForm } from './LoginForm'
import { StepUpDialog } from './StepUpDialog'
import * as styles from './hub.css'

export type HubSection =
  | 'overview'
  | 'page-activities'
  | 'versions'
  | 'events'
  | 'productions'
  | 'persons'
  | 'articles'
  | 'venues'
  | 'series'
  | 'teasers'
  | 'vocabularies'
  | 'media'
  | 'forms'
  | 'search-keywords'
  | 'login-attempts'
  | 'error-log'
  | 'redirects'
  | 'top-alert'
  | 'opening-hours'
  | 'users'
  | 'mail'
  | 'html-blocks'
  | 'settings'
  | 'security'
  | 'audit'

/** `administrators`: the section is theirs alone (the server refuses its calls to other editors, too). */
const SECTIONS: { id: HubSection; path: string; label: (lang: Locale) => string; administrators?: true }[] = [
  { id: 'overview', path: '/cms-hub', label: (lang) => m.hub_nav_overview({}, { locale: lang }) },
  { id: 'page-activities', path: '/cms-hub/page-activities', label: (lang) => m.hub_nav_page_activities({}, { locale: lang }) },
  { id: 'versions', path: '/cms-hub/versions', label: (lang) => m.hub_nav_versions({}, { locale: lang }) },
  { id: 'events', path: '/cms-hub/events', label: (lang) => m.backoffice_nav_events({}, { locale: lang }) },
  { id: 'productions', path: '/cms-hub/productions', label: (lang) => m.backoffice_nav_productions({}, { locale: lang }) },
  { id: 'persons', path: '/cms-hub/persons', label: (lang) => m.backoffice_nav_persons({}, { locale: lang }) },
  { id: 'articles', path: '/cms-hub/articles', label: (lang) => m.backoffice_nav_articles({}, { locale: lang }) },
  { id: 'venues', path: '/cms-hub/venues', label: (lang) => m.backoffice_nav_venues({}, { locale: lang }) },
  { id: 'series', path: '/cms-hub/series', label: (lang) => m.backoffice_nav_series({}, { locale: lang }) },
  { id: 'teasers', path: '/cms-hub/teasers', label: (lang) => m.backoffice_nav_teasers({}, { locale: lang }) },
  { id: 'vocabularies', path: '/cms-hub/vocabularies', label: (lang) => m.backoffice_nav_vocabularies({}, { locale: lang }) },
  { id: 'media', path: '/cms-hub/media', label: (lang) => m.media_title({}, { locale: lang }) },
  { id: 'forms', path: '/cms-hub/forms', label: (lang) => m.forms_hub_title({}, { locale: lang }) },
  { id: 'search-keywords', path: '/cms-hub/search-keywords', label: (lang) => m.search_keywords_title({}, { locale: lang }) },
  { id: 'login-attempts', path: '/cms-hub/login-attempts', label: (lang) => m.hub_nav_login_attempts({}, { locale: lang }) },
  { id: 'error-log', path: '/cms-hub/error-log', label: (lang) => m.hub_nav_error_log({}, { locale: lang }) },
  { id: 'redirects', path: '/cms-hub/redirects', label: (lang) => m.hub_nav_redirects({}, { locale: lang }), administrators: true },
  { id: 'top-alert', path: '/cms-hub/top-alert', label: (lang) => m.hub_nav_top_alert({}, { locale: lang }) },
  { id: 'opening-hours', path: '/cms-hub/opening-hours', label: (lang) => m.hub_nav_opening_hours({}, { locale: lang }) },
  { id: 'users', path: '/cms-hub/users', label: (lang) => m.hub_nav_users({}, { locale: lang }), administrators: true },
  { id: 'mail', path: '/cms-hub/mail', label: (lang) => m.hub_nav_mail({}, { locale: lang }), administrators: true },
  { id: 'html-blocks', path: '/cms-hub/html-blocks', label: (lang) => m.hub_nav_html_blocks({}, { locale: lang }), administrators: true },
  { id: 'settings', path: '/cms-hub/settings', label: (lang) => m.hub_nav_settings({}, { locale: lang }), administrators: true },
  { id: 'audit', path: '/cms-hub/audit', label: (lang) => m.hub_nav_audit({}, { locale: lang }), administrators: true },
  { id: 'security', path: '/cms-hub/security', label: (lang) => m.hub_nav_security({}, { locale: lang }) },
]

/** The hub's frame: the login form for visitors; for editors the sections' navigation and the section itself. */
export function HubPage({ lang, section, title, children }: { lang: Locale; section: HubSection; title: string; children: ReactNode }) {
  const router = useRouter()
  const user = useQuery(siteQueries.userDetails(lang))
  // a visitor's account is logged in too, but the hub is for editors only
  if (!user.data?.is_logged_in || !user.data.has_dashboard_online_access) {
    return (
      <DashboardLayout>
        <div className={styles.hub}>
          <LoginForm
            lang={lang}
            onSuccess={async () => {
              await router.invalidate()
              await user.refetch()
            }}
          />
        </div>
      </DashboardLayout>
    )
  }
  const query = lang === 'de' ? '' : `?lang=${lang}`
  const administrator = user.data.is_administrator
  // a second factor the administrators require comes first: until it is set up, the security page is all there is
  const mustSetUp = user.data.must_set_up_second_factor
  const allowed = (administrator || !SECTIONS.some((entry) => entry.id === section && entry.administrators)) && (!mustSetUp || section === 'security')
  return (
    <DashboardLayout>
      <div className={styles.wide}>
        <nav className={styles.nav} aria-label={m.hub_nav_label({}, { locale: lang })}>
          <ul className={styles.navList}>
            {SECTIONS.filter((entry) => (administrator || !entry.administrators) && (!mustSetUp || entry.id === 'security')).map((entry) => (
              <li key={entry.id}>
                <a href={entry.path + query} aria-current={entry.id === section ? 'page' : undefined} className={entry.id === section ? styles.navCurrent : undefined}>
                  {entry.label(lang)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <h1>{title}</h1>
        {mustSetUp ? (
          <p role="status" className={styles.notice}>
            {m.security_totp_required_notice({}, { locale: lang })}
          </p>
        ) : null}
        <StepUpDialog lang={lang} withCode={user.data.has_second_factor} />
        {allowed ? (
          children
        ) : (
          <section aria-labelledby="hub-not-allowed">
            <h2 id="hub-not-allowed">{m.hub_not_allowed_title({}, { locale: lang })}</h2>
            <p>{m.hub_not_allowed_text({}, { locale: lang })}</p>
          </section>
        )}
      </div>
    </DashboardLayout>
  )
}

/** A field's error list, referenced by the control's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors || errors.length === 0) return null
  return (
    <p id={id} className={styles.fieldError}>
      {errors.join(' ')}
    </p>
  )
}

/** A refused write's sentence, announced at once. */
export function ProblemAlert({ problem, id }: { problem: WriteProblem | null; id?: string }) {
  if (!problem) return null
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {problem.message}
    </p>
  )
}

/** Previous and next page of a hub list, with where the editor is. */
export function Pager({ lang, page, pages, onPage }: { lang: Locale; page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null
  return (
    <nav className={styles.inline} aria-label={m.hub_page_of({ page, pages }, { locale: lang })}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.hub_page_previous({}, { locale: lang })}
      </button>
      <span>{m.hub_page_of({ page, pages }, { locale: lang })}</span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.hub_page_next({}, { locale: lang })}
      </button>
    </nav>
  )
}

/**
 * A hub table: the column headers over the rows, or the words for an empty result (nothing while the rows load).
 * The rows are the caller's: the hub's logs and the back office's record lists.
 */
export function HubTable({ empty, headers, rows }: { empty: string; headers: readonly string[]; rows: ReactNode[] | undefined }) {
  if (!rows) return null
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} className={styles.cell} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  )
}
