import { Server } from 'node:http'

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s, and a client that sends its next
 * request on it at that very moment gets a reset connection (seen as ECONNRESET by API clients; a proxy or CDN in
 * front sees it as a failed origin request). A proxy keeps its upstream connections open for about a minute, so
 * the server waits longer than that (the header limit must be above it).
 */
const KEEP_ALIVE_MS = 65_000
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_MS + 1_000

let configured = false

/** `value[key]` of an object, or undefined for anything else. */
function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? Reflect.get(value, key) : undefined
}

/**
 * Sets the keep-alive limit on the Node server once, from the first request that came over a socket. The server
 * is created by the framework's runtime, which passes no such option; srvx hands the Node request over as
 * `request.runtime.node.req`, whose socket names its server.
 */
export function keepConnectionsAlive(request: Request): void {
  if (configured) return
  const socket = field(field(field(field(request, 'runtime'), 'node'), 'req'), 'socket')
  const owner = field(socket, 'server')
  // a request made inside the process (no socket) leaves it to the next one
  if (!(owner instanceof Server)) return
  configured = true
  owner.keepAliveTimeout = KEEP_ALIVE_MS
  owner.headersTimeout = Math.max(owner.headersTimeout, HEADERS_TIMEOUT_MS)
}
