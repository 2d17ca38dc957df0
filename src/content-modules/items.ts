import * as v from 'valibot'
import type { ModuleNode } from '~/contract/cms'
import type { ModuleItemModel } from '~/server/db/module-tree'
import { reportSkippedModule } from './report'

export type ModuleItem<TData> = { id: string; data: TData }

/** Module nodes in their stored order (a copy; the given list stays as it is). */
export function inStoredOrder(nodes: readonly ModuleNode[]): ModuleNode[] {
  return [...nodes].sort((a, b) => a.order - b.order)
}

/** The children of a list module that are `model` items with valid data, in order; the rest is reported and skipped. */
export function parseItems<TSchema extends v.GenericSchema>(nodes: ModuleNode[], model: ModuleItemModel, schema: TSchema): ModuleItem<v.InferOutput<TSchema>>[] {
  const items: ModuleItem<v.InferOutput<TSchema>>[] = []
  for (const node of inStoredOrder(nodes)) {
    if (node.model !== model) {
      reportSkippedModule(node.id, node.model, `a ${model} list holds only ${model} items`)
      continue
    }
    const result = v.safeParse(schema, node.data)
    if (result.success) items.push({ id: node.id, data: result.output })
    else reportSkippedModule(node.id, node.model, v.summarize(result.issues))
  }
  return items
}
