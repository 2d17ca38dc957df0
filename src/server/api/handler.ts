import type * as v from 'valibot'
import type { EndpointName, Endpoints } from '~/contract'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import type { SessionUser } from '~/server/auth/session.server'

export interface HandlerContext<K extends EndpointName> {
  request: Request
  lang: Locale
  params: Record<string, string>
  query: v.InferOutput<Endpoints[K]['query']>
  body: v.InferOutput<Endpoints[K]['body']>
  db: Db
  /** the logged-in editor (staff), looked up once per request from the session cookie; null for visitors' accounts */
  user: () => Promise<SessionUser | null>
  /** the visitor's anonymous key (cookie) for carts and uploads, created on demand */
  visitorKey: () => Promise<string>
  /** headers to add to the answer, e.g. Set-Cookie */
  responseHeaders: Headers
}

/** A handler answers with the contract's response input; the dispatcher validates it against the schema. */
export type Handler<K extends EndpointName> = (context: HandlerContext<K>) => Promise<v.InferInput<Endpoints[K]['response']>>

/** One handler for every endpoint of the contract: an endpoint without one does not compile. */
export type HandlerMap = { [K in EndpointName]: Handler<K> }

/** Identity with inference, so a handler module (a part of the map) can be typed by its endpoint names. */
export function defineHandlers<T extends Partial<HandlerMap>>(handlers: T): T {
  return handlers
}
