import { useEffect, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { Locale } from '~/contract/shared'
import { formatLongDate, formatPrice, formatTime } from '~/lib/format'
import { SmartLink } from '~/features/chrome/SmartLink'
import { writeCookie } from '~/features/chrome/cookies'
import { CART_AMOUNT_COOKIE } from '~/features/chrome/header/CartLink'
import { programmeUrl } from '~/features/programme/programme.urls'
import { cartErrorTexts } from '~/features/booking/cart-codes'
import { emptyCart, removeTickets } from './webshop.functions'
import { webshopQueries } from './webshop.queries'
import { webshopHref } from './webshop.shared'
import type { CartChange, CartLine, CartView } from './webshop.shared'
import { dueAnnouncement, formatCountdown, secondsLeft } from './countdown'
import type { ClockPair } from './countdown'
import { TicketTable } from './TicketTable'
import * as styles from './webshop.css'

const CART_URL_COOKIE = 'cartUrl'

/** The header badge mirrors the cart; the server set the cookies, this makes the badge look again now. */
export function mirrorCartCookies(cart: CartView | null, lang: Locale): void {
  if (!cart) {
    writeCookie(CART_AMOUNT_COOKIE, '', 0)
    writeCookie(CART_URL_COOKIE, '', 0)
    return
  }
  const seconds = Math.max(1, Math.floor((Date.parse(cart.expiresAt) - Date.parse(cart.serverNow)) / 1000))
  writeCookie(CART_AMOUNT_COOKIE, String(cart.ticketsQuantity), seconds)
  writeCookie(CART_URL_COOKIE, webshopHref(appConfig.design.webShopLink, '', lang), seconds)
}

export const money = (amount: string) => formatPrice(amount, appConfig.design.parsers.currency)

/** The time left on the hold, to the second; screen readers hear it at a few marks only. */
export function HoldCountdown({ clock, lang, onExpired }: { clock: ClockPair; lang: Locale; onExpired: () => void }) {
  const [now, setNow] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef<number | null>(null)
  const expiredCalled = useRef(false)
  const { expiresAt, serverNow, receivedAt } = clock
  useEffect(() => {
    expiredCalled.current = false
    previous.current = null
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [expiresAt, serverNow, receivedAt])
  const left = secondsLeft({ expiresAt, serverNow, receivedAt }, now ?? receivedAt)
  useEffect(() => {
    if (now === null) return
    const due = previous.current === null ? null : dueAnnouncement(previous.current, left)
    previous.current = left
    if (due !== null) {
      setAnnouncement(due === 1 ? m.webshop_countdown_last_minute({}, { locale: lang }) : m.webshop_countdown_minutes({ minutes: String(due) }, { locale: lang }))
    }
    if (left <= 0 && !expiredCalled.current) {
      expiredCalled.current = true
      onExpired()
    }
  }, [left, now, lang, onExpired])
  return (
    <>
      <p className={styles.timer}>
        <span>{m.webshop_countdown({}, { locale: lang })}</span>
        <time className={styles.timerValue} role="timer" dateTime={`PT${left}S`} aria-label={m.webshop_countdown_minutes({ minutes: String(Math.ceil(left / 60)) }, { locale: lang })}>
          {formatCountdown(left)}
        </time>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  )
}

function lineLabel(line: CartLine): string {
  return [line.eventTitle, line.seatGroup, line.saleType].filter(Boolean).join(', ')
}

export function LineDescription({ line, lang }: { line: CartLine; lang: Locale }) {
  return (
    <>
      {line.eventUrl ? (
        <SmartLink className={styles.lineTitle} href={line.eventUrl}>
          {line.eventTitle}
        </SmartLink>
      ) : (
        <span className={styles.lineTitle}>{line.eventTitle}</span>
      )}
      <span className={styles.lineMeta}>
        <time dateTime={line.dateStart}>
          {formatLongDate(line.dateStart, lang)}, {line.timeslot ? (lang === 'de' ? `${line.timeslot} Uhr` : line.timeslot) : formatTime(line.dateStart, lang)}
        </time>
        {line.venue ? ` · ${line.venue}` : ''}
      </span>
      <span className={styles.lineMeta}>{[line.seatGroup, line.saleType].filter(Boolean).join(' · ')}</span>
    </>
  )
}

/** The cart (spec platform.md §2 webshop): held tickets, the countdown to the hold's end, removing, checkout. */
export function CartPage({ lang, base, offline }: { lang: Locale; base: string; offline: boolean }) {
  const queryClient = useQueryClient()
  const query = useQuery(webshopQueries.cart(lang))
  const removeFn = useServerFn(removeTickets)
  const emptyFn = useServerFn(emptyCart)
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; texts: string[] } | null>(null)
  const [expired, setExpired] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  function applied(change: CartChange, okText?: string) {
    queryClient.setQueryData(webshopQueries.cart(lang).queryKey, { cart: change.cart, receivedAt: Date.now() })
    mirrorCartCookies(change.cart, lang)
    if (change.ok) setMessage(okText ? { kind: 'status', texts: [okText] } : null)
    else setMessage({ kind: 'alert', texts: cartErrorTexts(change.code, lang) })
  }
  const failed = () => setMessage({ kind: 'alert', texts: [m.error_generic({}, { locale: lang })] })

  const remove = useMutation({
    mutationFn: (input: { lineId: number; quantity?: number }) => removeFn({ data: { lang, ...input } }),
    onSuccess: (change) => applied(change),
    onError: failed,
  })
  const empty = useMutation({
    mutationFn: () => emptyFn({ data: { lang } }),
    onSuccess: (change) => {
      applied({ ...change, ok: true }, m.webshop_emptied({}, { locale: lang }))
      heading.current?.focus()
    },
    onError: failed,
  })
  const busy = remove.isPending || empty.isPending

  const cart = query.data?.cart ?? null
  useEffect(() => {
    if (query.data) mirrorCartCookies(query.data.cart, lang)
  }, [query.data, lang])

  return (
    <section aria-labelledby="webshop-title" className={styles.page}>
      <h1 id="webshop-title" className={styles.title} tabIndex={-1} ref={heading}>
        {m.webshop_cart_title({}, { locale: lang })}
      </h1>
      {message ? (
        <div className={message.kind === 'alert' ? styles.error : styles.notice} role={message.kind}>
          {message.texts.map((text) => (
            <p key={text} className={styles.muted}>
              {text}
            </p>
          ))}
        </div>
      ) : null}
      {expired && !cart ? (
        <p className={styles.error} role="alert">
          {m.webshop_expired({}, { locale: lang })}
        </p>
      ) : null}
      {query.isPending ? (
        <p role="status" className={styles.muted}>
          {m.webshop_loading({}, { locale: lang })}
        </p>
      ) : query.isError ? (
        <p role="alert" className={styles.error}>
          {m.webshop_load_failed({}, { locale: lang })}
        </p>
      ) : !cart ? (
        <div className={styles.page}>
          <p className={styles.muted}>{m.webshop_cart_empty({}, { locale: lang })}</p>
          <p>
            <SmartLink className={styles.secondary} href={programmeUrl(lang)}>
              {m.webshop_to_programme({}, { locale: lang })}
            </SmartLink>
          </p>
        </div>
      ) : (
        <>
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
            className={styles.responsiveTable}
            unitPrices
            total={money(cart.total)}
            rows={cart.lines.map((line) => ({
              id: line.id,
              description: <LineDescription line={line} lang={lang} />,
              quantity: (
                <span className={styles.quantity}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={busy}
                    aria-label={m.webshop_remove_one({ line: lineLabel(line) }, { locale: lang })}
                    onClick={() => remove.mutate({ lineId: line.id, quantity: 1 })}
                  >
                    <span aria-hidden="true">−</span>
                  </button>
                  <span>{line.quantity}</span>
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={busy}
                    aria-label={m.webshop_remove_line_label({ line: lineLabel(line) }, { locale: lang })}
                    onClick={() => remove.mutate({ lineId: line.id })}
                  >
                    {m.webshop_remove_line({}, { locale: lang })}
                  </button>
                </span>
              ),
              unitPrice: money(line.unitPrice),
              total: money(line.total),
            }))}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => empty.mutate()}>
              {m.webshop_empty_cart({}, { locale: lang })}
            </button>
            {offline ? null : (
              <SmartLink className={styles.primary} href={webshopHref(base, '/checkout', lang)}>
                {m.webshop_checkout({}, { locale: lang })}
              </SmartLink>
            )}
          </div>
        </>
      )}
    </section>
  )
}
