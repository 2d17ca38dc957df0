import { getRequest } from '@tanstack/react-start/server'
import type { Locale } from '~/contract/shared'
import { eq } from 'drizzle-orm'
import { getDb } from '~/server/db/client.server'
import { forms } from '~/server/db/schema'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import type { SessionUser } from '~/server/auth/session.server'
import { entriesCsv, listEntries, readEntryFile } from '../forms.server'
import type { HubEntries } from './hub-forms.functions'

/** The hub's form pages are for editors (staff) only. */
export async function editorOf(request: Request): Promise<SessionUser | null> {
  const user = await getSessionUser(await getDb(), readSessionToken(request))
  return user?.isStaff ? user : null
}

export async function hubEntries(lang: Locale, formId: number): Promise<HubEntries | 'forbidden' | 'not-found'> {
  if (!(await editorOf(getRequest()))) return 'forbidden'
  const db = await getDb()
  const data = await listEntries(db, lang, formId)
  const [form] = await db.select({ retentionMonths: forms.retentionMonths }).from(forms).where(eq(forms.id, formId)).limit(1)
  if (!data || !form) return 'not-found'
  return { ...data, form: { ...data.form, retentionMonths: form.retentionMonths }, entries: data.entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) }
}

const forbidden = () => new Response('403', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
const missing = () => new Response('404', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** An entry's file, always as a download: never shown inline, never sniffed by the browser. */
export async function entryFileResponse(request: Request, fileId: number): Promise<Response> {
  if (!(await editorOf(request))) return forbidden()
  const file = Number.isSafeInteger(fileId) && fileId > 0 ? await readEntryFile(await getDb(), fileId) : null
  if (!file) return missing()
  return new Response(new Uint8Array(file.data), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': disposition(file.name),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  })
}

export async function entriesCsvResponse(request: Request, formId: number, lang: Locale): Promise<Response> {
  if (!(await editorOf(request))) return forbidden()
  const data = Number.isSafeInteger(formId) && formId > 0 ? await listEntries(await getDb(), lang, formId) : null
  if (!data) return missing()
  const date = new Date().toISOString().slice(0, 10)
  return new Response(entriesCsv(data, lang), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': disposition(`${data.form.title}-${date}.csv`),
      'cache-control': 'private, no-store',
    },
  })
}
