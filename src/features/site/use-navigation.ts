import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Navigation } from '~/contract/cms'
import { LocaleSchema } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { readFragmentData } from '~/lib/site-fragments'
import { siteQueries } from './site.queries'

/** What the footer's menu fragment carries in its data block: the navigation the page was served with. */
export const NavigationFragmentData = v.object({ lang: LocaleSchema, navigation: Navigation })

/** The navigation a page was served with (a generated page's may be newer than the page: a site fragment). */
function servedNavigation(lang: Locale) {
  const served = v.safeParse(NavigationFragmentData, readFragmentData('footer-menu'))
  return served.success && served.output.lang === lang ? served.output.navigation : undefined
}

/**
 * The menu and the footer links of a language. The menus are site fragments (src/lib/site-fragments.ts): the browser
 * takes the navigation from the footer menu's data block, not from the page's dehydrated state (isFragmentQuery).
 */
export function useNavigation(lang: Locale) {
  return useQuery({ ...siteQueries.navigation(lang), initialData: () => servedNavigation(lang) })
}
