import { m } from '~/paraglide/messages'
import { useConsent } from '~/features/consent/consent-store'
import { useLocale } from '~/lib/i18n/use-locale'
import type { EmbedFrame } from '../embeds/embed-code'
import { ConsentNotice } from './ConsentNotice'
import * as styles from './media.css'

/** A third-party player as an iframe, loaded only once the visitor has allowed media (platform.md §1). */
export function EmbedPlayer({ frame }: { frame: EmbedFrame }) {
  const allowed = useConsent('media')
  const locale = useLocale()
  const width = frame.maxWidth ? { maxWidth: `${frame.maxWidth}px` } : undefined
  if (!allowed) {
    return (
      <div className={styles.embedPlaceholder} style={width}>
        <ConsentNotice provider={frame.provider} />
      </div>
    )
  }
  return (
    <iframe
      className={styles.embedFrame}
      style={width}
      src={frame.src}
      title={m.module_embed_title({ provider: frame.provider }, { locale })}
      height={frame.height}
      loading="lazy"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
