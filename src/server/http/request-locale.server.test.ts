import { describe, expect, it } from 'vitest'
import { getLocale, getUrlOrigin } from '~/paraglide/runtime'
import '~/lib/i18n/locale-strategy'
import { inRequestLocale } from './request-locale.server'

describe('a request in its locale', () => {
  it('is rendered in the language of its address, the base locale where the address names none', async () => {
    const seen = async (url: string) => inRequestLocale(new Request(url), (request) => ({ url: request.url, locale: getLocale(), origin: getUrlOrigin() }))
    expect(await seen('https://venue.example/en/events?date=01-02-2027')).toEqual({
      url: 'https://venue.example/en/events?date=01-02-2027',
      locale: 'en',
      origin: 'https://venue.example',
    })
    expect((await seen('http://127.0.0.1:3000/de/programm')).locale).toBe('de')
    expect((await seen('http://127.0.0.1:3000/cms-hub')).locale).toBe('de')
    expect((await seen('http://127.0.0.1:3000/api/csrf/?lang=en')).locale).toBe('en')
  })

  it('keeps each request its own locale while several run at once, and hands on the request itself', async () => {
    const request = new Request('http://127.0.0.1:3000/en/productions', { method: 'POST', body: 'a=1' })
    const [english, german] = await Promise.all([
      inRequestLocale(request, async (handed) => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { locale: getLocale(), same: handed === request, body: await handed.text() }
      }),
      inRequestLocale(new Request('http://127.0.0.1:3000/de/produktionen'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        return getLocale()
      }),
    ])
    expect(english).toEqual({ locale: 'en', same: true, body: 'a=1' })
    expect(german).toBe('de')
  })
})
