import { embedFrame } from '../embeds/embed-code'
import type { ModuleViewProps } from '../module-definition'
import { EmbedPlayer } from '../shared/EmbedPlayer'
import { block } from '../shared/module.css'
import type { ViewerData } from './schema'

export function ViewerView({ id, data }: ModuleViewProps<ViewerData>) {
  const frame = embedFrame(data.embed_code, 'viewer')
  if (!frame) return null
  return (
    <div className={block} data-module-id={id}>
      <EmbedPlayer frame={frame} />
    </div>
  )
}
