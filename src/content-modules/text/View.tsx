import { RichText } from '~/lib/rich-text/RichText'
import { hasRichTextContent } from '~/lib/rich-text/schema'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block, prose, tight } from '../shared/module.css'
import type { TextData } from './schema'

export function TextView({ id, data }: ModuleViewProps<TextData>) {
  if (!data.content || !hasRichTextContent(data.content)) return null
  return (
    <div className={`${block} ${data.decrease_distance ? tight : ''}`} id={anchorId(data.anchor)} data-module-id={id}>
      <div className={prose}>
        <RichText state={data.content} />
      </div>
    </div>
  )
}
