import type { Db } from '~/server/db/client.server'
import { isLocale } from '~/lib/i18n/localized-paths'
import { HttpError } from '~/server/api/http-error'
import { getEvent } from './programme.server'
import { eventIcs } from './event-ics'
import { eventUrl } from './programme.urls'

const ICS_PATH = /^\/(de|en)\/api\/events\/(\d{1,10})\/ics\/?$/

/** `/{lang}/api/events/{id}/ics/`: the "add to calendar" download; null for other paths. */
export async function serveEventIcs(db: Db, url: URL): Promise<Response | null> {
  const match = ICS_PATH.exec(url.pathname)
  const lang = match?.[1]
  if (!match || !isLocale(lang)) return null
  try {
    const event = await getEvent(db, lang, Number(match[2]))
    const pageUrl = new URL(eventUrl(lang, event), url.origin).toString()
    return new Response(eventIcs(event, pageUrl, url.host), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${event.slug.replace(/[^a-z0-9-]/gi, '') || 'event'}.ics"`,
        'cache-control': 'public, max-age=300',
      },
    })
  } catch (error) {
    if (error instanceof HttpError) return new Response(error.detail, { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    throw error
  }
}
