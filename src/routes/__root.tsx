/// <reference types="vite/client" />
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, ScriptOnce, Scripts, createRootRouteWithContext, useMatches } from '@tanstack/react-router'
import { appConfig } from '../../app.config'
import { useLocale } from '~/lib/i18n/use-locale'
import { themes } from '~/styles/tokens.css'
import '~/styles/global.css'
import { ErrorLayout, LayoutErrorPage } from '~/features/errors/ErrorPage'
import { NotFoundPage } from '~/features/errors/NotFoundPage'
import { RootChrome } from '~/features/chrome/RootChrome'
import { siteOrigin } from '~/lib/site-origin'
import { EARLY_CLICKS_SCRIPT } from '~/lib/early-clicks'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // the configured origin travels with the page; loaded once on the server, never again in the browser
  // `renderedAt`: the moment the HTML was made (a static page's may be minutes old), so that hydration reads the
  // clock as the server did (useNow in src/features/chrome/use-client.ts)
  loader: () => ({ siteOrigin: siteOrigin(), renderedAt: Date.now() }),
  shouldReload: false,
  staleTime: Infinity,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1b1622' },
      { title: appConfig.site.name },
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
function useBodyClass(): string {
  const matches = useMatches()
  const classes: string[] = []
  for (const match of matches) {
    const data: unknown = match.loaderData
    if (data && typeof data === 'object' && 'bodyClass' in data && typeof data.bodyClass === 'string' && data.bodyClass) {
      classes.push(data.bodyClass)
    }
  }
  return classes.join(' ')
}

/** A page class naming a colour theme (cc01–cc03) switches the theme; the site's default applies otherwise. */
function themeClass(bodyClass: string): string {
  const named = bodyClass.split(/\s+/).find((name): name is keyof typeof themes => name in themes)
  return themes[named ?? appConfig.design.theme]
}

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLocale()
  const bodyClass = useBodyClass()
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
        {/* before the body: taps on buttons before hydration are kept for it (src/lib/early-clicks.ts) */}
        <ScriptOnce>{EARLY_CLICKS_SCRIPT}</ScriptOnce>
      </head>
      <body className={`${themeClass(bodyClass)} ${bodyClass}`.trim()}>
        {children}
        <RootChrome />
        <Scripts />
      </body>
    </html>
  )
}
