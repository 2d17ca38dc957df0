import { Server } from 'node:http'

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s, and a client that sends its next
 * request on it at that very moment gets a reset connection (seen as ECONNRESET by API clients; a proxy or CDN in
 * front sees it as a failed origin request). A proxy keeps its upstream connections open for about a minute, so
 * the server waits longer than that (the header limit must be above it).
 */
export const KEEP_ALIVE_MS = 65_000
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000

let configured = false

/**
 * Sets the keep-alive limit on the Node server once, from the first request that came over a socket. The server is created by the framework's
 * runtime, which passes no such option; srvx hands the Node request over as `request.runtime.node.req`.
 */
export function keepConnectionsAlive(request: Request): void {
  if (configured) return
  const runtime: unknown = Reflect.get(request, 'runtime')
  const node: unknown = runtime && typeof runtime === 'object' ? Reflect.get(runtime, 'node') : undefined
  const req: unknown = node && typeof node === 'object' ? Reflect.get(node, 'req') : undefined
  const socket: unknown = req && typeof req === 'object' ? Reflect.get(req, 'socket') : undefined
  const server: unknown = socket && typeof socket === 'object' ? Reflect.get(socket, 'server') : undefined
  // a request made inside the process (no socket) leaves it to the next one
  if (!(server instanceof Server)) return
  configured = true
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = Math.max(server.headersTimeout, HEADERS_TIMEOUT_MS)
}
