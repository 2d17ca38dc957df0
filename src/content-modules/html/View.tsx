import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import type { HtmlData } from './schema'
import { stripScripts } from './strip-scripts'
import * as styles from './html.css'

/** The one module that renders raw HTML: it exists for editors' own markup; anything that would run script is removed. */
export function HtmlView({ id, data }: ModuleViewProps<HtmlData>) {
  const code = stripScripts(data.html_code ?? '').trim()
  if (!code) return null
  return <div className={`${block} ${styles.html}`} data-module-id={id} dangerouslySetInnerHTML={{ __html: code }} />
}
