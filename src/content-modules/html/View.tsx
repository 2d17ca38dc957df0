import { createIsomorphicFn } from '@tanstack/react-start'
import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import type { HtmlData } from './schema'
import { sanitizeModuleHtml } from './sanitize.server'
import * as styles from './html.css'

/**
 * On the server the code is sanitized once more as it is rendered (whatever produced the data); the browser shows
 * what the server produced — page data is sanitized where the server makes it — and never loads the sanitizer.
 */
const shownHtml = createIsomorphicFn()
  .server((code: string) => sanitizeModuleHtml(code))
  .client((code: string) => code)

/** The one module that renders raw HTML: editors' own markup, within the allow-list of sanitize.server.ts. */
export function HtmlView({ id, data }: ModuleViewProps<HtmlData>) {
  const code = shownHtml(data.html_code ?? '').trim()
  if (!code) return null
  return <div className={`${block} ${styles.html}`} data-module-id={id} dangerouslySetInnerHTML={{ __html: code }} />
}
