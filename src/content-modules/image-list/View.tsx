import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import { Slider } from '../shared/Slider'
import { ImageItemFigure } from './ItemView'
import { ImageItemSchema } from './schema'
import type { ImageListData } from './schema'

export function ImageListView({ id, data, childNodes }: ModuleViewProps<ImageListData>) {
  const locale = useLocale()
  const items = parseItems(childNodes, 'ImageItem', ImageItemSchema)
  if (items.length === 0) return null
  const portrait = data.format === 'portrait' || data.format === 'vertical'
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id}>
      <Slider
        label={m.module_image_list_label({}, { locale })}
        slides={items.map((item) => ({ id: item.id, content: <ImageItemFigure data={item.data} portrait={portrait} /> }))}
      />
    </div>
  )
}
