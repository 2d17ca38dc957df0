import { SmartLink } from '~/features/chrome/SmartLink'
import type { ModuleViewProps } from '../module-definition'
import { anchorLink } from './anchor-links'
import type { AnchorItemData } from './schema'
import * as styles from './anchor-list.css'

export function AnchorItemView({ id, data }: ModuleViewProps<AnchorItemData>) {
  const link = anchorLink(data)
  if (!link) return null
  return (
    <div data-module-id={id}>
      <SmartLink href={link.href} newWindow={link.newWindow} className={styles.link}>
        {link.text}
      </SmartLink>
    </div>
  )
}
