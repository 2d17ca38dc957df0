import { useMatches } from '@tanstack/react-router'
import type { SiteIdentity } from '~/contract/identity'
import { siteOriginOf } from '~/lib/site-origin'
import { siteIdentityOf, siteName } from './identity.shared'

/**
 * The venue's identity for a component: the copy the root route loaded with the settings (the same the page's head
 * used), the name to show, and the origin the server rendered with — the root loader's, so that a site without a name
 * shows the same host name on the server and after hydration.
 */
export function useSiteIdentity(): { identity: SiteIdentity; name: string; origin: string } {
  const origin = useMatches({ select: (matches) => siteOriginOf(matches) })
  const identity = useMatches({ select: (matches) => siteIdentityOf(matches) })
  return { identity, name: siteName(identity, origin), origin }
}
