import { useRouterState } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { LocaleSchema } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { WebshopLayout } from '~/features/chrome/DefaultLayout'
import { SmartLink } from '~/features/chrome/SmartLink'
import { siteQueries } from '~/features/site/site.queries'
import { webshopBase, webshopHref, webshopView } from './webshop.shared'
import { CartPage } from './CartPage'
import { CheckoutPage } from './CheckoutPage'
import { OrderPage } from './OrderPage'
import { ShopEventPage } from './ShopEventPage'
import * as styles from './webshop.css'

const SearchLang = v.object({ lang: v.optional(v.fallback(LocaleSchema, 'de'), 'de') })

/** The webshop's language: `?lang=en`, German otherwise (its paths carry no language). */
export function useWebshopLang(): Locale {
  return useRouterState({ select: (state) => v.parse(SearchLang, state.location.search).lang })
}

/** The webshop area: the cart, the checkout, an order's confirmation and an event's ticket page. */
export function WebshopScreen() {
  const lang = useWebshopLang()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const base = webshopBase(pathname)
  const splat = pathname.split('/').filter(Boolean).slice(1).join('/')
  const view = webshopView(splat)
  const settings = useQuery(siteQueries.settings())
  const offline = settings.data?.data.is_shop_online === false
  const other: Locale = lang === 'de' ? 'en' : 'de'
  const page =
    view.kind === 'checkout' ? (
      <CheckoutPage lang={lang} base={base} offline={offline} />
    ) : view.kind === 'order' ? (
      <OrderPage lang={lang} number={view.number} />
    ) : view.kind === 'event' ? (
      <ShopEventPage lang={lang} shopEventId={view.shopEventId} />
    ) : (
      <CartPage lang={lang} base={base} offline={offline} />
    )
  return (
    <WebshopLayout>
      <div className={container} lang={lang}>
        <div className={styles.shop}>
          <p className={styles.topBar}>
            <span className={styles.muted}>{m.title_webshop({}, { locale: lang })}</span>
            <SmartLink href={webshopHref(base, view.kind === 'cart' ? '' : `/${splat}`, other)} lang={other} hrefLang={other}>
              {m.webshop_language({}, { locale: lang })}
            </SmartLink>
          </p>
          {offline && view.kind !== 'order' ? (
            <p className={styles.notice} role="status">
              {m.booking_shop_offline({}, { locale: lang })}
            </p>
          ) : null}
          {page}
        </div>
      </div>
    </WebshopLayout>
  )
}
