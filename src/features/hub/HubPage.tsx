import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode, RefObject } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import { EditorBar } from '~/features/chrome/EditorBar'
import { useHydrated } from '~/features/chrome/use-client'
import { ToastRegion } from '~/ui/ToastRegion'
import type { WriteProblem } from './api-errors'
import { LoginForm } from './LoginForm'
import { FinderButton, FinderDialog, useFinderShortcut } from './RecordFinder'
import { StepUpDialog } from './StepUpDialog'
import * as styles from './hub.css'
import { COLLECTIONS } from '~/features/collections/registry'

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string
type HubGroup = 'programme' | 'content' | 'website' | 'operations'

/** One area of the hub: `administrators` marks it theirs alone (the server refuses its calls to other editors, too). */
const area = <const I extends string>(id: I, group: HubGroup | null, path: string, label: Message, access?: 'administrators') => ({ id, group, path, label, administrators: access === 'administrators' })

/** The collections described once (decision 0031) of a group, as areas: they stand where this is called in the group. */
const collectionAreas = (group: HubGroup) =>
  COLLECTIONS.filter((collection) => collection.group === group).map((collection) => area(collection.path, collection.group, `/cms-hub/${collection.path}`, collection.labels.many, collection.access === 'administrators' ? 'administrators' : undefined))

/** The hub's areas in the sidebar's order: a new area is one line here (its group decides where it shows). */
const HUB_AREAS = [
  area('overview', null, '/cms-hub', m.hub_nav_overview),
  ...collectionAreas('programme'),
  ...collectionAreas('content'),
  area('media', 'content', '/cms-hub/media', m.media_title),
  area('vocabularies', 'content', '/cms-hub/vocabularies', m.backoffice_nav_vocabularies),
  area('pages', 'website', '/cms-hub/pages', m.hub_nav_pages),
  area('navigation', 'website', '/cms-hub/navigation', m.hub_nav_navigation),
  area('page-activities', 'website', '/cms-hub/page-activities', m.hub_nav_page_activities),
  area('versions', 'website', '/cms-hub/versions', m.hub_nav_versions),
  area('top-alert', 'website', '/cms-hub/top-alert', m.hub_nav_top_alert),
  area('opening-hours', 'website', '/cms-hub/opening-hours', m.hub_nav_opening_hours),
  area('redirects', 'website', '/cms-hub/redirects', m.hub_nav_redirects, 'administrators'),
  area('error-log', 'website', '/cms-hub/error-log', m.hub_nav_error_log),
  area('html-blocks', 'website', '/cms-hub/html-blocks', m.hub_nav_html_blocks, 'administrators'),
  area('settings', 'website', '/cms-hub/settings', m.hub_nav_settings, 'administrators'),
  ...collectionAreas('website'),
  area('search-keywords', 'operations', '/cms-hub/search-keywords', m.search_keywords_title),
  area('login-attempts', 'operations', '/cms-hub/login-attempts', m.hub_nav_login_attempts),
  area('users', 'operations', '/cms-hub/users', m.hub_nav_users, 'administrators'),
  area('mail', 'operations', '/cms-hub/mail', m.hub_nav_mail, 'administrators'),
  area('audit', 'operations', '/cms-hub/audit', m.hub_nav_audit, 'administrators'),
  area('security', 'operations', '/cms-hub/security', m.hub_nav_security),
  ...collectionAreas('operations'),
]

export type HubSection = (typeof HUB_AREAS)[number]['id']

const GROUPS: { id: HubGroup; label: Message }[] = [
  { id: 'programme', label: m.hub_group_programme },
  { id: 'content', label: m.hub_group_content },
  { id: 'website', label: m.hub_group_website },
  { id: 'operations', label: m.hub_group_operations },
]

/** The hub's skip link: past the sidebar, onto the page's heading. */
function SkipToHeading({ lang }: { lang: Locale }) {
  return (
    <a
      className={styles.skipLink}
      href="#hub-title"
      onClick={(event) => {
        const heading = document.getElementById('hub-title')
        if (!heading) return
        event.preventDefault()
        heading.focus()
        heading.scrollIntoView({ block: 'start' })
      }}
    >
      {m.skip_to_content({}, { locale: lang })}
    </a>
  )
}

/** The sidebar's areas, grouped; on a phone a drawer opened by the menu button. */
function HubNav({ lang, section, administrator, mustSetUp, open, onClose, onFind }: { lang: Locale; section: HubSection; administrator: boolean; mustSetUp: boolean; open: boolean; onClose: () => void; onFind: () => void }) {
  const locale = { locale: lang }
  const query = lang === 'de' ? '' : `?lang=${lang}`
  // a second factor the administrators require comes first: until it is set up, the security page is all there is
  const visible = HUB_AREAS.filter((entry) => (administrator || !entry.administrators) && (!mustSetUp || entry.id === 'security'))
  const link = (entry: (typeof HUB_AREAS)[number]) => (
    <li key={entry.id}>
      <a href={entry.path + query} aria-current={entry.id === section ? 'page' : undefined} className={styles.navLink}>
        {entry.label({}, locale)}
      </a>
    </li>
  )
  return (
    <>
      {open ? <button type="button" className={styles.backdrop} aria-label={m.hub_menu_close({}, locale)} tabIndex={-1} onClick={onClose} /> : null}
      <nav
        id="hub-nav"
        className={styles.sidebar}
        data-open={open ? '' : undefined}
        aria-label={m.hub_nav_label({}, locale)}
        onKeyDown={(event) => {
          if (!open) return
          if (event.key === 'Escape') {
            event.preventDefault()
            onClose()
            return
          }
          // the open drawer keeps the focus: Tab past its last link comes back to its first, and the other way round
          if (event.key !== 'Tab') return
          const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'))
          const first = links[0]
          const last = links[links.length - 1]
          if (!first || !last) return
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault()
            last.focus()
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault()
            first.focus()
          }
        }}
      >
        <a className={styles.brand} href={`/cms-hub${query}`}>
          {m.hub_brand({}, locale)}
        </a>
        {mustSetUp ? null : (
          <p className={styles.finderInNav}>
            <FinderButton lang={lang} onOpen={onFind} />
          </p>
        )}
        <ul className={styles.navList}>{visible.filter((entry) => entry.group === null).map(link)}</ul>
        {GROUPS.map((group) => {
          const entries = visible.filter((entry) => entry.group === group.id)
          if (entries.length === 0) return null
          return (
            <div key={group.id} className={styles.navGroup}>
              <p className={styles.navGroupTitle} id={`hub-nav-${group.id}`}>
                {group.label({}, locale)}
              </p>
              <ul className={styles.navList} aria-labelledby={`hub-nav-${group.id}`}>
                {entries.map(link)}
              </ul>
            </div>
          )
        })}
      </nav>
    </>
  )
}

/**
 * Names every table cell after its column (`data-label`), so that on a phone, where rows become cards and the
 * header row is hidden, each value still says what it is — for every table of every hub page, as rows come and go.
 */
function useCellLabels(root: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const label = () => {
      for (const table of element.querySelectorAll('table')) {
        const headers = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? '')
        if (headers.length === 0) continue
        for (const row of table.querySelectorAll('tbody tr')) {
          Array.from(row.children).forEach((cell, index) => {
            const text = headers[index] ?? ''
            if (cell.tagName === 'TD' && cell.getAttribute('data-label') !== text) cell.setAttribute('data-label', text)
          })
        }
      }
    }
    label()
    const observer = new MutationObserver(label)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root, shown])
}

/** The hub's frame: the login form for visitors; for editors the grouped areas beside the page, and the toasts. */
export function HubPage({ lang, section, title, children }: { lang: Locale; section: HubSection; title: string; children: ReactNode }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const user = useQuery(siteQueries.userDetails(lang))
  const [menuOpen, setMenuOpen] = useState(false)
  const [finderOpen, setFinderOpen] = useState(false)
  const openFinder = useCallback(() => {
    setMenuOpen(false)
    setFinderOpen(true)
  }, [])
  const signedIn = Boolean(user.data?.is_logged_in && user.data.has_dashboard_online_access && !user.data.must_set_up_second_factor)
  useFinderShortcut(signedIn ? openFinder : null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const mainRef = useRef<HTMLElement>(null)
  useCellLabels(mainRef, Boolean(user.data?.is_logged_in && user.data.has_dashboard_online_access))
  useEffect(() => {
    if (!menuOpen) return
    // the drawer takes the focus: onto the page's own area, else its first link
    const drawer = document.getElementById('hub-nav')
    ;(drawer?.querySelector<HTMLElement>('a[aria-current="page"]') ?? drawer?.querySelector<HTMLElement>('a[href]'))?.focus()
  }, [menuOpen])
  const closeMenu = () => {
    setMenuOpen(false)
    menuButton.current?.focus()
  }
  // a visitor's account is logged in too, but the hub is for editors only
  if (!user.data?.is_logged_in || !user.data.has_dashboard_online_access) {
    return (
      <div className={styles.shell}>
        <SkipToHeading lang={lang} />
        <main id="main-content" tabIndex={-1} className={styles.loginMain}>
          <div className={styles.loginCard}>
            <LoginForm
              lang={lang}
              onSuccess={async () => {
                await router.invalidate()
                await user.refetch()
              }}
            />
          </div>
        </main>
      </div>
    )
  }
  const administrator = user.data.is_administrator
  const mustSetUp = user.data.must_set_up_second_factor
  const allowed = (administrator || !HUB_AREAS.some((entry) => entry.id === section && entry.administrators)) && (!mustSetUp || section === 'security')
  const current = HUB_AREAS.find((entry) => entry.id === section)
  return (
    <div className={styles.shell}>
      <SkipToHeading lang={lang} />
      <EditorBar />
      <div className={styles.topbar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="hub-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {m.hub_menu({}, { locale: lang })}
        </button>
        <span className={styles.topbarCurrent}>{current ? current.label({}, { locale: lang }) : null}</span>
      </div>
      <div className={styles.layout}>
        <HubNav lang={lang} section={section} administrator={administrator} mustSetUp={mustSetUp} open={menuOpen} onClose={closeMenu} onFind={openFinder} />
        <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
          <h1 id="hub-title" tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {mustSetUp ? (
            <p role="status" className={styles.notice}>
              {m.security_totp_required_notice({}, { locale: lang })}
            </p>
          ) : null}
          <StepUpDialog lang={lang} withCode={user.data.has_second_factor} />
          {allowed ? (
            // until hydrated, the controls are disabled: what an editor typed before would be replaced by the form's state
            <fieldset role="none" disabled={!hydrated} className={styles.untilHydrated}>
              {children}
            </fieldset>
          ) : (
            <section aria-labelledby="hub-not-allowed">
              <h2 id="hub-not-allowed">{m.hub_not_allowed_title({}, { locale: lang })}</h2>
              <p>{m.hub_not_allowed_text({}, { locale: lang })}</p>
            </section>
          )}
        </main>
      </div>
      {finderOpen ? <FinderDialog lang={lang} onClose={() => setFinderOpen(false)} /> : null}
      <ToastRegion lang={lang} />
    </div>
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
