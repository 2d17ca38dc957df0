import { useId } from 'react'
import { useServerFn } from '@tanstack/react-start'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { formatPrice } from '~/lib/format'
import { container } from '~/styles/layout.css'
import { buttonPrimary } from '~/styles/buttons.css'
import { saveProfile } from './account.functions'
import { orderTicketsUrl } from './account.shared'
import type { AccountOverview } from './account.shared'
import { useAccountAction } from './use-account-action'
import { Notice } from './Notice'
import * as styles from './account.css'

const dateFormat = (lang: Locale) => new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })

/** Name and e-mail (a new address is confirmed by a link first) and the orders placed with that address. */
export function ProfilePage({ lang, profile }: { lang: Locale; profile: AccountOverview }) {
  const save = useServerFn(saveProfile)
  const router = useRouter()
  const { result, pending, busy, run } = useAccountAction(lang)
  const ids = { first: useId(), last: useId(), email: useId(), emailHelp: useId(), notice: useId() }
  const locale = { locale: lang }
  const emailError = result && !result.ok && result.field === 'email'
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{m.account_profile_title({}, locale)}</h1>
        <form
          method="post"
          className={styles.form}
          aria-describedby={ids.notice}
          onSubmit={async (event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            const answer = await run(() => save({ data: { lang, firstName: String(form.get('firstName') ?? ''), lastName: String(form.get('lastName') ?? ''), email: String(form.get('email') ?? '') } }))
            if (answer.ok) await router.invalidate()
          }}
        >
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.first}>
              {m.account_first_name({}, locale)}
            </label>
            <input id={ids.first} className={styles.control} name="firstName" autoComplete="given-name" defaultValue={profile.firstName} maxLength={100} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.last}>
              {m.account_last_name({}, locale)}
            </label>
            <input id={ids.last} className={styles.control} name="lastName" autoComplete="family-name" defaultValue={profile.lastName} maxLength={100} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.email}>
              {m.account_email({}, locale)}
            </label>
            <input
              id={ids.email}
              className={styles.control}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={profile.email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={profile.pendingEmail ? ids.emailHelp : undefined}
            />
            {profile.pendingEmail ? (
              <p id={ids.emailHelp} className={styles.help}>
                {m.account_email_pending({ email: profile.pendingEmail }, locale)}
              </p>
            ) : null}
          </div>
          <Notice result={result} id={ids.notice} />
          <div>
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {pending ? m.account_saving({}, locale) : m.account_profile_save({}, locale)}
            </button>
          </div>
        </form>
      </div>
      <div className={styles.panel}>
        <h2>{m.account_orders_title({}, locale)}</h2>
        {profile.orders.length === 0 ? (
          <p>{m.account_orders_none({}, locale)}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{m.account_order_number({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.account_order_date({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.account_order_tickets({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.account_order_total({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.account_order_status({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.tickets_pdf_download({}, locale)}</th>
              </tr>
            </thead>
            <tbody>
              {profile.orders.map((order) => (
                <tr key={order.number}>
                  <td className={styles.cell}>{order.number}</td>
                  <td className={styles.cell}>{dateFormat(lang).format(new Date(order.createdAt))}</td>
                  <td className={styles.cell}>
                    {order.tickets}
                    {order.items.length > 0 ? <span className={styles.help}> ({order.items.join('; ')})</span> : null}
                  </td>
                  <td className={styles.cell}>{formatPrice(order.total)}</td>
                  <td className={styles.cell}>{order.status === 'cancelled' ? m.account_order_status_cancelled({}, locale) : m.account_order_status_confirmed({}, locale)}</td>
                  <td className={styles.cell}>
                    {order.status === 'cancelled' ? null : (
                      <a href={orderTicketsUrl(lang, order.number)} download aria-label={m.tickets_pdf_download_order({ number: order.number }, locale)}>
                        PDF
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}
