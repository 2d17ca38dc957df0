/** The booking widget's steps (spec programme.md §4). */
export type WidgetStep = 'main' | 'discounts' | 'timeslots' | 'seatGroups' | 'summary'

export type Summary =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; ticketsQuantity: number; cartUrl: string }
  | { status: 'error'; code: number | null }

export interface WidgetState {
  step: WidgetStep
  /** the price line whose discounts the overlay shows */
  discountsFor: number | null
  /** the price list is expanded beyond its first two lines */
  showAll: boolean
  /** the chosen timeslot (id), null until the visitor or the default picks one */
  timeslotId: number | null
  /** the seat group chosen for tickets that belong to none */
  seatGroupId: number | null
  summary: Summary
}

export type WidgetEvent =
  | { type: 'openDiscounts'; priceId: number }
  | { type: 'back' }
  | { type: 'toggleShowAll' }
  | { type: 'changeTimeslot' }
  | { type: 'chooseTimeslot'; timeslotId: number }
  | { type: 'chooseSeatGroup'; seatGroupId: number }
  /** add to cart: `needsSeatGroup` when tickets without a seat group must get one first */
  | { type: 'submit'; needsSeatGroup: boolean }
  | { type: 'succeeded'; ticketsQuantity: number; cartUrl: string }
  | { type: 'failed'; code: number | null }
  /** after closing (and its delay): everything but the timeslot back to the start */
  | { type: 'reset' }

export const initialWidgetState: WidgetState = {
  step: 'main',
  discountsFor: null,
  showAll: false,
  timeslotId: null,
  seatGroupId: null,
  summary: { status: 'idle' },
}

/**
 * The step machine. Steps move only where the widget offers a way: the discount overlay and the timeslot and seat
 * group choices return to the main step; add to cart leads to the summary (through the seat group choice when one
 * is needed), which shows loading, then success or error. A running request cannot be submitted twice.
 */
export function widgetReducer(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'openDiscounts':
      return state.step === 'main' ? { ...state, step: 'discounts', discountsFor: event.priceId } : state
    case 'back':
      if (state.step === 'summary' && state.summary.status === 'loading') return state
      return { ...state, step: 'main', discountsFor: null, summary: state.step === 'summary' ? { status: 'idle' } : state.summary }
    case 'toggleShowAll':
      return { ...state, showAll: !state.showAll }
    case 'changeTimeslot':
      return state.step === 'main' ? { ...state, step: 'timeslots' } : state
    case 'chooseTimeslot':
      return { ...state, timeslotId: event.timeslotId, step: state.step === 'timeslots' ? 'main' : state.step }
    case 'chooseSeatGroup':
      return state.step === 'seatGroups' ? { ...state, seatGroupId: event.seatGroupId, step: 'summary', summary: { status: 'loading' } } : state
    case 'submit':
      if (state.step !== 'main' && state.step !== 'discounts') return state
      if (event.needsSeatGroup) return { ...state, step: 'seatGroups', discountsFor: null }
      return { ...state, step: 'summary', discountsFor: null, summary: { status: 'loading' } }
    case 'succeeded':
      return state.summary.status === 'loading' ? { ...state, summary: { status: 'success', ticketsQuantity: event.ticketsQuantity, cartUrl: event.cartUrl } } : state
    case 'failed':
      return state.summary.status === 'loading' ? { ...state, summary: { status: 'error', code: event.code } } : state
    case 'reset':
      return { ...initialWidgetState, timeslotId: state.timeslotId }
  }
}

/** True when the widget must send the cart requests now (the summary just started loading). */
export function startsRequest(before: WidgetState, after: WidgetState): boolean {
  return after.step === 'summary' && after.summary.status === 'loading' && before.summary.status !== 'loading'
}
