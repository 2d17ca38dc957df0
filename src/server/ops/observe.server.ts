import { cacheOutcomeOf, recordRequest } from './metrics.server'
import type { CacheOutcome } from './metrics.server'

/**
 * Counts an answer once its headers are ready. A generated page from the fast path is counted synchronously
 * (`static`, its headers untouched); anything else when its promise settles.
 */
export function observed(request: Request, answer: Response | Promise<Response>, began: number, cache?: CacheOutcome): Response | Promise<Response> {
  if (answer instanceof Response) {
    finish(request, answer.status, cache ?? cacheOutcomeOf(answer.headers.get('x-foyer-cache')), began)
    return answer
  }
  return answer.then(
    (response) => {
      finish(request, response.status, cacheOutcomeOf(response.headers.get('x-foyer-cache')), began)
      return response
    },
    (error: unknown) => {
      finish(request, 500, 'none', began)
      throw error
    },
  )
}

function finish(_request: Request, status: number, cache: CacheOutcome, began: number): void {
  recordRequest(status, cache, (performance.now() - began) / 1000)
}
