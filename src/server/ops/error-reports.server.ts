import type { ErrorEvent } from '@sentry/node'
import { errorReportRelease } from '~/lib/error-reports'
import { withoutEmailAddresses } from './log.server'

type SentryNode = typeof import('@sentry/node')

/** The SDK once started (SENTRY_DSN set); nothing is loaded without a DSN. */
let sentry: SentryNode | undefined

/**
 * What leaves the server in a report: the error, its stack, the path and the method — no cookies, headers, query,
 * body or user, and no e-mail address in any message.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { request } = event
  if (request) {
    event.request = { method: request.method, url: request.url?.split('?')[0] }
  }
  delete event.user
  delete event.breadcrumbs
  if (event.message) event.message = withoutEmailAddresses(event.message)
  for (const exception of event.exception?.values ?? []) if (exception.value) exception.value = withoutEmailAddresses(exception.value)
  return event
}

/** Starts the Sentry SDK when `dsn` is set: uncaught exceptions, unhandled rejections and `reportError` go there. */
export async function startErrorReports(settings: { dsn: string | undefined; environment: string; release?: string }): Promise<boolean> {
  if (!settings.dsn || sentry) return Boolean(sentry)
  const sdk = await import('@sentry/node')
  sdk.init({
    dsn: settings.dsn,
    release: settings.release ?? errorReportRelease(process.env),
    environment: settings.environment,
    // errors only: no tracing, no OpenTelemetry, no instrumentation of the server's modules
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [sdk.onUncaughtExceptionIntegration({ exitEvenIfOtherHandlersAreRegistered: false }), sdk.onUnhandledRejectionIntegration({ mode: 'warn' }), sdk.linkedErrorsIntegration(), sdk.dedupeIntegration()],
    beforeSend: scrubEvent,
  })
  sentry = sdk
  return true
}

/** Reports an error (a failed request, a background job); does nothing without a DSN. */
export function reportError(error: unknown, context: { path?: string; method?: string; job?: string; message?: string } = {}): void {
  if (!sentry) return
  const sdk = sentry
  sdk.withScope((scope) => {
    if (context.job) scope.setTag('job', context.job)
    if (context.message) scope.setContext('log', { message: withoutEmailAddresses(context.message) })
    if (context.path) scope.setContext('request', { method: context.method ?? 'GET', path: context.path.split('?')[0] })
    sdk.captureException(error)
  })
}

/** Waits until the reports under way are sent (shutdown, tests). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  await sentry?.flush(timeoutMs)
}
