import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { block, cardGrid } from '../shared/module.css'
import { isWithinOnlineWindow } from '../shared/online-window'
import { TeaserItemSchema } from './schema'
import type { TeaserListData } from './schema'
import { TeaserCard } from './TeaserCard'

export function TeaserListView({ id, data, childNodes }: ModuleViewProps<TeaserListData>) {
  const now = Date.now()
  const items = parseItems(childNodes, 'TeaserItem', TeaserItemSchema).filter((item) => isWithinOnlineWindow(item.data, now))
  if (items.length === 0) return null
  return (
    <div className={block} data-module-id={id} data-look={data.extra_class ?? undefined}>
      <ul className={cardGrid}>
        {items.map((item) => (
          <li key={item.id}>
            <TeaserCard data={item.data} />
          </li>
        ))}
      </ul>
    </div>
  )
}
