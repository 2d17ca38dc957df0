import { definePlugin } from 'nitro'
import { SHUTDOWN_DEADLINE_MS, runShutdownTasks } from '../shutdown'

/**
 * SIGTERM and SIGINT end the server cleanly within SHUTDOWN_DEADLINE_MS: the server's own graceful shutdown stops
 * accepting and drains the requests under way, then Nitro's `close` hook runs the app's shutdown tasks (the static
 * generator stops, the database pool closes) and the process exits. Where the server does not drain by itself (its
 * graceful shutdown is off under CI or TEST), the tasks run at once. A deadline ends the process in any case.
 */
export default definePlugin((nitroApp) => {
  const drainsItself = !(process.env.CI || process.env.TEST)
  let stopping = false
  const finish = () => {
    void runShutdownTasks().finally(() => process.exit(0))
  }
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.info(`[shutdown] ${signal}: draining requests, then closing the database`)
    setTimeout(() => {
      console.error(`[shutdown] not finished after ${SHUTDOWN_DEADLINE_MS} ms: exiting`)
      process.exit(1)
    }, SHUTDOWN_DEADLINE_MS).unref()
    if (!drainsItself) finish()
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
  nitroApp.hooks.hook('close', () => finish())
})
