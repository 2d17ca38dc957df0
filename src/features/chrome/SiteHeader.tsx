import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { localizePathname } from '~/lib/i18n/localized-paths'
import { siteQueries } from '~/features/site/site.queries'
import { container } from '~/styles/layout.css'
import { SmartLink } from './SmartLink'
import { LanguageSwitch } from './LanguageSwitch'
import * as styles from './chrome.css'

function useScrolledPast(fraction: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight * fraction)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [fraction])
  return scrolled
}

export function SiteHeader({ hideMenu = false }: { hideMenu?: boolean }) {
  const lang = useLocale()
  const pathname = useRouterState({ select: (state) => localizePathname(state.location.pathname) })
  const navigation = useQuery(siteQueries.navigation(lang))
  const settings = useQuery(siteQueries.settings())
  const user = useQuery(siteQueries.userDetails(lang))
  const scrolled = useScrolledPast(0.25)
  const shopOnline = settings.data?.data.is_shop_online ?? true
  const offlineProps = shopOnline ? {} : { title: m.webshop_offline(), 'aria-disabled': true }
  return (
    <header className={`${styles.header} ${scrolled ? styles.headerScrolled : ''}`}>
      <div className={`${container} ${styles.headerInner}`}>
        <a className={styles.logo} href={`/${lang}`} aria-label={`${appConfig.site.name} – ${m.home()}`}>
          <img className={styles.logoImage} src={appConfig.design.header.logoLink} alt="" width={140} height={84} />
        </a>
        {hideMenu ? null : (
          <nav className={styles.desktopNav} aria-label={m.main_navigation()}>
            <ul className={styles.desktopNavList}>
              {(navigation.data?.menu ?? []).map((entry) => (
                <li key={entry.url}>
                  <SmartLink className={styles.desktopNavLink} href={entry.url} aria-current={pathname === entry.url ? 'page' : undefined}>
                    {entry.menu_name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.tools}>
          <LanguageSwitch />
          <a
            className={`${styles.iconButton} ${shopOnline ? '' : styles.dimmed}`}
            href={user.data?.is_logged_in ? `/${lang}/user/profile` : (user.data?.login_url ?? '/cms-hub')}
            {...offlineProps}
          >
            {user.data?.is_logged_in ? [user.data.first_name, user.data.last_name].filter(Boolean).join(' ') : m.account()}
          </a>
          <a className={`${styles.iconButton} ${shopOnline ? '' : styles.dimmed}`} href={appConfig.design.headerBasketLink} {...offlineProps}>
            {m.cart()}
          </a>
        </div>
      </div>
    </header>
  )
}
