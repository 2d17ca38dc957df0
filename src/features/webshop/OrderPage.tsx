import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { programmeUrl } from '~/features/programme/programme.urls'
import { orderTicketsUrl } from '~/features/account/account.shared'
import { siteQueries } from '~/features/site/site.queries'
import { webshopQueries } from './webshop.queries'
import { money } from './CartPage'
import { TicketTable } from './TicketTable'
import * as styles from './webshop.css'

/** The confirmation of a demo order; only the visitor who placed it can open it. */
export function OrderPage({ lang, number }: { lang: Locale; number: string }) {
  const query = useQuery(webshopQueries.order(number))
  const user = useQuery(siteQueries.userDetails(lang))
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {m.webshop_loading({}, { locale: lang })}
      </p>
    )
  }
  const order = query.data
  if (!order) {
    return (
      <section aria-labelledby="order-title" className={styles.page}>
        <h1 id="order-title" className={styles.title}>
          {m.webshop_order_not_found({}, { locale: lang })}
        </h1>
        <p>
          <SmartLink className={styles.secondary} href={programmeUrl(lang)}>
            {m.webshop_to_programme({}, { locale: lang })}
          </SmartLink>
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby="order-title" className={styles.page}>
      <h1 id="order-title" className={styles.title}>
        {m.webshop_order_title({}, { locale: lang })}
      </h1>
      <p role="status">
        <strong>{m.webshop_order_number({ number: order.number }, { locale: lang })}</strong>
        <span className={styles.lineMeta}>
          {m.webshop_order_for({ name: order.name, email: order.email }, { locale: lang })} · <time dateTime={order.createdAt}>{formatLongDate(order.createdAt, lang)}</time>
        </span>
      </p>
      <p className={styles.demoNotice}>{m.webshop_demo_notice({}, { locale: lang })}</p>
      <TicketTable
        lang={lang}
        caption={m.webshop_order_number({ number: order.number }, { locale: lang })}
        unitPrices
        total={money(order.total)}
        rows={order.lines.map((line) => ({ id: line.id, description: line.description, quantity: line.quantity, unitPrice: money(line.unitPrice), total: money(line.total) }))}
      />
      {order.byAccount && user.data?.is_logged_in ? (
        <p>
          <a className={styles.secondary} href={orderTicketsUrl(lang, order.number)} download>
            {m.tickets_pdf_download_order({ number: order.number }, { locale: lang })}
          </a>
        </p>
      ) : null}
      {user.data && !user.data.is_logged_in ? (
        <p>
          {m.account_register_after_checkout({}, { locale: lang })}{' '}
          <a href={`/${lang}/user/register?email=${encodeURIComponent(order.email)}`}>{m.account_register_after_checkout_link({ email: order.email }, { locale: lang })}</a>
        </p>
      ) : null}
      <p>
        <SmartLink className={styles.secondary} href={programmeUrl(lang)}>
          {m.webshop_to_programme({}, { locale: lang })}
        </SmartLink>
      </p>
    </section>
  )
}
