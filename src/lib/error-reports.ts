import { createIsomorphicFn } from '@tanstack/react-start'

/** What the browser needs to send its error reports: the (public) DSN, the release and the environment. */
export type BrowserErrorReports = { dsn: string; release: string; environment: string }

/** The release errors are filed under: SENTRY_RELEASE, else `foyer@<package version>`. */
export function errorReportRelease(env: Record<string, string | undefined>): string {
  return env.SENTRY_RELEASE || `foyer@${env.npm_package_version ?? 'unknown'}`
}

/**
 * The browser's error-report settings, or null without SENTRY_DSN (then no page names them and the browser loads
 * nothing). Read on the server (validated at start by src/server/nitro/error-reports.ts); the root route's loader
 * hands them to the page.
 */
export const browserErrorReports = createIsomorphicFn()
  .server((): BrowserErrorReports | null => {
    const dsn = process.env.SENTRY_DSN
    return dsn ? { dsn, release: errorReportRelease(process.env), environment: process.env.SENTRY_ENVIRONMENT || 'production' } : null
  })
  .client((): BrowserErrorReports | null => null)

/** The origin the browser posts its reports to (for the page's `connect-src`). */
export function errorReportOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null
  try {
    return new URL(dsn).origin
  } catch {
    return null
  }
}

/** The meta element that carries the settings into the page: its name. */
export const ERROR_REPORTS_META = 'foyer-error-reports'

/** The settings the root route loaded, as a list of none or one (for head()). */
export function errorReportsOf(matches: ReadonlyArray<{ loaderData?: unknown }>): BrowserErrorReports[] {
  for (const match of matches) {
    const data = match.loaderData
    if (data && typeof data === 'object' && 'errorReports' in data) {
      const settings = data.errorReports
      if (settings && typeof settings === 'object' && 'dsn' in settings && 'release' in settings && 'environment' in settings) {
        const { dsn, release, environment } = settings
        if (typeof dsn === 'string' && typeof release === 'string' && typeof environment === 'string') return [{ dsn, release, environment }]
      }
    }
  }
  return []
}
