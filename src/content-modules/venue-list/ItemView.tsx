import type { ModuleViewProps } from '../module-definition'
import type { VenueItemData } from './schema'
import { VenueCard } from '../venue/VenueCard'

export function VenueItemView({ id, data }: ModuleViewProps<VenueItemData>) {
  if (!data.venue_obj) return null
  return (
    <div data-module-id={id}>
      <VenueCard venue={data.venue_obj} layout="card" />
    </div>
  )
}
