/** A copy of `list` with the item at `index` moved by `by` places (within the list's bounds). */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list]
  const removed = next.splice(index, 1)
  if (removed.length === 0) return next
  next.splice(Math.max(0, Math.min(next.length, index + by)), 0, ...removed)
  return next
}
