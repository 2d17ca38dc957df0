const reported = new Set<string>()
// a long-running server sees many pages: forget old reports rather than grow without end
const MAX_REMEMBERED = 1000

/** Tells the console once per module and reason why a module is not shown; visitors see nothing. */
export function reportSkippedModule(id: string, model: string, reason: string): void {
  const key = `${id}\u0000${model}\u0000${reason}`
  if (reported.has(key)) return
  if (reported.size >= MAX_REMEMBERED) reported.clear()
  reported.add(key)
  console.warn(`[content-modules] ${model} ${id} is not shown: ${reason}`)
}
