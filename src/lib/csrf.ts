import * as v from 'valibot'

/** Where a browser that arrived on a shared page (which sets no cookie) gets its CSRF token. */
export const CSRF_TOKEN_PATH = '/api/csrf/'
const CSRF_COOKIE = 'csrftoken'

function readCsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${CSRF_COOKIE}=`
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined
}

const TokenAnswer = v.object({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(200)) })
let pending: Promise<string | undefined> | undefined

/**
 * The visitor's CSRF token for an unsafe request: the cookie when there is one, else asked for once (the answer
 * sets the cookie too). Shared pages hand out no token, so the first write of a visit fetches it.
 */
export async function csrfToken(): Promise<string | undefined> {
  const existing = readCsrfCookie()
  if (existing || typeof window === 'undefined') return existing
  pending ??= fetch(CSRF_TOKEN_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      const parsed = v.safeParse(TokenAnswer, await response.json())
      return parsed.success ? parsed.output.token : undefined
    })
    .catch(() => undefined)
    .finally(() => {
      pending = undefined
    })
  return pending
}
