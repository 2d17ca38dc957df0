import { useEffect, useReducer, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode, RefObject } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import { appConfig } from '../../../app.config'
import type { CartResponse, CurrentEventData, PriceItem, Timeslot } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { formatPrice } from '~/lib/format'
import { timings } from '~/styles/tokens.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { CloseIcon } from '~/features/chrome/icons'
import { writeCookie } from '~/features/chrome/cookies'
import { CART_AMOUNT_COOKIE } from '~/features/chrome/header/CartLink'
import { siteQueries } from '~/features/site/site.queries'
import { programmeQueries } from '~/features/programme/programme.queries'
import { bookingEnded } from '~/features/programme/programme.shared'
import { addToCart } from './booking.functions'
import { bookingQueries } from './booking.queries'
import { FEW_SEATS_LEFT, availableFor } from './booking.shared'
import { cartErrorTexts } from './cart-codes'
import {
  canShowAll,
  cartRequests,
  inRowsOfTwo,
  needsSeatGroupChoice,
  priceLines,
  shownLines,
  showsTimeslotChange,
  ticketOf,
  timeslotLabel,
  visibleSeatGroups,
  visibleTimeslots,
} from './price-list'
import type { PriceLine } from './price-list'
import { amountOf, otherSaleTypesInSeatGroup, selectionReducer, totalAmount } from './ticket-selection'
import type { SelectedTicket, TicketRef } from './ticket-selection'
import { initialWidgetState, startsRequest, widgetReducer } from './widget-steps'
import type { WidgetEvent, WidgetState } from './widget-steps'
import { closeWidget, useWidgetOpen, widgetIds } from './widget-store'
import * as styles from './booking.css'

/** One cart request holds at most this many tickets of a seat group (the box office's limit). */
const MAX_PER_SEAT_GROUP = 20
const CART_COOKIE_SECONDS = 15 * 60

type HeadingLevel = 2 | 3 | 4

export interface BookableEvent {
  id: number
  title: string
  ticket_url: string | null
  /** when sales end (the box office's rule, see bookingEnded) */
  date_start?: string
  date_end?: string | null
}

function Heading({ level, children, ...rest }: { level: HeadingLevel | 5; children: ReactNode; id?: string; className?: string; tabIndex?: number; ref?: RefObject<HTMLHeadingElement | null> }) {
  if (level === 2) return <h2 {...rest}>{children}</h2>
  if (level === 3) return <h3 {...rest}>{children}</h3>
  if (level === 4) return <h4 {...rest}>{children}</h4>
  return <h5 {...rest}>{children}</h5>
}

const MinusIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M5 12h14" />
  </svg>
)
const PlusIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M12 5v14M5 12h14" />
  </svg>
)

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** "Parkett · Vollpreis": what a screen reader hears for a price. */
function priceLabel(price: PriceItem, seatGroupName: string | null, lang: Locale): string {
  const name = price.has_discounts ? m.full_price({}, { locale: lang }) : price.name || m.full_price({}, { locale: lang })
  return seatGroupName ? `${seatGroupName} · ${name}` : name
}

function seatGroupNameOf(data: CurrentEventData, seatGroup: number | null): string | null {
  if (seatGroup === null) return null
  return data.seat_groups.find((group) => group.id === seatGroup)?.seat_group ?? null
}

function selectionTotal(tickets: readonly SelectedTicket[], data: CurrentEventData): number {
  const all = [...data.prices, ...data.seat_groups.flatMap((group) => group.prices)]
  return tickets.reduce((sum, entry) => sum + Number(all.find((price) => price.id === entry.ticket.id)?.price ?? 0) * entry.amount, 0)
}

function selectionText(count: number, total: number, lang: Locale): string {
  if (count === 0) return m.booking_nothing_selected({}, { locale: lang })
  const money = formatPrice(total, appConfig.design.parsers.currency)
  return count === 1 ? m.booking_selection_one({ total: money }, { locale: lang }) : m.booking_selection({ count: String(count), total: money }, { locale: lang })
}

function inSeatGroup(tickets: readonly SelectedTicket[], seatGroup: number | null): number {
  return tickets.filter((entry) => entry.ticket.seat_group === seatGroup).reduce((sum, entry) => sum + entry.amount, 0)
}

/**
 * The quick booking widget (spec programme.md §4): price list with discounts, timeslot and seat-group choice, and a
 * summary of the cart request. Inline below its trigger; only one is open at a time. `standalone` keeps it open
 * without a close button (the event's ticket page in the webshop).
 */
export function BookingWidget({
  widgetKey,
  event,
  lang,
  headingLevel = 3,
  standalone = false,
}: {
  widgetKey: string
  event: BookableEvent
  lang: Locale
  headingLevel?: HeadingLevel
  standalone?: boolean
}) {
  const ids = widgetIds(widgetKey)
  const isOpen = useWidgetOpen(widgetKey)
  const open = standalone || isOpen
  const [state, setState] = useState<WidgetState>(initialWidgetState)
  const stateRef = useRef(state)
  const [tickets, dispatchTickets] = useReducer(selectionReducer, [])
  const [announcement, setAnnouncement] = useState('')
  const panel = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // a widget mounted open (its code loads on first opening) still takes the focus and scrolls into view
  const wasOpen = useRef(standalone && open)
  const scrollPending = useRef(false)
  const lastStep = useRef(`${state.step}:${state.summary.status}`)
  const queryClient = useQueryClient()
  const addToCartFn = useServerFn(addToCart)

  const eventQuery = useQuery({ ...programmeQueries.event(lang, event.id), enabled: open })
  const data = eventQuery.data?.currentEventData
  const settings = useQuery(siteQueries.settings())
  const offline = settings.data?.data.is_shop_online === false
  const shopEventId = data?.id_jet ?? null
  const availability = useQuery({ ...bookingQueries.availability(shopEventId ?? 0), enabled: open && shopEventId !== null && !offline })

  // opening scrolls the widget into view and moves focus to it; closing clears the selection and, after the
  // closing delay, resets summary and step (spec programme.md §4, §9)
  useEffect(() => {
    if (standalone) return
    if (open && !wasOpen.current) {
      clearTimeout(resetTimer.current)
      scrollPending.current = true
      heading.current?.focus({ preventScroll: true })
    }
    if (!open && wasOpen.current) {
      dispatchTickets({ type: 'clear' })
      setAnnouncement('')
      resetTimer.current = setTimeout(() => run({ type: 'reset' }), timings.widgetClose)
      const active = document.activeElement
      if (!active || active === document.body || panel.current?.contains(active)) document.getElementById(ids.trigger)?.focus()
    }
    wasOpen.current = open
  })
  useEffect(() => () => clearTimeout(resetTimer.current), [])

  // scrolled into view once its prices are there (the loading line is shorter than the widget)
  useEffect(() => {
    if (!scrollPending.current || !open || eventQuery.isPending) return
    scrollPending.current = false
    panel.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  })

  // a new step (or a new summary state) takes the focus to its heading, so keyboard and screen-reader users know
  // where they are and the focus never falls back to the page
  const focusKey = `${state.step}:${state.summary.status}`
  useEffect(() => {
    if (lastStep.current !== focusKey && open) stepHeading.current?.focus({ preventScroll: false })
    lastStep.current = focusKey
  }, [focusKey, open])

  function run(event: WidgetEvent) {
    const before = stateRef.current
    const after = widgetReducer(before, event)
    stateRef.current = after
    setState(after)
    if (startsRequest(before, after)) void send(after)
  }

  const timeslots = data ? visibleTimeslots(data) : []
  const timeslot: Timeslot | null = timeslots.find((slot) => slot.id === state.timeslotId) ?? timeslots[0] ?? null

  async function send(current: WidgetState) {
    if (!data) return
    const requests = cartRequests(tickets, data, {
      timeslot: timeslots.find((slot) => slot.id === current.timeslotId) ?? timeslots[0] ?? null,
      seatGroupId: current.seatGroupId,
      requestId: crypto.randomUUID(),
    })
    let last: CartResponse | null = null
    let failure: { code: number | null } | null = requests.length === 0 ? { code: null } : null
    for (const request of requests) {
      try {
        const response = await addToCartFn({ data: { lang, request } })
        if (response.response_code !== undefined || response.tickets_quantity === undefined) {
          failure = { code: response.response_code ?? null }
          break
        }
        last = response
      } catch (error) {
        console.warn('[booking] cart request failed', error)
        failure = { code: null }
        break
      }
    }
    if (last?.tickets_quantity !== undefined) {
      // the header's badge reads these; the server set them too, this tells the badge to look again
      writeCookie(CART_AMOUNT_COOKIE, String(last.tickets_quantity), CART_COOKIE_SECONDS)
      if (last.cart_url) writeCookie('cartUrl', last.cart_url, CART_COOKIE_SECONDS)
    }
    if (shopEventId !== null) void queryClient.invalidateQueries({ queryKey: bookingQueries.availability(shopEventId).queryKey })
    if (failure) {
      console.warn('[booking] the shop refused the cart request', failure.code)
      run({ type: 'failed', code: failure.code })
      return
    }
    dispatchTickets({ type: 'clear' })
    run({ type: 'succeeded', ticketsQuantity: last?.tickets_quantity ?? 0, cartUrl: last?.cart_url ?? appConfig.design.webShopLink })
  }

  function close() {
    closeWidget(widgetKey)
  }

  function onKeyDown(keyEvent: KeyboardEvent<HTMLElement>) {
    if (keyEvent.key !== 'Escape') return
    if (state.step === 'discounts' || state.step === 'timeslots' || state.step === 'seatGroups') {
      keyEvent.stopPropagation()
      run({ type: 'back' })
    } else if (!standalone) {
      keyEvent.stopPropagation()
      close()
    }
  }

  function change(ticket: TicketRef, label: string, direction: 'add' | 'remove') {
    const next = selectionReducer(tickets, { type: direction, ticket })
    dispatchTickets({ type: direction, ticket })
    setAnnouncement(`${label}: ${amountOf(next, ticket)}`)
  }

  // the trigger controls this element; closed, it has no heading to be named by
  if (!open) return <section id={ids.panel} hidden />

  const stepLevel = headingLevel === 2 ? 3 : headingLevel === 3 ? 4 : 5
  const lines = data ? priceLines(data) : []
  const count = totalAmount(tickets)
  const shopHref = standalone ? appConfig.design.webShopLink : (event.ticket_url ?? appConfig.design.webShopLink)

  const stepperFor = (price: PriceItem, label: string) => {
    const ticket = ticketOf(price)
    const amount = amountOf(tickets, ticket)
    const available = availableFor(availability.data, price.seat_group, timeslot?.block_id ?? null)
    const limit = Math.min(MAX_PER_SEAT_GROUP, available ?? MAX_PER_SEAT_GROUP)
    return (
      <div className={styles.stepper} role="group" aria-label={label}>
        <button type="button" className={styles.iconButton} onClick={() => change(ticket, label, 'remove')} disabled={amount === 0} aria-label={m.booking_decrease({ name: label }, { locale: lang })}>
          <MinusIcon />
        </button>
        <span className={styles.amount}>
          <span className="visually-hidden">{m.booking_amount({ name: label }, { locale: lang })}: </span>
          {amount}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => change(ticket, label, 'add')}
          disabled={inSeatGroup(tickets, price.seat_group) >= limit}
          aria-label={m.booking_increase({ name: label }, { locale: lang })}
        >
          <PlusIcon />
        </button>
      </div>
    )
  }

  const priceRow = (price: PriceItem, seatGroupName: string | null, extra?: ReactNode) => {
    const label = priceLabel(price, seatGroupName, lang)
    const available = availableFor(availability.data, price.seat_group, timeslot?.block_id ?? null)
    return (
      <li key={price.id} className={styles.priceLine}>
        <div className={styles.priceText}>
          <span>
            {seatGroupName ? <span className={styles.priceName}>{seatGroupName} · </span> : null}
            <span className={seatGroupName ? undefined : styles.priceName}>{price.has_discounts ? m.full_price({}, { locale: lang }) : price.name || m.full_price({}, { locale: lang })}</span>
          </span>
          {price.text ? <span className={styles.priceMeta}>{price.text}</span> : null}
          {available === 0 ? <span className={styles.lowStock}>{m.booking_sold_out({}, { locale: lang })}</span> : null}
          {available !== null && available > 0 && available <= FEW_SEATS_LEFT ? <span className={styles.lowStock}>{m.booking_seats_left({ count: String(available) }, { locale: lang })}</span> : null}
          {extra}
        </div>
        <span className={styles.priceAmount}>{formatPrice(price.price, appConfig.design.parsers.currency)}</span>
        {stepperFor(price, label)}
      </li>
    )
  }

  const addButton = data ? (
    <div className={styles.footer}>
      <span className={styles.selection} aria-live="polite">
        {selectionText(count, selectionTotal(tickets, data), lang)}
      </span>
      <button type="button" className={styles.primary} disabled={count === 0} onClick={() => run({ type: 'submit', needsSeatGroup: needsSeatGroupChoice(tickets, data) })}>
        {m.booking_add_to_cart({}, { locale: lang })}
      </button>
    </div>
  ) : null

  let body: ReactNode
  if (offline) {
    body = <p className={styles.notice}>{m.booking_shop_offline({}, { locale: lang })}</p>
  } else if (eventQuery.isPending) {
    body = (
      <p className={styles.loadingRow} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {m.booking_loading({}, { locale: lang })}
      </p>
    )
  } else if (!data) {
    body = (
      <p className={styles.notice} role="alert">
        {m.booking_load_failed({}, { locale: lang })}
      </p>
    )
  } else if (bookingEnded(event)) {
    // the page may be older than the event's end: the widget says so instead of offering what the box office refuses
    body = <p className={styles.notice}>{m.booking_ended({}, { locale: lang })}</p>
  } else if (data.id_jet !== null && availability.isPending) {
    // prices show once the box office has said what is available
    body = (
      <p className={styles.loadingRow} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {m.booking_loading({}, { locale: lang })}
      </p>
    )
  } else if (lines.length === 0 || data.id_jet === null) {
    body = <p className={styles.notice}>{m.booking_no_prices({}, { locale: lang })}</p>
  } else if (state.step === 'main') {
    body = (
      <MainStep
        lang={lang}
        data={data}
        lines={lines}
        state={state}
        tickets={tickets}
        timeslot={timeslot}
        stepHeading={stepHeading}
        stepLevel={stepLevel}
        panelId={ids.panel}
        priceRow={priceRow}
        run={run}
        footer={addButton}
      />
    )
  } else if (state.step === 'discounts') {
    const line = lines.find((entry) => entry.price.id === state.discountsFor)
    const seatGroupName = line ? seatGroupNameOf(data, line.price.seat_group) : null
    body = line ? (
      <div className={styles.overlay} role="group" aria-labelledby={`${ids.panel}-discounts`}>
        <Heading level={stepLevel} id={`${ids.panel}-discounts`} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
          {m.booking_discounts_for({ name: seatGroupName ?? m.full_price({}, { locale: lang }) })}
        </Heading>
        <ul className={styles.priceList.expanded}>{line.discounts.map((price) => priceRow(price, seatGroupName))}</ul>
        <button type="button" className={styles.linkButton} onClick={() => run({ type: 'back' })}>
          {m.booking_back_to_prices({}, { locale: lang })}
        </button>
        {addButton}
      </div>
    ) : null
  } else if (state.step === 'timeslots') {
    body = (
      <div className={styles.summary}>
        <Heading level={stepLevel} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
          {m.booking_choose_timeslot({}, { locale: lang })}
        </Heading>
        <div className={styles.fieldset}>
          {inRowsOfTwo(timeslots).map((row) => (
            <div key={row.map((slot) => slot.id).join('-')} className={styles.choiceGrid}>
              {row.map((slot) => (
                <button
                  key={slot.id}
                  type="button"
                  className={styles.choice}
                  aria-pressed={slot.id === timeslot?.id}
                  onClick={() => run({ type: 'chooseTimeslot', timeslotId: slot.id })}
                >
                  {timeslotLabel(slot)}
                </button>
              ))}
            </div>
          ))}
        </div>
        <button type="button" className={styles.linkButton} onClick={() => run({ type: 'back' })}>
          {m.booking_back({}, { locale: lang })}
        </button>
      </div>
    )
  } else if (state.step === 'seatGroups') {
    body = (
      <div className={styles.summary}>
        <Heading level={stepLevel} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
          {m.booking_choose_seat_group({}, { locale: lang })}
        </Heading>
        <p className={styles.subheading}>{m.booking_seat_group_hint({}, { locale: lang })}</p>
        <div className={styles.choiceGrid}>
          {visibleSeatGroups(data).map((group) => {
            const available = availableFor(availability.data, group.id, timeslot?.block_id ?? null)
            return (
              <button key={group.id} type="button" className={styles.choice} disabled={available === 0} onClick={() => run({ type: 'chooseSeatGroup', seatGroupId: group.id })}>
                {group.seat_group}
                {group.text ? <span className={styles.priceMeta}> · {group.text}</span> : null}
                {available === 0 ? <span className={styles.lowStock}> · {m.booking_sold_out({}, { locale: lang })}</span> : null}
              </button>
            )
          })}
        </div>
        <button type="button" className={styles.linkButton} onClick={() => run({ type: 'back' })}>
          {m.booking_back({}, { locale: lang })}
        </button>
      </div>
    )
  } else {
    body = <SummaryStep state={state} lang={lang} stepHeading={stepHeading} stepLevel={stepLevel} shopHref={shopHref} run={run} />
  }

  return (
    <section ref={panel} id={ids.panel} className={styles.widget} aria-labelledby={ids.heading} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <div>
          <Heading level={headingLevel} id={ids.heading} className={styles.heading} tabIndex={-1} ref={heading}>
            {m.event_book_tickets({}, { locale: lang })}
          </Heading>
          <p className={styles.subheading}>{event.title}</p>
        </div>
        {standalone ? null : (
          <button type="button" className={styles.iconButton} onClick={close} aria-label={m.booking_close({}, { locale: lang })}>
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {body}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}

function MainStep({
  lang,
  data,
  lines,
  state,
  tickets,
  timeslot,
  stepHeading,
  stepLevel,
  panelId,
  priceRow,
  run,
  footer,
}: {
  lang: Locale
  data: CurrentEventData
  lines: PriceLine[]
  state: WidgetState
  tickets: readonly SelectedTicket[]
  timeslot: Timeslot | null
  stepHeading: RefObject<HTMLHeadingElement | null>
  stepLevel: HeadingLevel | 5
  panelId: string
  priceRow: (price: PriceItem, seatGroupName: string | null, extra?: ReactNode) => ReactNode
  run: (event: WidgetEvent) => void
  footer: ReactNode
}) {
  const showMore = appConfig.design.event.priceListShowMore
  const shown = shownLines(lines, state.showAll, showMore)
  const listId = `${panelId}-prices`
  return (
    <>
      {timeslot ? (
        <p className={styles.timeslotRow}>
          <span>
            {m.booking_timeslot({}, { locale: lang })}: <strong>{timeslotLabel(timeslot)}</strong>
          </span>
          {showsTimeslotChange(data) ? (
            <button type="button" className={styles.linkButton} onClick={() => run({ type: 'changeTimeslot' })}>
              {m.booking_change_timeslot({}, { locale: lang })}
            </button>
          ) : null}
        </p>
      ) : null}
      <Heading level={stepLevel} className="visually-hidden" tabIndex={-1} ref={stepHeading}>
        {m.booking_prices({}, { locale: lang })}
      </Heading>
      <ul id={listId} className={state.showAll ? styles.priceList.expanded : styles.priceList.collapsed}>
        {shown.map((line) => {
          const seatGroupName = line.seatGroup?.seat_group ?? seatGroupNameOf(data, line.price.seat_group)
          const badge = otherSaleTypesInSeatGroup(tickets, ticketOf(line.price))
          const label = seatGroupName ?? m.full_price({}, { locale: lang })
          return priceRow(
            line.price,
            seatGroupName,
            line.discounts.length > 0 ? (
              <button type="button" className={styles.discountButton} onClick={() => run({ type: 'openDiscounts', priceId: line.price.id })}>
                {seatGroupName ? m.booking_discounts_for({ name: label }, { locale: lang }) : m.booking_discounts({}, { locale: lang })}
                {badge > 0 ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{badge}</span>
                    <span className="visually-hidden">{m.booking_discounts_badge({ count: String(badge) }, { locale: lang })}</span>
                  </span>
                ) : null}
              </button>
            ) : undefined,
          )
        })}
      </ul>
      {canShowAll(lines.length, showMore) ? (
        <button type="button" className={styles.linkButton} aria-expanded={state.showAll} aria-controls={listId} onClick={() => run({ type: 'toggleShowAll' })}>
          {state.showAll ? m.booking_show_less({}, { locale: lang }) : m.booking_show_all({}, { locale: lang })}
        </button>
      ) : null}
      {footer}
    </>
  )
}

function SummaryStep({
  state,
  lang,
  stepHeading,
  stepLevel,
  shopHref,
  run,
}: {
  state: WidgetState
  lang: Locale
  stepHeading: RefObject<HTMLHeadingElement | null>
  stepLevel: HeadingLevel | 5
  shopHref: string
  run: (event: WidgetEvent) => void
}) {
  const summary = state.summary
  if (summary.status === 'loading' || summary.status === 'idle') {
    return (
      <div className={styles.loadingRow} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <Heading level={stepLevel} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
          {m.booking_sending({}, { locale: lang })}
        </Heading>
      </div>
    )
  }
  if (summary.status === 'success') {
    return (
      <div className={styles.summary}>
        <Heading level={stepLevel} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
          {m.booking_success({}, { locale: lang })}
        </Heading>
        <p role="status">
          {summary.ticketsQuantity === 1
            ? m.booking_success_text_one({}, { locale: lang })
            : m.booking_success_text({ count: String(summary.ticketsQuantity) }, { locale: lang })}
        </p>
        <div className={styles.actions}>
          <SmartLink className={styles.primary} href={summary.cartUrl}>
            {m.booking_to_cart({}, { locale: lang })}
          </SmartLink>
          <button type="button" className={styles.secondary} onClick={() => run({ type: 'back' })}>
            {m.booking_continue({}, { locale: lang })}
          </button>
        </div>
      </div>
    )
  }
  const [first, ...rest] = cartErrorTexts(summary.code, lang)
  return (
    <div className={styles.summary}>
      <Heading level={stepLevel} className={styles.summaryTitle} tabIndex={-1} ref={stepHeading}>
        {first}
      </Heading>
      <div role="alert">
        {rest.map((text) => (
          <p key={text} className={styles.errorText}>
            {text}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        <SmartLink className={styles.primary} href={shopHref}>
          {m.booking_to_webshop({}, { locale: lang })}
        </SmartLink>
        <button type="button" className={styles.secondary} onClick={() => run({ type: 'back' })}>
          {m.booking_back_to_prices({}, { locale: lang })}
        </button>
      </div>
    </div>
  )
}
