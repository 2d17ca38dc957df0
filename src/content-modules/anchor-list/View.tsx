import { appConfig } from '../../../app.config'
import { m } from '~/paraglide/messages'
import { SmartLink } from '~/features/chrome/SmartLink'
import { useLocale } from '~/lib/i18n/use-locale'
import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import { anchorLink } from './anchor-links'
import { AnchorItemSchema } from './schema'
import type { AnchorListData } from './schema'
import { useActiveAnchor } from './use-active-anchor'
import * as styles from './anchor-list.css'

/** In-page navigation: links to the page's anchors, the one being read marked; sticky under the header if set. */
export function AnchorListView({ id, data, childNodes }: ModuleViewProps<AnchorListData>) {
  const locale = useLocale()
  const links = parseItems(childNodes, 'AnchorItem', AnchorItemSchema).flatMap((item) => {
    const link = anchorLink(item.data)
    return link ? [{ id: item.id, ...link }] : []
  })
  const active = useActiveAnchor(
    links.map((link) => link.href),
    appConfig.design.anchorListOffset,
  )
  if (links.length === 0) return null
  return (
    <nav className={`${block} ${styles.nav} ${data.sticky ? styles.sticky : ''}`} aria-label={m.module_anchor_list_label({}, { locale })} data-module-id={id}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id} className={`${styles.item} ${link.level > 2 ? styles.sub : ''}`}>
            <SmartLink href={link.href} newWindow={link.newWindow} className={styles.link} aria-current={active === link.href ? 'location' : undefined}>
              {link.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
