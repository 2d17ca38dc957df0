import { AsyncLocalStorage } from 'node:async_hooks'
import { appConfig } from '../../../app.config'
import { siteOrigin } from '~/lib/site-origin'
import { getDb } from '~/server/db/client.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { contentSecurityPolicy, TAG_MANAGER_ORIGINS } from './security-headers'
import { pageScripts } from './page-scripts'
import { newNonce } from './nonce'
import { renderedPage, type RenderedPage } from './render-page.server'
import { errorReportOrigin } from '~/lib/error-reports'

/**
 * The Content-Security-Policy of a rendered page (docs/decisions/0020-csp-hashes.md). The rendering gets a fresh
 * nonce that the router writes on its own scripts and the administrator's HTML blocks on theirs (src/lib/csp-nonce.ts);
 * afterwards the scripts carrying it are hashed, the nonce leaves the page, and the policy names the hashes. A
 * generated page can then be served to every visitor as it is, compressed copies included, without a shared secret.
 */
type Rendering = { nonce: string; contentScripts: boolean }
const storage = new AsyncLocalStorage<Rendering>()
globalThis.__foyerCspNonce = () => storage.getStore()?.nonce
globalThis.__foyerContentScriptNonce = () => {
  const rendering = storage.getStore()
  return rendering?.contentScripts ? rendering.nonce : undefined
}

const dev = process.env.NODE_ENV === 'development'

/** The hub, the /admin pickers and every page rendered for a signed-in staff member: no third-party script. */
async function isStaffRendering(request: Request): Promise<boolean> {
  const { pathname } = new URL(request.url)
  if (/^\/(cms-hub|admin)(\/|_|$)/.test(pathname)) return true
  const token = readSessionToken(request)
  return token ? ((await getSessionUser(await getDb(), token))?.isStaff ?? false) : false
}

/** The error-report ingest the browser posts to, when SENTRY_DSN is set. */
const reportOrigins = [errorReportOrigin(process.env.SENTRY_DSN)].filter((origin) => origin !== null)

/** Renders with a new nonce; an HTML answer comes back without it, under the policy naming its scripts' hashes. */
export async function renderWithCsp(request: Request, render: () => Promise<Response>): Promise<Response> {
  const staff = await isStaffRendering(request)
  const nonce = newNonce()
  const response = await storage.run({ nonce, contentScripts: !staff }, render)
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response
  // a page renderPage rendered under this nonce comes with its scripts read; any other HTML answer is read here
  const kept = renderedPage(response)
  if (kept !== undefined) void response.body?.cancel()
  const rendered = kept ?? (await readPage(response, nonce))
  const tagManager = !staff && appConfig.design.cookies.trackingManagerId !== null
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set(
    'content-security-policy',
    contentSecurityPolicy({ hashes: rendered.hashes, scriptOrigins: staff ? [] : [...(tagManager ? TAG_MANAGER_ORIGINS : []), ...rendered.origins], tagManager, connectOrigins: reportOrigins, dev }),
  )
  return new Response(rendered.bytes, { status: response.status, statusText: response.statusText, headers })
}

async function readPage(response: Response, nonce: string): Promise<RenderedPage> {
  const { html, hashes, origins } = pageScripts(await response.text(), nonce, siteOrigin())
  // encoded by Node itself: a string body would be copied as well-formed UTF-16 first, then encoded
  return { bytes: Buffer.from(html), hashes, origins }
}
