import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { contentSecurityPolicy } from './security-headers'

/**
 * The Content-Security-Policy is decided before a page is rendered: a fresh nonce, named in the policy, which the
 * router writes on its own scripts and the administrator's HTML blocks on theirs (src/lib/csp-nonce.ts). Whatever
 * else ends up in the HTML — markup injected through content — carries no nonce and does not run. The policy does
 * not look at the rendered HTML at all.
 */
const storage = new AsyncLocalStorage<string>()
globalThis.__foyerCspNonce = () => storage.getStore()

const dev = process.env.NODE_ENV === 'development'

/** Renders with a new nonce; an HTML answer carries the policy that names it. */
export async function renderWithCsp(render: () => Promise<Response>): Promise<Response> {
  const nonce = randomBytes(18).toString('base64')
  const response = await storage.run(nonce, render)
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response
  const headers = new Headers(response.headers)
  headers.set('content-security-policy', contentSecurityPolicy({ nonce, dev }))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
