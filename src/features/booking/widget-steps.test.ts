import { describe, expect, it } from 'vitest'
import { initialWidgetState, startsRequest, widgetReducer } from './widget-steps'
import type { WidgetEvent, WidgetState } from './widget-steps'

function run(...events: WidgetEvent[]): WidgetState {
  return events.reduce(widgetReducer, initialWidgetState)
}

describe('booking widget steps', () => {
  it('starts at the price list', () => {
    expect(initialWidgetState.step).toBe('main')
    expect(initialWidgetState.summary).toEqual({ status: 'idle' })
  })

  it('opens the discount overlay for a price line and returns to the price list', () => {
    const open = run({ type: 'openDiscounts', priceId: 7 })
    expect(open).toMatchObject({ step: 'discounts', discountsFor: 7 })
    expect(widgetReducer(open, { type: 'back' })).toMatchObject({ step: 'main', discountsFor: null })
  })

  it('chooses a timeslot and returns to the price list', () => {
    const state = run({ type: 'changeTimeslot' }, { type: 'chooseTimeslot', timeslotId: 3 })
    expect(state).toMatchObject({ step: 'main', timeslotId: 3 })
  })

  it('adds to cart: the summary starts loading, then shows success', () => {
    const before = run()
    const loading = widgetReducer(before, { type: 'submit', needsSeatGroup: false })
    expect(loading).toMatchObject({ step: 'summary', summary: { status: 'loading' } })
    expect(startsRequest(before, loading)).toBe(true)
    const done = widgetReducer(loading, { type: 'succeeded', ticketsQuantity: 3, cartUrl: '/webshop' })
    expect(done.summary).toEqual({ status: 'success', ticketsQuantity: 3, cartUrl: '/webshop' })
  })

  it('adds to cart from the discount overlay too', () => {
    expect(run({ type: 'openDiscounts', priceId: 7 }, { type: 'submit', needsSeatGroup: false })).toMatchObject({ step: 'summary', discountsFor: null })
  })

  it('asks for a seat group first when tickets belong to none, then loads', () => {
    const choosing = run({ type: 'submit', needsSeatGroup: true })
    expect(choosing.step).toBe('seatGroups')
    expect(startsRequest(initialWidgetState, choosing)).toBe(false)
    const loading = widgetReducer(choosing, { type: 'chooseSeatGroup', seatGroupId: 5 })
    expect(loading).toMatchObject({ step: 'summary', seatGroupId: 5, summary: { status: 'loading' } })
    expect(startsRequest(choosing, loading)).toBe(true)
  })

  it('shows the error with its code', () => {
    const state = run({ type: 'submit', needsSeatGroup: false }, { type: 'failed', code: -214 })
    expect(state.summary).toEqual({ status: 'error', code: -214 })
  })

  it('does not submit twice while a request runs, and ignores answers nobody waits for', () => {
    const loading = run({ type: 'submit', needsSeatGroup: false })
    expect(widgetReducer(loading, { type: 'submit', needsSeatGroup: false })).toBe(loading)
    expect(widgetReducer(loading, { type: 'back' })).toBe(loading)
    expect(widgetReducer(initialWidgetState, { type: 'succeeded', ticketsQuantity: 1, cartUrl: '/webshop' })).toBe(initialWidgetState)
  })

  it('goes back from the summary to the price list with a fresh summary', () => {
    const state = run({ type: 'submit', needsSeatGroup: false }, { type: 'failed', code: null }, { type: 'back' })
    expect(state).toMatchObject({ step: 'main', summary: { status: 'idle' } })
  })

  it('toggles show all', () => {
    expect(run({ type: 'toggleShowAll' }).showAll).toBe(true)
    expect(run({ type: 'toggleShowAll' }, { type: 'toggleShowAll' }).showAll).toBe(false)
  })

  it('resets step, summary and overlays after closing, keeping the chosen timeslot', () => {
    const state = run({ type: 'chooseTimeslot', timeslotId: 4 }, { type: 'toggleShowAll' }, { type: 'submit', needsSeatGroup: false }, { type: 'succeeded', ticketsQuantity: 2, cartUrl: '/webshop' }, { type: 'reset' })
    expect(state).toEqual({ ...initialWidgetState, timeslotId: 4 })
  })
})
