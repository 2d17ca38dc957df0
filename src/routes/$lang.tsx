import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { isLocale } from '~/lib/i18n/localized-paths'
import { siteQueries } from '~/features/site/site.queries'
import { SiteOfflineError } from '~/features/site/site.shared'
import { DefaultLayout } from '~/features/chrome/DefaultLayout'
import { LayoutErrorPage } from '~/features/errors/ErrorPage'
import { NotFoundPage } from '~/features/errors/NotFoundPage'
import { EventOverlay } from '~/features/programme/EventOverlay'

export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, context }) => {
    if (!isLocale(params.lang)) throw notFound()
    // site status is checked on every page; when the settings cannot be read the site counts as offline
    const settings = await context.queryClient.ensureQueryData(siteQueries.settings()).catch(() => null)
    if (!settings || !settings.data.is_site_online) throw new SiteOfflineError()
    return { lang: params.lang }
  },
  loader: async ({ context }) => {
    const { queryClient, lang } = context
    // chrome data: a failure leaves that part empty, never the page
    await Promise.allSettled([
      queryClient.ensureQueryData(siteQueries.navigation(lang)),
      queryClient.ensureQueryData(siteQueries.sponsorLogos(lang)),
      queryClient.ensureQueryData(siteQueries.topAlerts(lang)),
      queryClient.ensureQueryData(siteQueries.openingHours(lang)),
      queryClient.ensureQueryData(siteQueries.userDetails(lang)),
    ])
  },
  component: LangLayout,
  errorComponent: LayoutErrorPage,
  notFoundComponent: NotFoundPage,
})

function LangLayout() {
  const { lang } = Route.useRouteContext()
  return (
    <>
      <DefaultLayout>
        <Outlet />
      </DefaultLayout>
      <EventOverlay lang={lang} />
    </>
  )
}
