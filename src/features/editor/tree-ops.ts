import type { ModuleNode } from '~/contract/cms'

// Pure operations on a section's module tree (decision 0003). The editor applies them in the browser to show
// the change and the server applies the very same operation to the stored tree, so both agree on the result.

/** Where a module goes: top level (parent null), a section column, or the children of a list module. */
export interface Placement {
  parent: string | null
  /** the column index, when `parent` is a SectionModule */
  column?: number | null
  index: number
}

export type TreeEdit =
  | { op: 'save'; module: ModuleNode; placement?: Placement | null }
  | { op: 'delete'; id: string }
  | { op: 'move'; id: string; placement: Placement }
  | { op: 'replace'; modules: ModuleNode[] }

export class TreeEditError extends Error {}

/** Renumbers `order` to the position in each list, sorted by the stored order first. */
export function normalizeTree(nodes: readonly ModuleNode[]): ModuleNode[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order)
    .map((node, order) => ({
      ...node,
      order,
      ...(node.children ? { children: normalizeTree(node.children) } : {}),
      ...(node.columns ? { columns: [...node.columns].sort((a, b) => a.index - b.index).map((column) => ({ ...column, children: normalizeTree(column.children) })) } : {}),
    }))
}

export function findNode(nodes: readonly ModuleNode[], id: string): ModuleNode | null {
  for (const node of nodes) {
    if (node.id === id) return node
    const inChildren = findNode(node.children ?? [], id)
    if (inChildren) return inChildren
    for (const column of node.columns ?? []) {
      const inColumn = findNode(column.children, id)
      if (inColumn) return inColumn
    }
  }
  return null
}

/** Where a node stands now: its parent, column and index, or null when it is not in the tree. */
export function placementOf(nodes: readonly ModuleNode[], id: string, parent: string | null = null, column: number | null = null): Placement | null {
  const sorted = [...nodes].sort((a, b) => a.order - b.order)
  for (const [index, node] of sorted.entries()) {
    if (node.id === id) return { parent, column, index }
    const inChildren = placementOf(node.children ?? [], id, node.id, null)
    if (inChildren) return inChildren
    for (const col of node.columns ?? []) {
      const inColumn = placementOf(col.children, id, node.id, col.index)
      if (inColumn) return inColumn
    }
  }
  return null
}

/** The list a placement names, as [list, rebuild]: rebuild puts a changed list back into a new tree. */
function mapList(nodes: ModuleNode[], placement: Placement, change: (list: ModuleNode[]) => ModuleNode[]): ModuleNode[] {
  if (placement.parent === null) return change(nodes)
  let found = false
  const visit = (list: ModuleNode[]): ModuleNode[] =>
    list.map((node) => {
      if (node.id === placement.parent) {
        found = true
        if (placement.column !== undefined && placement.column !== null) {
          const columns = node.columns ?? []
          if (!columns.some((column) => column.index === placement.column)) throw new TreeEditError(`section ${node.id} has no column ${placement.column}`)
          return { ...node, columns: columns.map((column) => (column.index === placement.column ? { ...column, children: change(column.children) } : column)) }
        }
        return { ...node, children: change(node.children ?? []) }
      }
      return {
        ...node,
        ...(node.children ? { children: visit(node.children) } : {}),
        ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: visit(column.children) })) } : {}),
      }
    })
  const result = visit(nodes)
  if (!found) throw new TreeEditError(`no module ${placement.parent} to place into`)
  return result
}

function removeNode(nodes: ModuleNode[], id: string): ModuleNode[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({
      ...node,
      ...(node.children ? { children: removeNode(node.children, id) } : {}),
      ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: removeNode(column.children, id) })) } : {}),
    }))
}

function insertAt(list: ModuleNode[], node: ModuleNode, index: number): ModuleNode[] {
  const sorted = [...list].sort((a, b) => a.order - b.order)
  const at = Math.max(0, Math.min(index, sorted.length))
  sorted.splice(at, 0, node)
  return sorted.map((entry, order) => ({ ...entry, order }))
}

function replaceNode(nodes: ModuleNode[], replacement: ModuleNode): ModuleNode[] {
  return nodes.map((node) => {
    if (node.id === replacement.id) return { ...replacement, order: node.order }
    return {
      ...node,
      ...(node.children ? { children: replaceNode(node.children, replacement) } : {}),
      ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: replaceNode(column.children, replacement) })) } : {}),
    }
  })
}

function ids(nodes: readonly ModuleNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (into.has(node.id)) throw new TreeEditError(`the id ${node.id} is used twice`)
    into.add(node.id)
    ids(node.children ?? [], into)
    for (const column of node.columns ?? []) ids(column.children, into)
  }
  return into
}

function isInside(nodes: readonly ModuleNode[], ancestorId: string, id: string | null): boolean {
  if (id === null) return false
  const ancestor = findNode(nodes, ancestorId)
  return ancestor !== null && (ancestor.id === id || findNode([...(ancestor.children ?? []), ...(ancestor.columns ?? []).flatMap((c) => c.children)], id) !== null)
}

/** Applies one edit; throws TreeEditError for an edit that does not fit the tree (unknown id, bad place). */
export function applyEdit(tree: readonly ModuleNode[], edit: TreeEdit): ModuleNode[] {
  const nodes = normalizeTree(tree)
  switch (edit.op) {
    case 'replace': {
      const result = normalizeTree(edit.modules)
      ids(result)
      return result
    }
    case 'delete': {
      if (!findNode(nodes, edit.id)) throw new TreeEditError(`no module ${edit.id}`)
      return normalizeTree(removeNode(nodes, edit.id))
    }
    case 'move': {
      const node = findNode(nodes, edit.id)
      if (!node) throw new TreeEditError(`no module ${edit.id}`)
      if (isInside(nodes, edit.id, edit.placement.parent)) throw new TreeEditError('a module cannot go inside itself')
      return normalizeTree(mapList(removeNode(nodes, edit.id), edit.placement, (list) => insertAt(list, node, edit.placement.index)))
    }
    case 'save': {
      const existing = findNode(nodes, edit.module.id)
      if (existing) {
        if (existing.model !== edit.module.model) throw new TreeEditError(`module ${edit.module.id} is a ${existing.model}`)
        const result = normalizeTree(replaceNode(nodes, edit.module))
        ids(result)
        return result
      }
      const placement = edit.placement ?? { parent: null, index: nodes.length }
      const result = normalizeTree(mapList(nodes, placement, (list) => insertAt(list, edit.module, placement.index)))
      ids(result)
      return result
    }
  }
}

/** A fresh module id, unique within the page (decision 0003). */
export function newModuleId(): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10)
  return `m-${Date.now().toString(36)}-${random}`
}

/** A deep copy with fresh ids throughout (duplicate). */
export function withFreshIds(node: ModuleNode): ModuleNode {
  return {
    ...node,
    id: newModuleId(),
    data: structuredClone(node.data),
    ...(node.children ? { children: node.children.map(withFreshIds) } : {}),
    ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: column.children.map(withFreshIds) })) } : {}),
  }
}

/**
 * Where a module dropped at a slot goes. A slot names the index in its list as the editor sees it, the dragged
 * module still in it; the move removes the module first, so a later slot in the same list is one less. Null when
 * the drop changes nothing (the module's own place, just before or after itself) or cannot be (inside itself).
 */
export function dropPlacement(tree: readonly ModuleNode[], id: string, slot: Placement): Placement | null {
  const from = placementOf(tree, id)
  if (!from) return null
  const column = slot.column ?? null
  if (from.parent === slot.parent && (from.column ?? null) === column) {
    if (slot.index === from.index || slot.index === from.index + 1) return null
    return { parent: slot.parent, column, index: slot.index > from.index ? slot.index - 1 : slot.index }
  }
  if (isInside(tree, id, slot.parent)) return null
  return { parent: slot.parent, column, index: slot.index }
}

/** A slot a dragged module may be dropped at: any that moves it, and its own place (a drop there changes nothing). */
export function acceptsDrop(tree: readonly ModuleNode[], id: string, slot: Placement): boolean {
  if (dropPlacement(tree, id, slot) !== null) return true
  const from = placementOf(tree, id)
  return from !== null && from.parent === slot.parent && (from.column ?? null) === (slot.column ?? null) && from.index === slot.index
}
