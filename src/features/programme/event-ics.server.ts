import type { Db } from '~/server/db/client.server'
import { m } from '~/server/i18n.server'
import { isDbId } from '~/contract/shared'
import { siteOrigin } from '~/lib/site-origin'
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
  if (!isDbId(match[2] ?? '')) return new Response(m.error_route_not_found({}, { locale: lang }), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  try {
    const event = await getEvent(db, lang, Number(match[2]))
    // built on the configured origin, never on the Host header: the answer is shared by caches
    const origin = siteOrigin()
    const pageUrl = new URL(eventUrl(lang, event), origin).toString()
    return new Response(eventIcs(event, pageUrl, new URL(origin).host), {
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
