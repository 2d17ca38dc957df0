import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The content changes a write of this process records, so that the process forgets its own cached reads as soon as
 * the write has committed. Every instance (this one included) hears of a change through the database's NOTIFY, but
 * that arrives a moment after the commit: without this, the writer's next read could still be answered from memory.
 */
const storage = new AsyncLocalStorage<Set<string>>()

/** Called by recordContentChange: a change of the write in progress (nothing outside a write's scope). */
export function noteOwnChange(tags: readonly string[]): void {
  const noted = storage.getStore()
  if (noted) for (const tag of tags) noted.add(tag)
}

/** Runs a write and gives its result with the tags of every change it recorded (committed once `write` has returned). */
export async function collectOwnChanges<T>(write: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const noted = new Set<string>()
  const result = await storage.run(noted, write)
  return { result, tags: [...noted] }
}
