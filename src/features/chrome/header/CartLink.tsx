import { appConfig } from '../../../../app.config'
import { m } from '~/paraglide/messages'
import { SmartLink } from '../SmartLink'
import { CartIcon } from '../icons'
import { useCookie } from '../cookies'
import { useShopOffline } from './AccountMenu'
import * as styles from './header.css'

/** The web shop mirrors the number of tickets in the cart into this cookie (programme.md §7). */
export const CART_AMOUNT_COOKIE = 'cartAmount'

export function cartCount(cookie: string | null): number {
  const count = Number.parseInt(cookie ?? '', 10)
  return Number.isFinite(count) && count > 0 ? count : 0
}

export function CartLink() {
  const count = cartCount(useCookie(CART_AMOUNT_COOKIE))
  const shop = useShopOffline()
  const label = count > 0 ? m.cart_with_count({ count }) : m.cart()
  return (
    <SmartLink className={`${styles.toolButton} ${shop.className}`} href={appConfig.design.headerBasketLink} title={shop.title ?? label}>
      <CartIcon />
      <span className="visually-hidden">
        {label}
        {shop.offline ? ` (${m.webshop_offline()})` : ''}
      </span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </SmartLink>
  )
}
