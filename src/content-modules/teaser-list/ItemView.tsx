import type { ModuleViewProps } from '../module-definition'
import { isWithinOnlineWindow } from '../shared/online-window'
import type { TeaserItemData } from './schema'
import { TeaserCard } from './TeaserCard'

export function TeaserItemView({ id, data }: ModuleViewProps<TeaserItemData>) {
  if (!isWithinOnlineWindow(data, Date.now())) return null
  return (
    <div data-module-id={id}>
      <TeaserCard data={data} />
    </div>
  )
}
