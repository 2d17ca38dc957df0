import type { ModuleViewProps } from '../module-definition'
import type { ContainerData } from './schema'

export function ContainerView({ id, data, childNodes, Tree }: ModuleViewProps<ContainerData>) {
  if (childNodes.length === 0) return null
  return (
    <div data-module-id={id} data-container-slug={data.slug}>
      <Tree nodes={childNodes} />
    </div>
  )
}
