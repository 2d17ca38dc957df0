/** A failed code or style chunk reloads the page at most once per 60 s (spec platform.md §8, §9). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000
export const CHUNK_RELOAD_KEY = 'foyer:chunk-reload-at'

type ReloadMemory = Pick<Storage, 'getItem' | 'setItem'>

/** Whether to reload now; remembers the reload so a chunk that stays broken cannot cause a reload loop. */
export function claimChunkReload(memory: ReloadMemory, now: number, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  const last = Number(memory.getItem(CHUNK_RELOAD_KEY))
  if (Number.isFinite(last) && last > 0 && now - last < windowMs && now >= last) return false
  memory.setItem(CHUNK_RELOAD_KEY, String(now))
  return true
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i

/** Errors browsers raise when a dynamic import or a preloaded stylesheet cannot be loaded (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(error.message) || error.name === 'ChunkLoadError'
  return typeof error === 'string' && CHUNK_ERROR.test(error)
}
