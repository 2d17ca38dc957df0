import { AsyncLocalStorage } from 'node:async_hooks'
import { baseLocale, getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from '~/paraglide/runtime'
import type { Locale } from '~/paraglide/runtime'
import { localeFromUrl } from '~/lib/i18n/localized-paths'

function localeStorage(): NonNullable<ReturnType<typeof getServerAsyncLocalStorage>> {
  const existing = getServerAsyncLocalStorage()
  if (existing) return existing
  // what paraglide's runtime reads of a request on the server: `getLocale()` the locale, `getUrlOrigin()` the origin
  const storage = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>()
  overwriteServerAsyncLocalStorage(storage)
  return storage
}

const storage = localeStorage()

/**
 * Runs `handle` in the request's locale, as paraglide's `paraglideMiddleware` does with this project's strategies
 * (`custom-url`, then the base locale: src/lib/i18n/locale-strategy.ts): the locale comes from the address, and
 * paraglide's runtime reads it and the origin from the same store. The middleware also copied every request
 * (`new Request(request.clone())`, for a strategy that rewrites the address, which none here does) and resolved the
 * locale through its asynchronous strategy chain: a twentieth of the CPU of an editor's rendering in a profile. Its
 * redirects apply only to the `url` strategy, which this project does not use.
 */
export async function inRequestLocale<T>(request: Request, handle: (request: Request) => T | Promise<T>): Promise<T> {
  const url = new URL(request.url)
  const locale = localeFromUrl(url) ?? baseLocale
  return await storage.run({ locale, origin: url.origin, messageCalls: new Set() }, () => handle(request))
}
