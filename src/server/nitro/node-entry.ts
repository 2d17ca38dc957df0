import { Server } from 'node:http'
import { serve } from 'srvx/node'
import { useNitroApp, useNitroHooks } from 'nitro/app'
import { answerEarly } from '../http/early-answer'

/**
 * The server's entry: Nitro's Node server (srvx) with one change — each request is first offered to the app's early
 * answer (a generated page, src/server/static/fast-path.server.ts), which writes to Node's response directly; only
 * what it passes on becomes a WHATWG `Request` for srvx and the framework. Otherwise as Nitro's `node-server` preset:
 * PORT/HOST (or NITRO_PORT/NITRO_HOST), TLS from NITRO_SSL_CERT/NITRO_SSL_KEY, srvx's graceful shutdown, Nitro's
 * `close` hook once the server has closed, uncaught errors logged.
 */

const parsedPort = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? '')
const port = Number.isNaN(parsedPort) ? 3000 : parsedPort
const hostname = process.env.NITRO_HOST || process.env.HOST
const cert = process.env.NITRO_SSL_CERT
const key = process.env.NITRO_SSL_KEY

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s, and a client that sends its next
 * request on it at that very moment gets a reset connection (ECONNRESET for API clients, a failed origin request
 * for a proxy or CDN). A proxy keeps its upstream connections open for about a minute, so the server waits longer
 * than that (the header limit must be above it).
 */
const KEEP_ALIVE_MS = 65_000

const nitroApp = useNitroApp()
const server = serve({ port, hostname, tls: cert && key ? { cert, key } : undefined, fetch: nitroApp.fetch, manual: true })

const node = server.node?.server
const handler = server.node?.handler
// plain HTTP (TLS ends at the proxy, deploy/nginx): srvx serves HTTPS itself as HTTP/2, without the early answer
if (node instanceof Server && handler) {
  node.keepAliveTimeout = KEEP_ALIVE_MS
  node.headersTimeout = Math.max(node.headersTimeout, KEEP_ALIVE_MS + 1_000)
  node.removeAllListeners('request')
  node.on('request', (req, res) => {
    if (!answerEarly(req, res)) void handler(req, res)
  })
}

const close = server.close.bind(server)
let closed: Promise<void> | undefined
server.close = (closeAll?: boolean) =>
  close(closeAll).finally(() => {
    closed ??= Promise.resolve(useNitroHooks().callHook('close')).catch((error: unknown) => console.error('[nitro] close hooks failed', error))
  })

process.on('unhandledRejection', (error) => reportUncaught(error, 'unhandledRejection'))
process.on('uncaughtException', (error) => reportUncaught(error, 'uncaughtException'))
function reportUncaught(error: unknown, type: string): void {
  console.error(`[${type}]`, error)
  nitroApp.captureError?.(error instanceof Error ? error : new Error(String(error)), { tags: [type] })
}

Promise.resolve(server.serve()).catch((error: unknown) => {
  console.error('[server] could not listen', error)
  process.exitCode = 1
})

export default {}
