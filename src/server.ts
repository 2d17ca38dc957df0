import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import './lib/i18n/locale-strategy'
import { handleRequest } from './server/http/pipeline.server'
import { withClientAddress } from './server/http/client-address.server'
import { setEarlyAnswer } from './server/http/early-answer'
import { renderWithCsp } from './server/http/csp-nonce.server'
import { inRequestLocale } from './server/http/request-locale.server'
import { renderPage } from './server/http/render-page.server'
import { answerGeneratedPage } from './server/static/fast-path.server'
import { sessionTokenKey } from './server/auth/session-token.server'
import { getStaticGenerator, setPageRenderer } from './server/static/generator.server'
import { getDatabase, getDb } from './server/db/client.server'
import { filesRoot } from './server/files/store.server'
import { startServerBackups } from './server/ops/backup-schedule.server'
import { startEmbeddedMaintenance } from './server/ops/maintenance-schedule.server'
import { startTempUploadSweep } from './features/forms/uploads.server'
import { startRetention } from './features/privacy/retention.server'
import { startScheduleRunner } from './server/editor/versions.server'
import { onShutdown } from './server/shutdown'
import { startMailOutbox } from './server/mail/start.server'
import { serveOperations } from './server/ops/operations.server'
import { observed } from './server/ops/observe.server'
import { registerTicketAttachments } from './server/shop/tickets/order-confirmation.server'
import { runtimeWarning } from './server/ops/runtime'

const startFetch = createStartHandler(renderPage)

// an older Node.js than the one Foyer is measured on runs it, but every request costs more (decision 0047)
const runtime = runtimeWarning(process.version)
if (runtime) console.warn(runtime)

// the static generator renders anonymous pages through the app itself, outside any visitor's request
setPageRenderer((request) => renderWithCsp(request, () => inRequestLocale(request, startFetch)))
// generation starts with the server, not with the first visitor
void getStaticGenerator()
// form uploads that no entry claimed are removed after a day
startTempUploadSweep(getDb)
// form entries past their form's retention period go with their files, expired mailed links with their sign-ups
// (every instance looks; each row goes once)
onShutdown('retention', startRetention(getDb))
// planned publications run when they are due, without a request (every instance looks; each job runs once)
onShutdown('planned publications', startScheduleRunner(getDb))
// mails leave the outbox when SMTP_URL is set (every instance sends; each mail goes once); an order confirmation's
// tickets are made when it is sent, so the resolver is there before the worker runs
registerTicketAttachments()
startMailOutbox(getDb)
// FOYER_BACKUP_DIR: one backup a day at a quiet hour, the newest FOYER_BACKUP_KEEP kept (an invalid setting stops the start)
const stopBackups = startServerBackups(getDatabase, filesRoot)
if (stopBackups) onShutdown('scheduled backups', stopBackups)
// the embedded database has no autovacuum: Foyer vacuums and analyses it once a night (nothing on PostgreSQL)
const stopMaintenance = startEmbeddedMaintenance(getDatabase)
if (stopMaintenance) onShutdown('nightly vacuum', stopMaintenance)

// generated pages are answered on Node's own request and response, before srvx builds a `Request` (the server entry,
// src/server/nitro/node-entry.ts, offers it every request); what they pass on comes here
setEarlyAnswer(answerGeneratedPage)
// the session tokens' key, loaded now so that the fast path can tell a made-up session cookie from the first requests
// on (a SECRET_KEY that cannot be used is reported where a session is read)
sessionTokenKey().catch(() => undefined)

export default createServerEntry({
  fetch: (request, options) => {
    const began = performance.now()
    return observed(
      request,
      // the operator's endpoints answer before any framework work, session or cookie
      serveOperations(request) ??
        withClientAddress(request, () => handleRequest(request, (next) => renderWithCsp(next, () => inRequestLocale(next, (localized) => startFetch(localized, options))))),
      began,
    )
  },
})
