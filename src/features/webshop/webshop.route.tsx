import { redirect } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { WebshopLayout } from '~/features/chrome/DefaultLayout'
import { PlaceholderPage } from '~/features/chrome/PlaceholderPage'

/** Sub-paths of the former external web shop, mapped to the pages that replaced them. */
const oldWebshopPaths: { pattern: RegExp; to: string }[] = [
  { pattern: /(^|\/)eventlist(\/|$)/i, to: '/de/programm' },
  { pattern: /(^|\/)itemgroups?(\/|$)/i, to: '/de/mediathek-de' },
  { pattern: /(^|\/)series(\/|$)|(^|\/)subscriptions?(\/|$)/i, to: '/de/abonnements' },
]

export function oldWebshopTarget(subPath: string): string | undefined {
  return oldWebshopPaths.find((entry) => entry.pattern.test(subPath))?.to
}

/** One screen for all webshop paths (spec platform.md §2), in the webshop layout. */
export function webshopRoute() {
  return {
    beforeLoad: ({ params }: { params: { _splat?: string } }) => {
      const target = params._splat ? oldWebshopTarget(params._splat) : undefined
      if (target) throw redirect({ href: target, statusCode: 301 })
    },
    loader: () => ({ bodyClass: '' }),
    head: () => ({ meta: [{ title: m.title_webshop() }, { name: 'robots', content: 'noindex' }] }),
    component: WebshopScreen,
  }
}

function WebshopScreen() {
  return (
    <WebshopLayout>
      <PlaceholderPage title={m.title_webshop()} />
    </WebshopLayout>
  )
}
