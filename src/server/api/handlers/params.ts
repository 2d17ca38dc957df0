import { isDbId } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import { HttpError } from '../http-error'

/** A record id in an API path: digits only, else 404 in the visitor's language. */
export function parseRouteIdParam(raw: string | undefined, lang: Locale): number {
  if (!raw || !isDbId(raw)) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
  return Number(raw)
}
