import { parseItems } from '../items'
import type { ModuleViewProps } from '../module-definition'
import { anchorId } from '../shared/anchor'
import { block, cardGrid } from '../shared/module.css'
import { VenueCard } from '../venue/VenueCard'
import { VenueItemSchema } from './schema'
import type { VenueListData } from './schema'

export function VenueListView({ id, data, childNodes }: ModuleViewProps<VenueListData>) {
  const venues = parseItems(childNodes, 'VenueItem', VenueItemSchema).flatMap((item) => (item.data.venue_obj ? [{ id: item.id, venue: item.data.venue_obj }] : []))
  if (venues.length === 0) return null
  return (
    <div className={block} id={anchorId(data.anchor)} data-module-id={id}>
      <ul className={cardGrid}>
        {venues.map((entry) => (
          <li key={entry.id}>
            <VenueCard venue={entry.venue} layout="card" />
          </li>
        ))}
      </ul>
    </div>
  )
}
