import { useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { siteQueries } from '~/features/site/site.queries'
import { api } from '~/contract/visitor-api'
import { SmartLink } from '../SmartLink'
import { ChevronIcon, UserIcon } from '../icons'
import { useOutsideClick } from '../focus-trap'
import { useOnPathChange, usePathname } from '../use-pathname'
import * as styles from './header.css'
import * as accountStyles from './account-menu.css'

/** Dimmed with the tooltip "Webshop offline" while the shop is offline (spec platform.md §6). */
export function useShopOffline(): { offline: boolean; className: string; title?: string } {
  const settings = useQuery(siteQueries.settings())
  const offline = settings.data?.data.is_shop_online === false
  return offline ? { offline, className: styles.dimmed, title: m.webshop_offline() } : { offline, className: '' }
}

/** Anonymous: a link to the login. Logged in: the visitor's name opening a menu with profile and logout. */
export function AccountMenu() {
  const lang = useLocale()
  const user = useQuery(siteQueries.userDetails(lang))
  const shop = useShopOffline()
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  useOutsideClick([button, menu], open, () => setOpen(false))
  useOnPathChange(() => setOpen(false))

  const buttonClass = `${styles.smallLink} ${shop.className}`
  const offlineHint = shop.offline ? <span className="visually-hidden"> ({m.webshop_offline()})</span> : null

  if (!user.data?.is_logged_in) {
    return (
      // the login brings the visitor back to this page
      <a className={buttonClass} href={`${user.data?.login_url ?? `/${lang}/user/login`}?next=${encodeURIComponent(pathname)}`} title={shop.title}>
        <UserIcon size={16} />
        <span className={styles.smallLabel}>{m.account_login()}</span>
        {offlineHint}
      </a>
    )
  }

  const name = [user.data.first_name, user.data.last_name].filter(Boolean).join(' ') || user.data.username || m.account()
  return (
    <div
      className={styles.dropdownAnchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${buttonClass} ${accountStyles.logged}`}
        title={shop.title}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={m.account_menu({ name })}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={16} />
        <span className={styles.smallLabel}>{name}</span>
        <ChevronIcon size={14} className={styles.chevron} />
        {offlineHint}
      </button>
      <ul ref={menu} id={menuId} className={styles.dropdown} hidden={!open}>
        <li>
          <SmartLink className={styles.dropdownItem} href={`/${lang}/user/profile`} onClick={() => setOpen(false)}>
            {m.account_profile()}
          </SmartLink>
        </li>
        <li>
          <SmartLink className={styles.dropdownItem} href={`/${lang}/user/settings`} onClick={() => setOpen(false)}>
            {m.title_user_settings()}
          </SmartLink>
        </li>
        <li>
          <button
            type="button"
            className={styles.dropdownItem}
            onClick={async () => {
              // user-logout/ ends the session on the server; the page then shows the anonymous header
              await api.call('userLogout', { params: { lang } }).catch(() => undefined)
              window.location.assign(/^\/(de|en)\/user\//.test(window.location.pathname) ? `/${lang}` : window.location.href)
            }}
          >
            {m.account_logout()}
          </button>
        </li>
      </ul>
    </div>
  )
}
