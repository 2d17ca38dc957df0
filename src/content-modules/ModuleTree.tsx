import { Suspense } from 'react'
import type { ReactNode } from 'react'
import type { ModuleNode } from '~/contract/cms'
import { ModuleBoundary } from './ModuleBoundary'
import { isRegisteredModel, moduleRegistry } from './registry'
import { reportSkippedModule } from './report'
import * as styles from './module-tree.css'

function ModuleNodeView({ node }: { node: ModuleNode }) {
  if (!isRegisteredModel(node.model)) {
    reportSkippedModule(node.id, node.model, 'unknown model')
    return null
  }
  const outcome = moduleRegistry[node.model].render(node, ModuleList)
  if (!outcome.ok) {
    reportSkippedModule(node.id, node.model, outcome.reason)
    return null
  }
  return (
    <ModuleSlot id={node.id} model={node.model}>
      {outcome.element}
    </ModuleSlot>
  )
}

/**
 * Keeps a throwing view from breaking the page: the boundary catches it in the browser; on the server the
 * Suspense boundary turns the error into an empty slot that the browser then renders (or skips) itself.
 */
export function ModuleSlot({ id, model, children }: { id: string; model: string; children: ReactNode }) {
  return (
    <ModuleBoundary id={id} model={model}>
      <Suspense fallback={null}>{children}</Suspense>
    </ModuleBoundary>
  )
}

/** Nodes in their stored order; nested lists (section columns, containers) render through this too. */
export function ModuleList({ nodes }: { nodes: ModuleNode[] }) {
  const ordered = [...nodes].sort((a, b) => a.order - b.order)
  return (
    <>
      {ordered.map((node) => (
        <ModuleNodeView key={node.id} node={node} />
      ))}
    </>
  )
}

/**
 * A page's module tree (decision 0003). Unknown models, data failing its schema and views that throw render
 * nothing for visitors and are reported once on the console; the rest of the page is unaffected.
 */
export function ModuleTree({ nodes }: { nodes: ModuleNode[] }) {
  return (
    <div className={styles.tree}>
      <ModuleList nodes={nodes} />
    </div>
  )
}
