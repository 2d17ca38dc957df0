import { SmartLink } from '~/features/chrome/SmartLink'
import { isExternalLink } from '~/lib/links'
import type { ModuleViewProps } from '../module-definition'
import { linkHref } from '../shared/anchor'
import { IMAGE_SIZES, pictureOf } from '../shared/image-source'
import { ModuleImage } from '../shared/ModuleImage'
import type { LogoItemData } from './schema'
import * as styles from './logo-list.css'

/** A partner logo (140 by 84), linked to the partner where a link is set. */
export function Logo({ data }: { data: LogoItemData }) {
  const picture = pictureOf(data, { alt: data.text ?? '', size: IMAGE_SIZES.logo })
  if (!picture) return null
  const href = linkHref(data.link, data.link_url)
  // the logo is the partner's name: sized to the logo box whatever the file's own size
  const image = <ModuleImage picture={{ ...picture, ...IMAGE_SIZES.logo }} className={styles.logo} />
  if (!href) return image
  return (
    <SmartLink href={href} newWindow={isExternalLink(href)} className={styles.link}>
      {image}
    </SmartLink>
  )
}

export function LogoItemView({ id, data }: ModuleViewProps<LogoItemData>) {
  return (
    <div data-module-id={id}>
      <Logo data={data} />
    </div>
  )
}
