import { useQuery } from '@tanstack/react-query'
import { siteQueries } from '~/features/site/site.queries'
import { contentScriptNonce, withScriptNonce } from '~/lib/csp-nonce'

/** Administrator-supplied HTML blocks of the site settings (header, footer top, bottom and logos). */
export function AdminHtml({ code, className }: { code: string | null | undefined; className?: string }) {
  if (!code) return null
  // administrator content from the site settings: HTML by design (spec platform.md §3)
  // its scripts carry the page's nonce (hashed or named in the policy), except in pages rendered for staff
  return <div className={className} dangerouslySetInnerHTML={{ __html: withScriptNonce(code, contentScriptNonce()) }} />
}

/** The settings' `html_header` block (e.g. a verification or analytics snippet), at the top of the page. */
export function HeaderHtml() {
  const settings = useQuery(siteQueries.settings())
  return <AdminHtml code={settings.data?.data.html_header?.code} />
}
