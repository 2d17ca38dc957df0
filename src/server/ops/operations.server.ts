import { splitUrl } from '~/server/http/url-parts'
import { defaultMigrationsFolder, getDb } from '~/server/db/client.server'
import { startedGenerator } from '~/server/static/generator.server'
import { renderQueueSize } from '~/server/http/pipeline.server'
import { healthResponse, readinessResponse } from './health.server'
import { metricsResponse } from './metrics.server'
import { opsSettings } from './ops-settings.server'
import { mailTransportConfigured } from '~/server/mail/start.server'
import { outboxWorkerState } from '~/server/mail/outbox.server'

/** Whether a request is for the operator's endpoints (their answers are counted, not logged). */
export function isOperationsPath(url: string): boolean {
  // cheap test first: this runs for every logged request
  if (!/\/(healthz|readyz|metrics)/.test(url)) return false
  const pathname = splitUrl(url).path
  return pathname === '/healthz' || pathname === '/readyz' || pathname === '/metrics'
}

/**
 * The operator's endpoints, answered before any framework work, session or cookie: `/healthz` (the process
 * answers), `/readyz` (database, migrations, static generator), `/metrics` (Prometheus, with METRICS_TOKEN). Null for
 * any other request.
 */
export function serveOperations(request: Request): Response | Promise<Response> | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const pathname = splitUrl(request.url).path
  if (pathname === '/healthz') return healthResponse()
  if (pathname === '/readyz') {
    return readinessResponse({
      db: getDb,
      migrationsFolder: defaultMigrationsFolder(),
      generatorStarted: () => (process.env.FOYER_STATIC === 'off' ? null : startedGenerator() !== undefined),
      outbox: () => ({ configured: mailTransportConfigured(), worker: outboxWorkerState() }),
    })
  }
  if (pathname === '/metrics') {
    return metricsResponse(request, opsSettings().METRICS_TOKEN, {
      db: getDb,
      renderQueue: renderQueueSize,
      generator: () => {
        const generator = startedGenerator()
        return generator ? { pages: generator.site.pages.size, waiting: generator.waiting, recompressing: generator.recompressing } : null
      },
    })
  }
  return null
}
