/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, ScriptOnce, Scripts, createRootRouteWithContext, useMatches } from '@tanstack/react-router'
import { useLocale } from '~/lib/i18n/use-locale'
import { themes } from '~/styles/tokens.css'
import '~/styles/global.css'
import { ErrorLayout, LayoutErrorPage } from '~/features/errors/ErrorPage'
import { NotFoundPage } from '~/features/errors/NotFoundPage'
import { RootChrome } from '~/features/chrome/RootChrome'
import { siteOrigin, siteOriginOf } from '~/lib/site-origin'
import { siteQueries } from '~/features/site/site.queries'
import { neutralIdentity } from '~/contract/identity'
import { siteIdentityOf, siteName } from '~/features/site/identity.shared'
import { EARLY_CLICKS_SCRIPT } from '~/lib/early-clicks'
import { ERROR_REPORTS_META, browserErrorReports, errorReportsOf } from '~/lib/error-reports'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // the configured origin travels with the page; loaded once on the server, never again in the browser
  // `renderedAt`: the moment the HTML was made (a static page's may be minutes old), so that hydration reads the
  // clock as the server did (useNow in src/features/chrome/use-client.ts)
  // `identity`: the venue's name, texts and theme from the site settings, for every head() and the shell; a site
  // whose settings cannot be read shows the neutral identity (its pages answer 503 anyway, see src/routes/$lang.tsx)
  loader: async ({ context }) => {
    const settings = await context.queryClient.ensureQueryData(siteQueries.settings()).catch(() => null)
    // `errorReports`: with SENTRY_DSN, what the browser's lazily loaded error reporting needs (src/client.tsx)
    return { siteOrigin: siteOrigin(), renderedAt: Date.now(), identity: settings?.data.identity ?? neutralIdentity(), errorReports: browserErrorReports() }
  },
  shouldReload: false,
  staleTime: Infinity,
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1b1622' },
      { title: siteName(siteIdentityOf(matches), siteOriginOf(matches)) },
      ...errorReportsOf(matches).map((settings) => ({ name: ERROR_REPORTS_META, content: JSON.stringify(settings) })),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: LayoutErrorPage,
  notFoundComponent: () => (
    <ErrorLayout>
      <NotFoundPage />
    </ErrorLayout>
  ),
})

/** Routes name a body class (CMS page_class, non-CMS pages …) in their loader data as `bodyClass`. */
function bodyClassOf(matches: ReadonlyArray<{ loaderData?: unknown }>): string {
  const classes: string[] = []
  for (const match of matches) {
    const data: unknown = match.loaderData
    if (data && typeof data === 'object' && 'bodyClass' in data && typeof data.bodyClass === 'string' && data.bodyClass) {
      classes.push(data.bodyClass)
    }
  }
  return classes.join(' ')
}

/** A page class naming a colour theme (cc01–cc03) switches the theme; the site's own (its settings) applies otherwise. */
function themeClass(bodyClass: string, siteTheme: keyof typeof themes): string {
  const named = bodyClass.split(/\s+/).find((name): name is keyof typeof themes => name in themes)
  return themes[named ?? siteTheme]
}

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLocale()
  const matches = useMatches()
  const bodyClass = bodyClassOf(matches)
  const siteTheme = siteIdentityOf(matches).theme
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
        {/* before the body: taps on buttons before hydration are kept for it (src/lib/early-clicks.ts) */}
        <ScriptOnce>{EARLY_CLICKS_SCRIPT}</ScriptOnce>
      </head>
      <body className={`${themeClass(bodyClass, siteTheme)} ${bodyClass}`.trim()}>
        {children}
        <RootChrome />
        <Scripts />
      </body>
    </html>
  )
}
