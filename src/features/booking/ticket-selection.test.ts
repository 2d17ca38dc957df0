import { describe, expect, it } from 'vitest'
import { amountOf, otherSaleTypesInSeatGroup, selectionReducer, totalAmount } from './ticket-selection'
import type { SelectedTicket, TicketRef } from './ticket-selection'

const full: TicketRef = { id: 11, seat_group: 1, sale_type_id: 1 }
const reduced: TicketRef = { id: 12, seat_group: 1, sale_type_id: 2 }
const fullCircle: TicketRef = { id: 21, seat_group: 2, sale_type_id: 1 }

function apply(...actions: Parameters<typeof selectionReducer>[1][]): SelectedTicket[] {
  return actions.reduce<SelectedTicket[]>((state, action) => selectionReducer(state, action), [])
}

describe('ticket selection', () => {
  it('appends a new seat group and sale type with amount 1', () => {
    expect(apply({ type: 'add', ticket: full })).toEqual([{ ticket: full, amount: 1 }])
  })

  it('raises the amount of an entry with the same seat group and sale type', () => {
    const state = apply({ type: 'add', ticket: full }, { type: 'add', ticket: reduced }, { type: 'add', ticket: full })
    expect(state).toEqual([
      { ticket: full, amount: 2 },
      { ticket: reduced, amount: 1 },
    ])
  })

  it('matches by seat group and sale type, not by price id', () => {
    const samePriceOtherGroup = { ...full, seat_group: 2 }
    const state = apply({ type: 'add', ticket: full }, { type: 'add', ticket: samePriceOtherGroup }, { type: 'add', ticket: { ...full, id: 99 } })
    expect(state.map((entry) => [entry.ticket.seat_group, entry.amount])).toEqual([
      [1, 2],
      [2, 1],
    ])
  })

  it('lowers the amount and drops the entry at zero', () => {
    let state = apply({ type: 'add', ticket: full }, { type: 'add', ticket: full }, { type: 'add', ticket: reduced })
    state = selectionReducer(state, { type: 'remove', ticket: full })
    expect(amountOf(state, full)).toBe(1)
    state = selectionReducer(state, { type: 'remove', ticket: full })
    expect(state).toEqual([{ ticket: reduced, amount: 1 }])
  })

  it('never goes below zero: removing what is not selected changes nothing', () => {
    const state = apply({ type: 'remove', ticket: full }, { type: 'remove', ticket: full })
    expect(state).toEqual([])
    expect(amountOf(state, full)).toBe(0)
  })

  it('clears', () => {
    expect(apply({ type: 'add', ticket: full }, { type: 'clear' })).toEqual([])
  })

  it('counts the tickets of other sale types in the same seat group for the discount badge', () => {
    const state = apply({ type: 'add', ticket: full }, { type: 'add', ticket: reduced }, { type: 'add', ticket: reduced }, { type: 'add', ticket: fullCircle })
    expect(otherSaleTypesInSeatGroup(state, full)).toBe(2)
    expect(otherSaleTypesInSeatGroup(state, fullCircle)).toBe(0)
    expect(totalAmount(state)).toBe(4)
  })
})
