import { createIsomorphicFn } from '@tanstack/react-start'
import { parseSiteOrigin } from '../../app.config'

let configured: string | undefined

/**
 * The configured public origin (SITE_ORIGIN, validated by app.config.ts). The server reads it once; the root
 * route's loader hands it to the browser with the page, so heads built there match the server's.
 */
export const siteOrigin = createIsomorphicFn()
  .server(() => (configured ??= parseSiteOrigin(process.env.SITE_ORIGIN)))
  .client(() => window.location.origin)

/** The origin the root route loaded (see src/routes/__root.tsx), for head() functions. */
export function siteOriginOf(matches: ReadonlyArray<{ loaderData?: unknown }>): string {
  for (const match of matches) {
    const data = match.loaderData
    if (data && typeof data === 'object' && 'siteOrigin' in data && typeof data.siteOrigin === 'string') return data.siteOrigin
  }
  return siteOrigin()
}

/** An address on the site as an absolute URL (canonical and alternate links, Open Graph). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href
}
