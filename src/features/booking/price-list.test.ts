import { timeslotStartsAt } from '~/server/shop/sales-window'
import { describe, expect, it } from 'vitest'
import type { CurrentEventData, PriceItem, SeatGroup } from '~/contract/programme'
import {
  canShowAll,
  cartRequests,
  inRowsOfTwo,
  needsSeatGroupChoice,
  priceLines,
  shownLines,
  showsTimeslotChange,
  timeslotLabel,
  visibleTimeslots,
  timeslotStart,
} from './price-list'

const price = (id: number, seatGroup: number | null, saleType: number, amount: string, hasDiscounts = false): PriceItem => ({
  id,
  price: amount,
  sale_type_id: saleType,
  seat_group: seatGroup,
  text: '',
  name: saleType === 1 ? 'Vollpreis' : `Ermäßigung ${saleType}`,
  has_discounts: hasDiscounts,
})
const group = (id: number, name: string, prices: PriceItem[], status = 1): SeatGroup => ({ id, seat_group: name, status, prices, text: '' })

function event(extra: Partial<CurrentEventData> = {}): CurrentEventData {
  const stalls = [price(11, 1, 1, '42.00', true), price(12, 1, 2, '21.00'), price(13, 1, 3, '9.00')]
  const circle = [price(21, 2, 1, '32.00', true), price(22, 2, 2, '16.00')]
  const box = [price(31, 3, 1, '58.00', true), price(32, 3, 2, '29.00')]
  return {
    ticket_url: '/webshop/events/100001',
    seat_groups: [group(1, 'Parkett', stalls), group(2, 'Rang', circle), group(3, 'Loge', box)],
    prices: [...stalls, ...circle, ...box],
    timeslots: [],
    id_jet: 100001,
    date_start: '2026-12-01T19:00:00.000Z',
    ...extra,
  }
}

describe('price list', () => {
  it('has one line per seat group for the price with discounts; the other prices are its discounts', () => {
    const lines = priceLines(event())
    expect(lines.map((line) => line.price.id)).toEqual([11, 21, 31])
    expect(lines[0]?.discounts.map((discount) => discount.id)).toEqual([12, 13])
    expect(lines[0]?.seatGroup?.seat_group).toBe('Parkett')
  })

  it('leaves out seat groups with status 0', () => {
    const data = event()
    const hidden = { ...data, seat_groups: data.seat_groups.map((entry) => (entry.id === 3 ? { ...entry, status: 0 } : entry)) }
    expect(priceLines(hidden).map((line) => line.price.id)).toEqual([11, 21])
  })

  it('lists every price of a set without discounts, and prices outside seat groups', () => {
    const loose = [price(41, null, 1, '12.00'), price(42, null, 2, '6.00')]
    expect(priceLines(event({ seat_groups: [], prices: loose })).map((line) => line.price.id)).toEqual([41, 42])
  })

  it('collapses to two lines; show all only with show-more and more than two lines', () => {
    const lines = ['a', 'b', 'c']
    expect(shownLines(lines, false, true)).toEqual(['a', 'b'])
    expect(shownLines(lines, true, true)).toEqual(['a', 'b', 'c'])
    expect(canShowAll(3, true)).toBe(true)
    expect(canShowAll(2, true)).toBe(false)
    expect(canShowAll(3, false)).toBe(false)
    // without show-more "show all" cannot expand the list
    expect(shownLines(lines, true, false)).toEqual(['a', 'b'])
  })

  it('shows timeslots by their first five characters, two per row, hiding status 0', () => {
    const data = event({
      timeslots: [
        { id: 1, time_start: '10:00:00', block_id: 10, status: 1 },
        { id: 2, time_start: '11:30:00', block_id: 11, status: 0 },
        { id: 3, time_start: '13:00:00', block_id: 12, status: 1 },
        { id: 4, time_start: '14:30:00', block_id: 13, status: 1 },
      ],
    })
    // the morning of the event's day, before its first timeslot
    const morning = Date.parse('2026-12-01T07:00:00Z')
    const visible = visibleTimeslots(data, morning)
    expect(visible.map(timeslotLabel)).toEqual(['10:00', '13:00', '14:30'])
    expect(inRowsOfTwo(visible).map((row) => row.map((slot) => slot.id))).toEqual([[1, 3], [4]])
    expect(showsTimeslotChange(data, morning)).toBe(true)
    expect(showsTimeslotChange(event({ timeslots: [{ id: 1, time_start: '10:00:00', block_id: 10, status: 1 }] }), morning)).toBe(false)
  })

  it('leaves out timeslots that have begun, exactly when the box office stops selling them', () => {
    const data = event({
      date_start: '2026-12-01T09:00:00.000Z',
      timeslots: [
        { id: 1, time_start: '10:00:00', block_id: 10, status: 1 },
        { id: 2, time_start: '11:30:00', block_id: 11, status: 1 },
      ],
    })
    // 10:00 in Berlin on 1 December is 09:00 UTC
    expect(visibleTimeslots(data, Date.parse('2026-12-01T08:59:59Z')).map((slot) => slot.id)).toEqual([1, 2])
    expect(visibleTimeslots(data, Date.parse('2026-12-01T09:00:00Z')).map((slot) => slot.id)).toEqual([2])
    expect(visibleTimeslots(data, Date.parse('2026-12-01T10:30:00Z')).map((slot) => slot.id)).toEqual([])
    // the widget and the box office agree on the moment, summer time and the clock changes included
    for (const [start, time] of [['2026-07-01T08:00:00Z', '19:30:00'], ['2026-03-29T00:30:00Z', '02:30:00'], ['2026-10-25T00:10:00Z', '02:30:00']] as const) {
      expect(timeslotStart({ date_start: start }, { time_start: time }), `${start} ${time}`).toBe(timeslotStartsAt(new Date(start), time))
    }
  })

  it('makes one cart request per seat group with quantities, sale types and the block id', () => {
    const requests = cartRequests(
      [
        { ticket: { id: 11, seat_group: 1, sale_type_id: 1 }, amount: 2 },
        { ticket: { id: 21, seat_group: 2, sale_type_id: 1 }, amount: 1 },
        { ticket: { id: 12, seat_group: 1, sale_type_id: 2 }, amount: 1 },
      ],
      event(),
      { timeslot: { id: 9, time_start: '10:00:00', block_id: 77, status: 1 }, seatGroupId: null, requestId: 'r' },
    )
    expect(requests).toEqual([
      { quantities: [2, 1], event_jet_id: 100001, sale_type_ids: [1, 2], seat_group: 1, block_id: 77, request_id: 'r-0' },
      { quantities: [1], event_jet_id: 100001, sale_type_ids: [1], seat_group: 2, block_id: 77, request_id: 'r-1' },
    ])
  })

  it('needs a seat group choice for tickets without one when several seat groups are visible', () => {
    const tickets = [{ ticket: { id: 41, seat_group: null, sale_type_id: 1 }, amount: 1 }]
    expect(needsSeatGroupChoice(tickets, event())).toBe(true)
    const single = event({ seat_groups: [group(1, 'Parkett', [])] })
    expect(needsSeatGroupChoice(tickets, single)).toBe(false)
    expect(cartRequests(tickets, single, { timeslot: null, seatGroupId: null, requestId: 'x' })[0]?.seat_group).toBe(1)
    expect(cartRequests(tickets, event(), { timeslot: null, seatGroupId: 2, requestId: 'x' })[0]?.seat_group).toBe(2)
  })
})
