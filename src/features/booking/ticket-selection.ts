/** A ticket as the widget selects it (spec programme.md §3 "Selected ticket"): which price, in which seat group. */
export interface TicketRef {
  /** the price id */
  id: number
  seat_group: number | null
  sale_type_id: number
}

export interface SelectedTicket {
  ticket: TicketRef
  amount: number
}

export type SelectionAction = { type: 'add'; ticket: TicketRef } | { type: 'remove'; ticket: TicketRef } | { type: 'clear' }

const sameLine = (a: TicketRef, b: TicketRef) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id

/**
 * The ticket selection (spec programme.md §4): adding a ticket of a seat group and sale type already chosen raises
 * its amount by one, otherwise it is appended with amount 1; removing lowers the amount by one and drops the entry
 * at zero. Removing what is not selected changes nothing.
 */
export function selectionReducer(state: readonly SelectedTicket[], action: SelectionAction): SelectedTicket[] {
  switch (action.type) {
    case 'add': {
      const existing = state.find((entry) => sameLine(entry.ticket, action.ticket))
      if (!existing) return [...state, { ticket: action.ticket, amount: 1 }]
      return state.map((entry) => (entry === existing ? { ...entry, amount: entry.amount + 1 } : entry))
    }
    case 'remove': {
      const existing = state.find((entry) => sameLine(entry.ticket, action.ticket))
      if (!existing) return [...state]
      if (existing.amount <= 1) return state.filter((entry) => entry !== existing)
      return state.map((entry) => (entry === existing ? { ...entry, amount: entry.amount - 1 } : entry))
    }
    case 'clear':
      return []
  }
}

/** How many of this seat group and sale type are selected (0 when none). */
export function amountOf(state: readonly SelectedTicket[], ticket: TicketRef): number {
  return state.find((entry) => sameLine(entry.ticket, ticket))?.amount ?? 0
}

export function totalAmount(state: readonly SelectedTicket[]): number {
  return state.reduce((sum, entry) => sum + entry.amount, 0)
}

/** The badge of a price line's discount button: tickets of other sale types in the same seat group. */
export function otherSaleTypesInSeatGroup(state: readonly SelectedTicket[], ticket: TicketRef): number {
  return state
    .filter((entry) => entry.ticket.seat_group === ticket.seat_group && entry.ticket.sale_type_id !== ticket.sale_type_id)
    .reduce((sum, entry) => sum + entry.amount, 0)
}
