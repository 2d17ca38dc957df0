import { isNotFound, isRedirect } from '@tanstack/react-router'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import type { Locale } from '~/contract/shared'
import { localeFromPathname, preferredLocale } from '~/lib/i18n/localized-paths'
import { HttpError } from '~/server/api/http-error'
import { m } from '~/server/i18n.server'
import { isBadInputDatabaseError } from './public-errors'

/**
 * Server functions answer failures with the thrown error, serialised for the browser. Whatever a function throws
 * leaves here as an Error with a sentence in the visitor's language and a fitting status: the framework's own
 * validation text (the issues with the input), a database message with SQL and parameters, a stack — none of it
 * reaches the browser. The real error is logged.
 */

function visitorLocale(request: Request | undefined, data: unknown): Locale {
  if (data && typeof data === 'object' && 'lang' in data && (data.lang === 'de' || data.lang === 'en')) return data.lang
  if (!request) return 'de'
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const fromPage = localeFromPathname(new URL(referer).pathname)
      if (fromPage) return fromPage
    } catch {
      // an unparsable referer says nothing
    }
  }
  return preferredLocale(request)
}

/** The framework throws the validator's issues as a JSON text (an array of issues). */
function isValidationFailure(error: unknown): boolean {
  return error instanceof Error && /^\s*\[\s*\{[\s\S]*"(kind|message)"/.test(error.message)
}

/** The error to hand to the browser instead of `error`; redirects and not-found pass unchanged. */
export function publicServerFnError(error: unknown, data: unknown): unknown {
  if (isRedirect(error) || isNotFound(error) || error instanceof Response) return error
  let request: Request | undefined
  try {
    request = getRequest()
  } catch {
    request = undefined
  }
  const lang = visitorLocale(request, data)
  let status = 500
  let message: string = m.error_generic({}, { locale: lang })
  if (error instanceof HttpError) {
    status = error.status
    message = error.detail
  } else if (isValidationFailure(error) || isBadInputDatabaseError(error)) {
    status = 400
    message = m.error_bad_request({}, { locale: lang })
  } else console.error('[server function] failed', error)
  try {
    setResponseStatus(status)
  } catch {
    // called outside a request (the server renders a page): the status is the page's
  }
  const safe = new Error(message)
  // no stack for the browser
  safe.stack = undefined
  return safe
}

/** Seroval's cross-JSON of `{ error: new Error(message) }`, as the server-function client reads a failure. */
export function serializedError(message: string): string {
  return JSON.stringify({ t: 10, i: 0, p: { k: ['error'], v: [{ t: 25, i: 1, s: { message: { t: 1, s: message } }, c: '$TSR/Error' }] }, o: 0 })
}

/**
 * A server-function request that failed before any function ran (an unknown id, a payload that is no serialised
 * value, JSON that does not parse): 404 or 400 instead of the framework's 500, with a sentence instead of its
 * message. Other answers pass unchanged.
 */
export async function publicServerFnResponse(response: Response, request: Request, lang: Locale): Promise<Response> {
  if (response.status < 500) return response
  const text = await response.text()
  let status = 500
  let message: string = m.error_generic({}, { locale: lang })
  if (/Server function info not found|Invalid server function|not a valid server function/i.test(text)) {
    status = 404
    message = m.error_route_not_found({}, { locale: lang })
  } else if (/Seroval|JSON|Unexpected|payload|parse|FormData|Invariant|Cannot read|Cannot convert|is not iterable|undefined/i.test(text)) {
    status = 400
    message = m.error_bad_request({}, { locale: lang })
  } else console.error('[server function] failed outside the function', response.status, text.slice(0, 500))
  const serialized = request.headers.get('x-tsr-serverfn') === 'true'
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
  if (serialized) headers.set('x-tss-serialized', 'true')
  return new Response(serialized ? serializedError(message) : JSON.stringify({ detail: message }), { status, headers })
}

/** The language of a server-function request (its page's, from the Referer, else the browser's). */
export function serverFnLocale(request: Request): Locale {
  return visitorLocale(request, undefined)
}
