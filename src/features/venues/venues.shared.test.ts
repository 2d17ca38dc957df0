import { describe, expect, it } from 'vitest'
import { openingWeek } from './venues.shared'
import { openStreetMapUrl } from './venues.urls'

describe('venue facts', () => {
  it('lists the week from Monday, closed days included, two openings on one day joined', () => {
    const week = openingWeek(
      [
        { weekday: 0, time_from: null, time_to: null, closed: true },
        { weekday: 1, time_from: '11:00:00', time_to: '14:00:00', closed: false },
        { weekday: 1, time_from: '16:00:00', time_to: '19:30:00', closed: false },
      ],
      'de',
    )
    expect(week).toHaveLength(7)
    expect(week[0]).toEqual({ weekday: 0, name: 'Montag', times: [] })
    expect(week[1]?.times).toEqual(['11:00 – 14:00 Uhr', '16:00 – 19:30 Uhr'])
    expect(openingWeek([], 'en')[6]?.name).toBe('Sunday')
  })

  it('links to OpenStreetMap with a marker at the place', () => {
    expect(openStreetMapUrl(51.3412, 12.3561)).toBe('https://www.openstreetmap.org/?mlat=51.34120&mlon=12.35610#map=17/51.34120/12.35610')
  })
})
