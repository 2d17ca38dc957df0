import type { ModuleViewProps } from '../module-definition'
import { block } from '../shared/module.css'
import type { VenueData } from './schema'
import { VenueCard } from './VenueCard'

export function VenueView({ id, data }: ModuleViewProps<VenueData>) {
  // the server fills venue_obj; without it there is nothing to show
  if (!data.venue_obj) return null
  return (
    <div className={block} data-module-id={id}>
      <VenueCard venue={data.venue_obj} layout="wide" />
    </div>
  )
}
