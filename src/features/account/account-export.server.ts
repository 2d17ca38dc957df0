import { getDb } from '~/server/db/client.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { accountDataExport } from './account-data.server'

const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

/** The download of the signed-in account's data; 401 for anyone else (no redirect: it is a file, not a page). */
export async function accountExportResponse(request: Request, now = new Date()): Promise<Response> {
  const db = await getDb()
  const user = await getSessionUser(db, readSessionToken(request))
  const data = user ? await accountDataExport(db, user.id, now) : null
  if (!data) return new Response('401', { status: 401, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="account-data-${now.toISOString().slice(0, 10)}.json"`,
    },
  })
}
