import { describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import { addDays, berlinEpoch } from '~/lib/berlin-time'
import { EVENT_LIST_MAX, selectEvents } from './event-filter'

// Friday 20 November 2026, 10:00 in Berlin
const now = Temporal.ZonedDateTime.from('2026-11-20T10:00[Europe/Berlin]')
const event = (title: string, dateStart: string, tags: number[] = []) => ({ title, date_start: dateStart, tags })

const events = [
  event('Heute früh, vorbei', '2026-11-20T08:00:00+01:00'),
  event('Heute Abend', '2026-11-20T19:30:00+01:00', [4]),
  event('Samstag', '2026-11-21T19:30:00+01:00'),
  event('Sonntag spät', '2026-11-22T23:30:00+01:00', [4]),
  event('Sonntag nach Mitternacht UTC', '2026-11-22T23:30:00Z'),
  event('Montag', '2026-11-23T11:00:00+01:00', [4]),
  event('Nächster Samstag', '2026-11-28T15:00:00+01:00'),
]
const titles = (list: { title: string }[]) => list.map((entry) => entry.title)

describe('event list filter', () => {
  it('without a filter lists upcoming events from now on, soonest first', () => {
    expect(titles(selectEvents([...events].reverse(), { filters: 'none' }, now))).toEqual([
      'Heute Abend',
      'Samstag',
      'Sonntag spät',
      'Sonntag nach Mitternacht UTC',
      'Montag',
      'Nächster Samstag',
    ])
  })

  it('next_3_days covers today, tomorrow and the day after, by Berlin dates', () => {
    // 23:30 UTC on Sunday is already Monday in Berlin
    expect(titles(selectEvents(events, { filters: 'next_3_days' }, now))).toEqual(['Heute Abend', 'Samstag', 'Sonntag spät'])
  })

  it('weekend covers the coming Saturday and Sunday, and the current ones on a weekend', () => {
    expect(titles(selectEvents(events, { filters: 'weekend' }, now))).toEqual(['Samstag', 'Sonntag spät'])
    const sunday = Temporal.ZonedDateTime.from('2026-11-22T12:00[Europe/Berlin]')
    expect(titles(selectEvents(events, { filters: 'weekend' }, sunday))).toEqual(['Sonntag spät'])
  })

  it('takes the browser\'s native clock reading as well as the server\'s Temporal one', () => {
    const native = { epochMilliseconds: berlinEpoch('2026-11-20', 10) }
    expect(titles(selectEvents(events, { filters: 'next_3_days' }, native))).toEqual(['Heute Abend', 'Samstag', 'Sonntag spät'])
  })

  it('keeps to date_from and date_to (both inclusive)', () => {
    expect(titles(selectEvents(events, { date_from: '2026-11-21', date_to: '2026-11-23', filters: 'none' }, now))).toEqual([
      'Samstag',
      'Sonntag spät',
      'Sonntag nach Mitternacht UTC',
      'Montag',
    ])
    expect(selectEvents(events, { date_from: '2026-11-25', filters: 'next_3_days' }, now)).toEqual([])
  })

  it('keeps only events with the tag', () => {
    expect(titles(selectEvents(events, { filters: 'none', tag: 4 }, now))).toEqual(['Heute Abend', 'Sonntag spät', 'Montag'])
  })

  it('lists at most twelve events and skips items without a start', () => {
    const many = Array.from({ length: 20 }, (_, day) => event(`Tag ${day}`, addDays('2026-12-01', day)))
    expect(selectEvents([...many, { title: 'ohne Datum', tags: [] }], { filters: 'none' }, now)).toHaveLength(EVENT_LIST_MAX)
  })
})
