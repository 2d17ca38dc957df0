import { dehydrate } from '@tanstack/react-query'
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query'
import { fragmentJson } from './site-fragments'

/**
 * The answered queries a rendered page brings, as one JSON data block at the end of its body (decision 0049):
 * `<script type="application/json" data-query-state>`. Answers are JSON as the API sends them; given to the router's
 * serializer instead, every value of them was walked (or, as one string, escaped character by character), about a
 * tenth of an editor's rendering of the programme. A data block is not executed, so it needs no hash in the page's
 * Content-Security-Policy. Queries that failed keep travelling in the router's own data (their error objects are no
 * JSON); a site fragment's query travels in its fragment (src/lib/site-fragments.ts).
 */
const ATTRIBUTE = 'data-query-state'

/** The JSON text of each answer already written, by the answer: a read kept in memory is written once, not per page. */
const answerTexts = new WeakMap<object, string>()

/**
 * An answer's JSON text. The objects a query makes per rendering around kept answers (an infinite query's
 * `{ pages, pageParams }`, a page's `results`) are written from their parts, two levels deep, so that the kept parts'
 * texts are reused; anything else not kept is written by JSON.stringify and kept.
 */
function answerText(data: unknown, depth = 0): string {
  if (typeof data !== 'object' || data === null) return fragmentJson(data)
  const kept = answerTexts.get(data)
  if (kept !== undefined) return kept
  let text: string
  if (depth < 2 && Array.isArray(data)) {
    text = `[${data.map((item) => answerText(item, depth + 1)).join(',')}]`
  } else if (depth < 2 && Object.getPrototypeOf(data) === Object.prototype) {
    const members: string[] = []
    for (const [key, value] of Object.entries(data)) {
      // as JSON.stringify: members without a JSON value are left out
      if (value !== undefined && typeof value !== 'function' && typeof value !== 'symbol') members.push(`${fragmentJson(key)}:${answerText(value, depth + 1)}`)
    }
    text = `{${members.join(',')}}`
  } else {
    text = fragmentJson(data)
  }
  answerTexts.set(data, text)
  return text
}

/** The data block of the client's answered queries that `include` names; empty when there are none. */
export function queryStateBlock(queryClient: QueryClient, include: (query: Query) => boolean): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && include(query), shouldDehydrateMutation: () => false })
  if (state.queries.length === 0) return ''
  const queries = state.queries.map(({ state: { data, ...status }, ...query }) => `${fragmentJson(query).slice(0, -1)},"state":{"data":${answerText(data)},${fragmentJson(status).slice(1)}}`)
  return `<script type="application/json" ${ATTRIBUTE}>{"mutations":[],"queries":[${queries.join(',')}]}</script>`
}

/** The answered queries the page brought (the browser, once its document is parsed); null when it brought none. */
export async function readQueryState(): Promise<DehydratedState | null> {
  if (typeof document === 'undefined') return null
  // the page's scripts may run before the end of its body is parsed
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
  const blocks = document.querySelectorAll(`script[${ATTRIBUTE}]`)
  const text = blocks[blocks.length - 1]?.textContent
  if (!text) return null
  try {
    const state: unknown = JSON.parse(text)
    return isDehydratedState(state) ? state : null
  } catch {
    return null
  }
}

/** A query state as `dehydrate` writes it: lists of queries and mutations. */
export function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && 'queries' in value && Array.isArray(value.queries) && 'mutations' in value && Array.isArray(value.mutations)
}
