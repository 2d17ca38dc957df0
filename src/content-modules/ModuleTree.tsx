import { Suspense } from 'react'
import type { ReactNode } from 'react'
import type { ModuleNode } from '~/contract/cms'
import { HydrationSlice } from '~/lib/hydration-slices'
import { inStoredOrder } from './items'
import { ModuleBoundary } from './ModuleBoundary'
import { isRegisteredModel, moduleRegistry } from './registry'
import { reportSkippedModule } from './report'
import { moduleSlot } from './shared/module.css'
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
  const ordered = inStoredOrder(nodes)
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
 *
 * Each of the page's modules hydrates in a task of its own (src/lib/hydration-slices.tsx), so that a long page
 * does not block a tap for the time of all its modules. A slice must render exactly one element and a module
 * may render none: each sits in a slot element that takes no box (`display: contents`), so the modules lay out
 * as the tree's own children.
 */
export function ModuleTree({ nodes }: { nodes: ModuleNode[] }) {
  const ordered = inStoredOrder(nodes)
  return (
    <div className={styles.tree}>
      {ordered.map((node) => (
        <HydrationSlice key={node.id}>
          <div className={moduleSlot}>
            <ModuleNodeView node={node} />
          </div>
        </HydrationSlice>
      ))}
    </div>
  )
}
