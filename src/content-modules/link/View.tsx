import { m } from '~/paraglide/messages'
import { SmartLink } from '~/features/chrome/SmartLink'
import { useLocale } from '~/lib/i18n/use-locale'
import { isExternalLink } from '~/lib/links'
import type { ModuleViewProps } from '../module-definition'
import { anchorId, linkHref } from '../shared/anchor'
import { arrow, arrowLink, block, buttonPrimary, buttonSecondary, linkGroup } from '../shared/module.css'
import type { LinkData } from './schema'

const LOOKS: Record<string, string> = {
  'button-primary': buttonPrimary,
  'button-secondary': buttonSecondary,
}

export function LinkView({ id, data }: ModuleViewProps<LinkData>) {
  const locale = useLocale()
  const href = linkHref(data.link, data.link_url)
  if (!href) return null
  const external = isExternalLink(href)
  // external links open in a new window unless an older module says otherwise
  const newWindow = external && (data.open_new_window ?? true)
  return (
    <div className={`${block} ${linkGroup}`} id={anchorId(data.anchor)} data-module-id={id}>
      <SmartLink href={href} newWindow={newWindow} className={LOOKS[data.extra_class] ?? arrowLink} data-sticky-link={data.sticky ? '' : undefined}>
        {data.link_text}
        <span className={arrow} aria-hidden="true">
          {external ? '↗' : '→'}
        </span>
        {newWindow ? <span className="visually-hidden"> {m.module_opens_new_window({}, { locale })}</span> : null}
      </SmartLink>
    </div>
  )
}
