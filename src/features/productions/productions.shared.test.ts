import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { EventListItem } from '~/contract/programme'
import { eventListItem } from '~/features/programme/programme.test-data'
import {
  ProductionFilterObject,
  ProductionsSearch,
  activeProductionFilters,
  chooseProductionFilter,
  firstBookableEvent,
  isProductionListFiltered,
  isoToUrlDate,
  productionRun,
  urlDateToIso,
} from './productions.shared'

describe('production list search params', () => {
  it('accepts numeric season, exhibition type and tag and a DD-MM-YYYY date', () => {
    expect(v.parse(ProductionsSearch, { season: '2', exhibition_type: '1', tag: '14', date: '29-02-2028' })).toEqual({ season: 2, exhibition_type: 1, tag: 14, date: '29-02-2028' })
    expect(v.parse(ProductionsSearch, {})).toEqual({})
  })

  it('rejects non-numeric filters and invalid dates', () => {
    for (const bad of [{ season: 'abc' }, { season: '0' }, { exhibition_type: '-1' }, { tag: '1; drop' }, { tag: '1.5' }, { date: '2027-01-01' }, { date: '31-04-2027' }, { date: '29-02-2027' }]) {
      expect(v.safeParse(ProductionsSearch, bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('validates the filter object of the results-only variant and ignores keys it does not know', () => {
    expect(v.parse(ProductionFilterObject, { season: 1, kind: 'exhibition', limit: 4, colour: 'red' })).toEqual({ season: 1, kind: 'exhibition', limit: 4 })
    expect(v.safeParse(ProductionFilterObject, { kind: 'opera' }).success).toBe(false)
    expect(v.safeParse(ProductionFilterObject, { limit: 1000 }).success).toBe(false)
    expect(v.safeParse(ProductionFilterObject, { date: 'tomorrow' }).success).toBe(false)
  })
})

describe('production filters', () => {
  it('sets a filter, clears it with the empty choice or the current value again', () => {
    expect(chooseProductionFilter({}, 'season', 2)).toEqual({ season: 2 })
    expect(chooseProductionFilter({ season: 2, tag: 3 }, 'season', 4)).toEqual({ season: 4, tag: 3 })
    expect(chooseProductionFilter({ season: 2, tag: 3 }, 'season', null)).toEqual({ tag: 3 })
    expect(chooseProductionFilter({ tag: 3 }, 'tag', 3)).toEqual({})
  })

  it('counts as filtered with any filter or a date', () => {
    expect(isProductionListFiltered({})).toBe(false)
    expect(isProductionListFiltered({ tag: 1 })).toBe(true)
    expect(isProductionListFiltered({ date: '01-12-2026' })).toBe(true)
    expect(activeProductionFilters({ tag: 1, season: 2, date: '01-12-2026' })).toEqual(['season', 'tag'])
  })

  it('converts between the date input and the URL date, dropping impossible dates', () => {
    expect(isoToUrlDate('2026-11-21')).toBe('21-11-2026')
    expect(isoToUrlDate('2027-02-29')).toBeUndefined()
    expect(isoToUrlDate('')).toBeUndefined()
    expect(urlDateToIso('21-11-2026')).toBe('2026-11-21')
    expect(urlDateToIso(undefined)).toBe('')
  })
})

describe('production facts', () => {
  it('names a run by both ends, or the one end there is', () => {
    expect(productionRun({ date_from: '2026-11-01', date_to: '2027-03-01' })).toEqual({ from: '2026-11-01', to: '2027-03-01' })
    expect(productionRun({ date_from: '2026-11-01', date_to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: null })
    expect(productionRun({ date_from: null, date_to: null })).toEqual({ from: null, to: null })
  })

  it('lets "Dates and Tickets" stand for the first event that can be booked', () => {
    const event = (id: number, extra: Partial<EventListItem>) => eventListItem(id, undefined, extra)
    const events = [event(1, { has_seat_groups: true, status: 'soldout' }), event(2, {}), event(3, { has_paid_prices: true })]
    // before the events (21 November 2026): afterwards none of them can be booked
    const before = Date.parse('2026-11-01T00:00:00Z')
    expect(firstBookableEvent(events, before)?.id).toBe(3)
    expect(firstBookableEvent([event(4, {})], before)).toBeUndefined()
    expect(firstBookableEvent(events, Date.parse('2026-11-22T00:00:00Z'))).toBeUndefined()
  })
})
