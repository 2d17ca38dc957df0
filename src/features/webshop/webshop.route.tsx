import { notFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { pageTitle, siteIdentityOf } from '~/features/site/identity.shared'
import { siteOriginOf } from '~/lib/site-origin'
import { LocaleSchema } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { programmeQueries } from '~/features/programme/programme.queries'
import { webshopQueries } from './webshop.queries'
import { webshopView } from './webshop.shared'

/** Sub-paths of the former external web shop, mapped to the pages that replaced them. */
const oldWebshopPaths: { pattern: RegExp; to: string }[] = [
  { pattern: /(^|\/)eventlist(\/|$)/i, to: '/de/programm' },
  { pattern: /(^|\/)itemgroups?(\/|$)/i, to: '/de/mediathek-de' },
  { pattern: /(^|\/)series(\/|$)|(^|\/)subscriptions?(\/|$)/i, to: '/de/abonnements' },
]

export function oldWebshopTarget(subPath: string): string | undefined {
  return oldWebshopPaths.find((entry) => entry.pattern.test(subPath))?.to
}

/** `?lang=en` shows the webshop in English; anything else in German. */
const WebshopSearch = v.object({ lang: v.optional(v.fallback(v.optional(LocaleSchema), undefined)) })

function titleOf(splat: string | undefined, lang: Locale): string {
  const view = webshopView(splat)
  if (view.kind === 'checkout') return m.webshop_checkout_title({}, { locale: lang })
  if (view.kind === 'order') return m.webshop_order_title({}, { locale: lang })
  if (view.kind === 'event') return m.webshop_event_tickets({}, { locale: lang })
  return m.webshop_cart_title({}, { locale: lang })
}

/**
 * One screen for all webshop paths (spec platform.md §2), in the webshop layout: the cart at the root and unknown
 * sub-paths, `checkout`, `orders/{number}` and `events/{shop_event_id}` (an event's ticket page). The visitor's
 * cart and orders load in the browser only, so no personal data ends up in rendered HTML. Each route file names
 * the component (WebshopScreen) itself, so that the router splits it off.
 */
export function webshopRoute() {
  return {
    validateSearch: WebshopSearch,
    beforeLoad: ({ params }: { params: { _splat?: string } }) => {
      const target = params._splat ? oldWebshopTarget(params._splat) : undefined
      if (target) throw redirect({ href: target, statusCode: 301 })
    },
    loaderDeps: ({ search }: { search: v.InferOutput<typeof WebshopSearch> }) => ({ lang: search.lang ?? 'de' }),
    loader: async ({ params, deps, context }: { params: { _splat?: string }; deps: { lang: Locale }; context: { queryClient: QueryClient } }) => {
      const view = webshopView(params._splat)
      // an event number no event can have (0, beyond the id range) is a missing ticket page, not the cart
      if (view.kind === 'cart' && /^events\/\d+\/?$/.test(params._splat ?? '')) throw notFound()
      if (view.kind === 'event') {
        // the ticket page is public: render it with its event on the server
        const found = await context.queryClient.ensureQueryData(webshopQueries.shopEvent(view.shopEventId))
        if (!found) throw notFound()
        await context.queryClient.ensureQueryData(programmeQueries.event(deps.lang, found.eventId)).catch(() => null)
      }
      return { bodyClass: '', title: titleOf(params._splat, deps.lang) }
    },
    head: ({ loaderData, matches }: { loaderData?: { title: string }; matches: ReadonlyArray<{ loaderData?: unknown }> }) => ({
      meta: [{ title: pageTitle(loaderData?.title ?? m.title_webshop(), siteIdentityOf(matches), siteOriginOf(matches)) }, { name: 'robots', content: 'noindex' }],
    }),
  }
}
