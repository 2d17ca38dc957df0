import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block } from '../shared/module.css'
import { Slider } from '../shared/Slider'
import { VideoItemFigure } from './ItemView'
import { VideoItemSchema } from './schema'
import type { VideoListData } from './schema'

export function VideoListView({ id, data, childNodes }: ModuleViewProps<VideoListData>) {
  const locale = useLocale()
  const items = parseItems(childNodes, 'VideoItem', VideoItemSchema)
  if (items.length === 0) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id}>
      <Slider label={m.module_video_list_label({}, { locale })} slides={items.map((item) => ({ id: item.id, content: <VideoItemFigure data={item.data} /> }))} />
    </div>
  )
}
