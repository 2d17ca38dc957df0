import * as v from 'valibot'
import type { ModuleNode } from '~/contract/cms'
import { isRegisteredModel, moduleRegistry } from '~/content-modules/registry'
import { walkModules } from '~/server/db/module-tree'

/** Where an error stands: a field of the module's data, or `_` for the module as a whole. */
export const WHOLE_MODULE = '_'

export const UNKNOWN_MODEL_MESSAGE = 'This module type is unknown.'

/** The schema's messages of one module's data, by field (first message per field); null when valid. */
export function moduleDataErrors(model: string, data: unknown): Record<string, string> | null {
  if (!isRegisteredModel(model)) return { [WHOLE_MODULE]: UNKNOWN_MODEL_MESSAGE }
  const result = v.safeParse(moduleRegistry[model].schema, data)
  if (result.success) return null
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : WHOLE_MODULE
    errors[field] ??= issue.message
  }
  return errors
}

function signature(node: ModuleNode): string {
  return JSON.stringify([node.model, node.data])
}

/**
 * The modules of `after` that are new or whose data changed against `before`. Only these are validated on a
 * save: a broken module elsewhere on the page (shown as a placeholder) does not block the editor's other work.
 */
export function changedModules(before: readonly ModuleNode[], after: readonly ModuleNode[]): ModuleNode[] {
  const old = new Map<string, string>()
  for (const node of walkModules(before)) old.set(node.id, signature(node))
  return [...walkModules(after)].filter((node) => old.get(node.id) !== signature(node))
}

/** Errors of every changed module, keyed `<module id>` → field → message; empty when the change is valid. */
export function treeErrors(before: readonly ModuleNode[], after: readonly ModuleNode[]): Record<string, Record<string, string>> {
  const errors: Record<string, Record<string, string>> = {}
  for (const node of changedModules(before, after)) {
    const found = moduleDataErrors(node.model, node.data)
    if (found) errors[node.id] = found
  }
  return errors
}
