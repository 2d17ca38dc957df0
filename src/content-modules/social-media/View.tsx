import { embedFrame } from '../embeds/embed-code'
import type { ModuleViewProps } from '../module-definition'
import { EmbedPlayer } from '../shared/EmbedPlayer'
import { block } from '../shared/module.css'
import type { SocialMediaData } from './schema'

export function SocialMediaView({ id, data }: ModuleViewProps<SocialMediaData>) {
  const frame = data.embed_code ? embedFrame(data.embed_code, 'social') : null
  if (!frame) return null
  return (
    <div className={block} data-module-id={id}>
      <EmbedPlayer frame={frame} />
    </div>
  )
}
