import { embedFrame } from '../embeds/embed-code'
import type { ModuleViewProps } from '../module-definition'
import { EmbedPlayer } from '../shared/EmbedPlayer'
import { block } from '../shared/module.css'
import type { AudioData } from './schema'

export function AudioView({ id, data }: ModuleViewProps<AudioData>) {
  const frame = embedFrame(data.embed_code, 'audio')
  if (!frame) return null
  return (
    <div className={block} data-module-id={id} data-media-type={data.media_type ?? undefined}>
      <EmbedPlayer frame={frame} />
    </div>
  )
}
