import type { Locale } from '~/contract/shared'
import { HttpError, PayloadTooLargeError } from '~/server/api/http-error'
import { m } from '~/server/i18n.server'
import { getSessionUser, readSessionToken } from '~/server/auth/session.server'
import { getDb } from '~/server/db/client.server'
import { BODY_LIMITS, bodyLimitFor } from './limits'
import { hasNulByte } from './public-errors'

/** Reads at most `limit` bytes; a longer body fails with 413 however it is sent (chunked or with a false length). */
export async function readLimitedBytes(request: Request, limit: number, lang: Locale): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new PayloadTooLargeError(m.error_payload_too_large({}, { locale: lang }))
  if (!request.body) return new Uint8Array(new ArrayBuffer(0))
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw new PayloadTooLargeError(m.error_payload_too_large({}, { locale: lang }))
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(new ArrayBuffer(total))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

export async function readJsonBody(request: Request, lang: Locale): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new HttpError(415, m.error_bad_request({}, { locale: lang }))
  const bytes = await readLimitedBytes(request, BODY_LIMITS.json, lang)
  const text = new TextDecoder().decode(bytes)
  // no text column takes a NUL character, written or escaped
  if (hasNulByte(text) || /\\u0000/i.test(text)) throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
  }
}

async function hasEditorSession(request: Request): Promise<boolean> {
  const token = readSessionToken(request)
  return token !== undefined && (await getSessionUser(await getDb(), token)) !== null
}

export async function readMultipartBody(request: Request, lang: Locale): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) throw new HttpError(415, m.error_bad_request({}, { locale: lang }))
  const pathname = new URL(request.url).pathname
  // form uploads take one document; the media library's editors more (checked against the session before the body
  // is read, so that a visitor cannot make the server hold 50 MB for an upload it will refuse)
  const limit = pathname.endsWith('/api/media/upload/') ? bodyLimitFor(pathname, await hasEditorSession(request)) : BODY_LIMITS.upload
  const bytes = await readLimitedBytes(request, limit, lang)
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
  }
}
