import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { SmartLink } from '~/features/chrome/SmartLink'
import { cartErrorTexts } from '~/features/booking/cart-codes'
import { checkout } from './webshop.functions'
import { webshopQueries } from './webshop.queries'
import { CHECKOUT_EMAIL_MAX, CHECKOUT_NAME_MAX, DEMO_PAYMENT, checkoutErrorMessages, webshopHref } from './webshop.shared'
import { HoldCountdown, LineDescription, mirrorCartCookies, money } from './CartPage'
import { TicketTable } from './TicketTable'
import * as styles from './webshop.css'

type Field = 'name' | 'email' | 'payment'
type Errors = Partial<Record<Field, string>>

/** The checkout: the held tickets, the buyer's name and e-mail, and a clearly labelled demo payment. */
export function CheckoutPage({ lang, base, offline }: { lang: Locale; base: string; offline: boolean }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const query = useQuery(webshopQueries.cart(lang))
  const checkoutFn = useServerFn(checkout)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string[] | null>(null)
  const [expired, setExpired] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const place = useMutation({
    mutationFn: (input: { cartId: string; name: string; email: string; payment: string }) => checkoutFn({ data: { lang, ...input } }),
    onSuccess: async (result) => {
      if (result.ok) {
        mirrorCartCookies(null, lang)
        queryClient.setQueryData(webshopQueries.order(result.order.number).queryKey, result.order)
        queryClient.setQueryData(webshopQueries.cart(lang).queryKey, { cart: null, receivedAt: Date.now() })
        await router.navigate({ href: webshopHref(base, `/orders/${result.order.number}`, lang) })
        return
      }
      if (result.code === null) {
        setErrors(result.errors)
        focusFirstError(result.errors)
        return
      }
      setFailure(cartErrorTexts(result.code, lang))
      void query.refetch()
    },
    onError: () => setFailure([m.error_generic({}, { locale: lang })]),
  })

  function focusFirstError(found: Errors) {
    const first = (['name', 'email', 'payment'] as const).find((field) => found[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const cart = query.data?.cart
    if (!cart) return
    const data = new FormData(event.currentTarget)
    const value = (name: Field) => {
      const entry = data.get(name)
      return typeof entry === 'string' ? entry : ''
    }
    const input = { name: value('name'), email: value('email'), payment: value('payment') }
    const messages: Errors = checkoutErrorMessages(input, lang)
    setErrors(messages)
    setFailure(null)
    if (Object.keys(messages).length > 0) {
      focusFirstError(messages)
      return
    }
    place.mutate({ cartId: cart.id, ...input })
  }

  const cart = query.data?.cart ?? null
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `checkout-${field}-error` } : {})

  return (
    <section aria-labelledby="checkout-title" className={styles.page}>
      <h1 id="checkout-title" className={styles.title}>
        {m.webshop_checkout_title({}, { locale: lang })}
      </h1>
      <p className={styles.demoNotice}>{m.webshop_demo_notice({}, { locale: lang })}</p>
      {expired && !cart ? (
        <p className={styles.error} role="alert">
          {m.webshop_expired({}, { locale: lang })}
        </p>
      ) : null}
      {failure ? (
        <div className={styles.error} role="alert">
          {failure.map((text) => (
            <p key={text} className={styles.muted}>
              {text}
            </p>
          ))}
        </div>
      ) : null}
      {query.isPending ? (
        <p role="status" className={styles.muted}>
          {m.webshop_loading({}, { locale: lang })}
        </p>
      ) : !cart ? (
        <div className={styles.page}>
          {expired ? null : <p className={styles.muted}>{m.webshop_cart_empty({}, { locale: lang })}</p>}
          <p>
            <SmartLink className={styles.secondary} href={webshopHref(base, '', lang)}>
              {m.webshop_back_to_cart({}, { locale: lang })}
            </SmartLink>
          </p>
        </div>
      ) : (
        <div className={styles.columns}>
          <div className={styles.page}>
            <HoldCountdown
              clock={{ expiresAt: cart.expiresAt, serverNow: cart.serverNow, receivedAt: query.data?.receivedAt ?? Date.now() }}
              lang={lang}
              onExpired={() => {
                setExpired(true)
                void query.refetch()
              }}
            />
            <TicketTable
              lang={lang}
              caption={m.webshop_cart_title({}, { locale: lang })}
              total={money(cart.total)}
              rows={cart.lines.map((line) => ({ id: line.id, description: <LineDescription line={line} lang={lang} />, quantity: line.quantity, total: money(line.total) }))}
            />
            <p>
              <SmartLink href={webshopHref(base, '', lang)}>{m.webshop_back_to_cart({}, { locale: lang })}</SmartLink>
            </p>
          </div>
          <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="checkout-details">
            <h2 id="checkout-details" className={styles.formTitle}>
              {m.webshop_your_details({}, { locale: lang })}
            </h2>
            {Object.keys(errors).length > 0 ? (
              <p className={styles.fieldError} role="alert">
                {m.webshop_form_errors({}, { locale: lang })}
              </p>
            ) : null}
            <div className={styles.field}>
              <label className={styles.label} htmlFor="checkout-name">
                {m.webshop_name({}, { locale: lang })}
              </label>
              <input id="checkout-name" name="name" className={styles.input} autoComplete="name" maxLength={CHECKOUT_NAME_MAX} required {...described('name')} />
              {errors.name ? (
                <p id="checkout-name-error" className={styles.fieldError}>
                  {errors.name}
                </p>
              ) : null}
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor="checkout-email">
                {m.webshop_email({}, { locale: lang })}
              </label>
              <input id="checkout-email" name="email" type="email" className={styles.input} autoComplete="email" maxLength={CHECKOUT_EMAIL_MAX} required {...described('email')} />
              {errors.email ? (
                <p id="checkout-email-error" className={styles.fieldError}>
                  {errors.email}
                </p>
              ) : null}
            </div>
            <fieldset className={styles.fieldset} {...(errors.payment ? { 'aria-describedby': 'checkout-payment-error' } : {})}>
              <legend className={styles.legend}>{m.webshop_payment({}, { locale: lang })}</legend>
              <label className={styles.radio}>
                <input type="radio" name="payment" value={DEMO_PAYMENT} defaultChecked />
                {m.webshop_demo_payment({}, { locale: lang })}
              </label>
              {errors.payment ? (
                <p id="checkout-payment-error" className={styles.fieldError}>
                  {errors.payment}
                </p>
              ) : null}
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={place.isPending || offline}>
                {place.isPending ? m.webshop_placing_order({}, { locale: lang }) : m.webshop_place_order({}, { locale: lang })}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  )
}
