/**
 * Clean shutdown (SIGTERM, SIGINT): the HTTP server stops accepting and drains its requests (srvx, up to
 * SERVER_SHUTDOWN_TIMEOUT seconds, default 5), then the tasks registered here run in reverse order of registration —
 * the static generator stops, the database pool closes (PostgreSQL connections, LISTEN included; PGlite flushes) —
 * and the process exits. A deadline ends the process after SHUTDOWN_DEADLINE_MS whatever still runs.
 *
 * The registry lives on globalThis: the Nitro plugin that runs it and the app code that registers belong to
 * different bundles.
 */
export type ShutdownTask = {
  name: string
  run: () => Promise<void> | void
  /** runs after every other task, whenever it was registered (the database: others may still need it) */
  last?: boolean
}

declare global {
  var __foyerShutdownTasks: ShutdownTask[] | undefined
}

export const SHUTDOWN_DEADLINE_MS = 9_000

function registry(): ShutdownTask[] {
  return (globalThis.__foyerShutdownTasks ??= [])
}

/** Registers a task to run at shutdown; returns a function that unregisters it. */
export function onShutdown(name: string, run: ShutdownTask['run'], options: { last?: boolean } = {}): () => void {
  const task: ShutdownTask = { name, run, last: options.last ?? false }
  registry().push(task)
  return () => {
    const tasks = registry()
    const index = tasks.indexOf(task)
    if (index >= 0) tasks.splice(index, 1)
  }
}

let running: Promise<void> | undefined

/**
 * Runs every registered task once (latest first: what was started last stops first; tasks marked `last` after all
 * the others), each bounded in time.
 */
export function runShutdownTasks(timeoutMs = 4_000): Promise<void> {
  running ??= (async () => {
    const registered = registry().splice(0).reverse()
    const tasks = [...registered.filter((task) => !task.last), ...registered.filter((task) => task.last)]
    for (const task of tasks) {
      const started = Date.now()
      try {
        await Promise.race([Promise.resolve(task.run()), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
      } catch (error) {
        console.error(`[shutdown] ${task.name} failed`, error)
      }
      console.info(`[shutdown] ${task.name} (${Date.now() - started} ms)`)
    }
  })()
  return running
}
