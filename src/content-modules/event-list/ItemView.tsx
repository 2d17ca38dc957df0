import type { ModuleViewProps } from '../module-definition'
import { EventRow } from './EventRow'
import type { EventItemData } from './schema'

export function EventItemView({ id, data }: ModuleViewProps<EventItemData>) {
  return (
    <div data-module-id={id}>
      <EventRow data={data} />
    </div>
  )
}
