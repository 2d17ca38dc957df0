// Loaded lazily, and only on a page whose server has SENTRY_DSN set (src/client.tsx): the visitor's JavaScript
// budget does not carry it otherwise.
import { dedupeIntegration, globalHandlersIntegration, init, linkedErrorsIntegration } from '@sentry/browser'
import type { ErrorEvent } from '@sentry/browser'
import * as v from 'valibot'

const Settings = v.object({ dsn: v.pipe(v.string(), v.url()), release: v.string(), environment: v.string() })

const EMAIL = /[^\s<>()"'@,;:]+@[^\s<>()"'@,;:]+\.[a-z]{2,}/gi

/** No cookies, no query, no form values, no e-mail addresses: the error, its stack and the page's path. */
function scrub(event: ErrorEvent): ErrorEvent {
  if (event.request) event.request = { url: event.request.url?.split('?')[0] }
  delete event.user
  delete event.breadcrumbs
  if (event.message) event.message = event.message.replace(EMAIL, '<e-mail>')
  for (const exception of event.exception?.values ?? []) if (exception.value) exception.value = exception.value.replace(EMAIL, '<e-mail>')
  return event
}

/** Uncaught errors and unhandled rejections of the page (failed chunk loads among them) go to the ingest. */
export function startBrowserErrorReports(named: unknown): void {
  const parsed = v.safeParse(Settings, named)
  if (!parsed.success) return
  const settings = parsed.output
  init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    defaultIntegrations: false,
    // no breadcrumbs of clicks or inputs: what a visitor typed never leaves
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend: scrub,
  })
}
