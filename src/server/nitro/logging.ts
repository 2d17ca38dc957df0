import { definePlugin } from 'nitro'
import { routeConsoleToLog, flushServerLog } from '../ops/log.server'
import { flushErrorReports, reportError, startErrorReports } from '../ops/error-reports.server'
import { opsSettings } from '../ops/ops-settings.server'
import { onShutdown } from '../shutdown'

/**
 * Every line the server writes is JSON (pino): the code's console calls go through the log, and with SENTRY_DSN
 * every error logged (a failed request, a failed background job: regeneration, planned publication, mail) is also
 * reported, as are uncaught exceptions. First of the plugins: an invalid setting stops the start with its reason.
 */
export default definePlugin(() => {
  const settings = opsSettings()
  routeConsoleToLog((error, entry) => reportError(error, { job: entry.scope, message: entry.msg }))
  if (settings.SENTRY_DSN) {
    startErrorReports({ dsn: settings.SENTRY_DSN, environment: settings.SENTRY_ENVIRONMENT, release: settings.SENTRY_RELEASE })
      .then(() => console.info('[ops] error reports go to', new URL(settings.SENTRY_DSN ?? '').host))
      .catch((error: unknown) => console.warn('[ops] error reports could not start', error))
  }
  onShutdown('error reports and log flushed', async () => {
    await flushErrorReports()
    flushServerLog()
  })
})
