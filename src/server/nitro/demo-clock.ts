import { definePlugin } from 'nitro'
import { installDemoClock } from '../demo-clock'

/** FOYER_DEMO_CLOCK moves the server's clock (demos and tests; see src/server/demo-clock.ts). First of the plugins. */
export default definePlugin(() => {
  const offset = installDemoClock(process.env.FOYER_DEMO_CLOCK)
  if (offset !== null) console.info(`[clock] FOYER_DEMO_CLOCK: the server's clock runs ${Math.round(offset / 60_000)} minutes off the real time (${new Date().toISOString()})`)
})
