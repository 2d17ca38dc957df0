import { definePlugin } from 'nitro'
import { routeConsoleToLog, flushServerLog } from '../ops/log.server'
import { onShutdown } from '../shutdown'

/** Every line the server writes is JSON (pino): the code's console calls go through the log. First of the plugins. */
export default definePlugin(() => {
  routeConsoleToLog()
  onShutdown('log flushed', () => flushServerLog())
})
