import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { EventTeaser } from '~/contract/programme'
import { eventListItem } from './programme.test-data'
import { accumulatePage } from '~/lib/paging'
import { ProgrammeSearch, groupByDay, isFiltered, removeFilter, resetFilters, showsQuickBuy, showsReset, toggleFilter } from './programme.shared'

const event = eventListItem

function teaser(id: number, position: string): EventTeaser {
  return { id, name: `t${id}`, position, link: null, preline: null, subline: null, headline: `Teaser ${id}`, link_text: null, image_obj: null, image_thumbnails: { large: null } }
}

describe('programme search params', () => {
  it('accepts DD-MM-YYYY calendar dates and numeric filters', () => {
    const parsed = v.parse(ProgrammeSearch, { date: '29-02-2028', room: '3', tag: '12', type: 'schauspiel' })
    expect(parsed).toEqual({ date: '29-02-2028', room: 3, tag: 12, type: 'schauspiel' })
  })

  it('rejects invalid dates and non-numeric filters', () => {
    for (const bad of [{ date: '2026-11-21' }, { date: '31-04-2027' }, { date: '29-02-2027' }, { date: '1-1-2027' }, { room: 'abc' }, { tag: '1; drop' }, { series: '-4' }, { type: 'Bad Type!' }]) {
      expect(v.safeParse(ProgrammeSearch, bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('filtered state and reset', () => {
  const today = '21-11-2026'

  it('counts as filtered with a filter or another date', () => {
    expect(isFiltered({}, today)).toBe(false)
    expect(isFiltered({ date: today }, today)).toBe(false)
    expect(isFiltered({ date: '22-11-2026' }, today)).toBe(true)
    expect(isFiltered({ room: 2 }, today)).toBe(true)
  })

  it('shows reset for two chips, or one chip with another date', () => {
    expect(showsReset({ room: 2 }, today)).toBe(false)
    expect(showsReset({ room: 2, tag: 1 }, today)).toBe(true)
    expect(showsReset({ room: 2, date: today }, today)).toBe(false)
    expect(showsReset({ room: 2, date: '01-12-2026' }, today)).toBe(true)
    expect(showsReset({ date: '01-12-2026' }, today)).toBe(false)
  })

  it('clears a filter when its current value is chosen again', () => {
    expect(toggleFilter({ room: 2 }, 'room', 2)).toEqual({})
    expect(toggleFilter({ room: 2 }, 'room', 3)).toEqual({ room: 3 })
    expect(toggleFilter({}, 'type', 'tanz')).toEqual({ type: 'tanz' })
  })

  it('removes one chip, and reset keeps only the date', () => {
    expect(removeFilter({ room: 2, tag: 4 }, 'tag')).toEqual({ room: 2 })
    expect(resetFilters({ room: 2, tag: 4, date: '01-12-2026' })).toEqual({ date: '01-12-2026' })
  })
})

describe('grouping by day', () => {
  it('groups by Berlin calendar day in time order with teasers at the end of their day', () => {
    const days = groupByDay(
      [event(1, '2026-11-21T18:30:00.000Z'), event(2, '2026-11-21T10:00:00.000Z'), event(3, '2026-11-21T23:30:00.000Z')],
      [teaser(9, '2026-11-21')],
      { filtered: false, hasNextPage: false },
    )
    expect(days.map((day) => day.day)).toEqual(['2026-11-21', '2026-11-22'])
    expect(days[0]?.entries.map((entry) => `${entry.xtype}:${entry.id}`)).toEqual(['event:2', 'event:1', 'teaser:9'])
    expect(days[1]?.entries.map((entry) => entry.id)).toEqual([3])
  })

  it('keeps teasers beyond the loaded days back while more pages exist', () => {
    const events = [event(1, '2026-11-21T18:30:00.000Z')]
    const teasers = [teaser(8, '2026-11-21'), teaser(9, '2026-12-24')]
    expect(groupByDay(events, teasers, { filtered: false, hasNextPage: true }).flatMap((day) => day.entries.map((entry) => entry.id))).toEqual([1, 8])
    expect(groupByDay(events, teasers, { filtered: false, hasNextPage: false }).map((day) => day.day)).toEqual(['2026-11-21', '2026-12-24'])
  })

  it('hides days with only teasers when the list is filtered', () => {
    const days = groupByDay([event(1, '2026-11-21T18:30:00.000Z')], [teaser(9, '2026-11-25')], { filtered: true, hasNextPage: false })
    expect(days.map((day) => day.day)).toEqual(['2026-11-21'])
  })
})

describe('quick buy and paging', () => {
  it('offers quick buy with seat groups or a price above zero', () => {
    expect(showsQuickBuy({ has_seat_groups: true, has_paid_prices: false, status: 'scheduled' })).toBe(true)
    expect(showsQuickBuy({ has_seat_groups: false, has_paid_prices: true, status: 'scheduled' })).toBe(true)
    expect(showsQuickBuy({ has_seat_groups: false, has_paid_prices: false, status: 'scheduled' })).toBe(false)
    expect(showsQuickBuy({ has_seat_groups: true, has_paid_prices: true, status: 'cancelled' })).toBe(false)
  })

  it('appends later pages, ignores stale ones and empties on reset', () => {
    const first = accumulatePage({ page: 0, items: [] as number[] }, 1, [1, 2], false)
    const second = accumulatePage(first, 2, [3], false)
    expect(second).toEqual({ page: 2, items: [1, 2, 3] })
    expect(accumulatePage(second, 2, [9], false)).toBe(second)
    expect(accumulatePage(second, 1, [7], true)).toEqual({ page: 1, items: [7] })
  })
})
