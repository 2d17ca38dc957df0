import { useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { useSiteIdentity } from '~/features/site/use-site-identity'
import { container } from '~/styles/layout.css'
import { SmartLink } from './SmartLink'
import { LanguageSwitch } from './LanguageSwitch'
import { MenuIcon } from './icons'
import { setMenuOpen, useMenuOpen } from './page-state'
import { useIsLandingPage, useOnPathChange } from './use-pathname'
import { headerScrollState } from './header/header-scroll'
import type { HeaderScrollState } from './header/header-scroll'
import { OpeningHours } from './header/OpeningHours'
import { SearchBox } from './header/SearchBox'
import { AccountMenu } from './header/AccountMenu'
import { CartLink } from './header/CartLink'
import { DesktopMenu } from './header/DesktopMenu'
import { MenuDrawer } from './header/MenuDrawer'
import * as styles from './header/header.css'

function useHeaderScroll(menuOpen: boolean): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ scrolled: false, shrunk: false })
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setState((previous) => {
        const next = headerScrollState(window.scrollY, window.innerHeight, menuOpen, previous.shrunk)
        return next.scrolled === previous.scrolled && next.shrunk === previous.shrunk ? previous : next
      })
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [menuOpen])
  return state
}

/**
 * The site header (spec platform.md §2): a top row with today's opening hours, account and language; the bar
 * with logo, desktop menu, search, cart and burger. A landing page shows neither menu nor top row; the
 * webshop layout shows no menu.
 */
export function SiteHeader({ hideMenu = false }: { hideMenu?: boolean }) {
  const lang = useLocale()
  const user = useQuery(siteQueries.userDetails(lang))
  const site = useSiteIdentity()
  const landing = useIsLandingPage()
  const menuOpen = useMenuOpen()
  const { scrolled, shrunk } = useHeaderScroll(menuOpen)
  const burger = useRef<HTMLButtonElement>(null)
  const drawerId = useId()
  const withMenu = !hideMenu && !landing

  useOnPathChange(() => setMenuOpen(false))
  // the drawer belongs to this header: never leave it open when the header goes (layout change)
  useEffect(() => () => setMenuOpen(false), [])

  return (
    <header
      className={`${styles.header} ${landing ? styles.headerLanding : ''}`}
      data-scrolled={scrolled || undefined}
      data-shrunk={shrunk || undefined}
      data-logged={user.data?.is_logged_in || undefined}
    >
      {landing ? null : (
        <div className={styles.topRow}>
          <div className={`${container} ${styles.topRowInner}`}>
            <OpeningHours />
            <div className={styles.topRowEnd}>
              <AccountMenu />
              <LanguageSwitch />
            </div>
          </div>
        </div>
      )}
      <div className={`${styles.bar} ${shrunk ? styles.barShrunk : ''} ${scrolled ? styles.barScrolled : ''}`}>
        <div className={`${container} ${styles.barInner}`}>
          <SmartLink className={styles.logo} href={`/${lang}`} aria-label={`${site.name} – ${m.home()}`}>
            {/* the venue's logo from its settings; a site without one shows its name */}
            {site.identity.logo ? (
              <img className={styles.logoImage} src={site.identity.logo} alt="" width={140} height={84} />
            ) : (
              <span className={styles.logoText}>{site.identity.short_name || site.name}</span>
            )}
          </SmartLink>
          {withMenu ? <DesktopMenu /> : null}
          <div className={styles.tools}>
            {landing ? <LanguageSwitch /> : null}
            <SearchBox />
            <CartLink />
            {withMenu ? (
              <button
                ref={burger}
                type="button"
                className={styles.burgerButton}
                aria-expanded={menuOpen}
                aria-controls={drawerId}
                aria-label={menuOpen ? m.menu_close() : m.menu_open()}
                onClick={() => setMenuOpen(!menuOpen)}
              >
                <MenuIcon />
                <span className={styles.toolLabel}>{m.menu_title()}</span>
              </button>
            ) : null}
          </div>
        </div>
      </div>
      {withMenu ? <MenuDrawer id={drawerId} open={menuOpen} onClose={() => setMenuOpen(false)} burger={burger} /> : null}
    </header>
  )
}
