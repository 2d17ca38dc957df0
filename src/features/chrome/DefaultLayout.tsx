import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages'
import { EditorBar } from './EditorBar'
import { SiteHeader } from './SiteHeader'
import { SiteFooter } from './SiteFooter'
import * as styles from './chrome.css'

/** The default layout of the spec: skip link, editor header, site header, main content, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        {m.skip_to_content()}
      </a>
      <EditorBar />
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {/* the search index reads the page up to here */}
      <div data-search-index-end="" hidden />
      <SiteFooter />
    </>
  )
}

export function WebshopLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        {m.skip_to_content()}
      </a>
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
      <a className={styles.skipLink} href="#main-content">
        {m.skip_to_content()}
      </a>
      <EditorBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
