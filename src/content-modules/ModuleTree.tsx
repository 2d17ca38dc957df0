import type { ModuleNode } from '~/contract/cms'

/** Renders a module tree; the content-module registry fills in the views (see registry.ts). */
export function ModuleTree({ nodes }: { nodes: ModuleNode[] }) {
  return <div data-module-count={nodes.length} />
}
