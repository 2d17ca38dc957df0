import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { HydrationSlice } from '~/lib/hydration-slices'
import { ConsentManager } from '~/features/consent/ConsentManager'
import { TopAlert } from '~/features/top-alert/TopAlert'
import { EditorBar } from './EditorBar'
import { HeaderHtml } from './AdminHtml'
import { SiteHeader } from './SiteHeader'
import { SiteFooter } from './SiteFooter'
import { PageTransition } from './PageTransition'
import { StickyNavigation } from './sticky-nav/StickyNavigation'
import * as styles from './chrome.css'

function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main-content">
      {m.skip_to_content()}
    </a>
  )
}

/**
 * The default layout of the spec (platform.md §2): skip link, cookie manager, editor header, top alert, site
 * header, main content, search-index end marker, footer, sticky navigation.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <HeaderHtml />
      <ConsentManager />
      <EditorBar />
      <TopAlert />
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <HydrationSlice>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <PageTransition>{children}</PageTransition>
        </main>
      </HydrationSlice>
      {/* the search index reads the page up to here */}
      <div data-search-index-end="" hidden />
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
      <HydrationSlice>
        <StickyNavigation />
      </HydrationSlice>
    </>
  )
}

/** The webshop layout: header, cookie manager, webshop area, no footer. */
export function WebshopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ConsentManager />
      <SiteHeader hideMenu />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  )
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <EditorBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
