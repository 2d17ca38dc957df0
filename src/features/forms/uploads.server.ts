import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { tempUploads } from '~/server/db/schema'
import type { TempUpload } from '~/server/db/schema'
import { FileRejected } from '~/server/files/errors'
import type { FileRejectedReason } from '~/server/files/errors'
import { VISITOR_MAX_PIXELS, reencodeImage } from '~/server/files/images.server'
import { sniffFileType } from '~/server/files/sniff'
import { deleteStoredFile, scanForMalware, storeFile } from '~/server/files/store.server'
import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import { UsageQuota } from '~/server/http/rate-limit'
import { DEFAULT_FILE_KINDS, MAX_FILE_BYTES } from './forms.shared'
import type { FileKind } from './forms.shared'

/** Temporary uploads that no entry claims are removed after a day. */
export const TEMP_UPLOAD_HOURS = 24

/**
 * What anonymous visitors may upload in an hour: per visitor (cookie) a handful of forms' worth, per address (or
 * IPv6 /64; a visitor cookie is free to mint) a few visitors' worth. Every upload counts, refused ones too: each was
 * read and checked.
 */
export const UPLOAD_QUOTA = {
  windowMs: 3600_000,
  visitor: { count: 20, bytes: 40 * 1024 * 1024 },
  address: { count: 60, bytes: 120 * 1024 * 1024 },
} as const

const visitorUploads = new UsageQuota(UPLOAD_QUOTA.visitor, UPLOAD_QUOTA.windowMs)
const addressUploads = new UsageQuota(UPLOAD_QUOTA.address, UPLOAD_QUOTA.windowMs)

/** Counts an upload of `bytes` against the visitor's and the address's hourly quota; throws FileRejected('over-quota'). */
export function takeUploadQuota(visitorKey: string, addressKey: string, bytes: number, now = Date.now()): void {
  // loopback (the server's own tests and tools) is not limited per address, as elsewhere
  const limitAddress = addressKey !== 'unknown' && addressKey !== '::1' && !addressKey.startsWith('127.')
  if (limitAddress && !addressUploads.take(addressKey, bytes, now).ok) throw new FileRejected('over-quota')
  if (!visitorUploads.take(visitorKey, bytes, now).ok) throw new FileRejected('over-quota')
}

export interface AcceptedUpload {
  id: string
  name: string
  size: number
}

/** The visitor's name for the file, without any path, with the extension its content really has. */
export function storedName(original: string, ext: string): string {
  const visible = [...(original.split(/[\\/]/).pop() ?? '')].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(char)).join('')
  const base = visible
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 120)
  return `${base || 'datei'}.${ext}`
}

/**
 * Checks an uploaded file and keeps it as a temporary upload of this visitor: size cap, type by content against
 * the field's allowed kinds, images re-encoded (nothing but pixels survives), a malware scan when ClamAV is there.
 * Throws FileRejected; nothing is stored then.
 */
export async function acceptUpload(
  db: Db,
  input: { bytes: Uint8Array; name: string; kinds?: readonly FileKind[]; visitorKey: string; maxBytes?: number; now?: Date },
): Promise<AcceptedUpload> {
  const { bytes } = input
  if (bytes.byteLength === 0) throw new FileRejected('empty')
  if (bytes.byteLength > (input.maxBytes ?? MAX_FILE_BYTES)) throw new FileRejected('too-large')
  const sniffed = sniffFileType(bytes)
  const kinds = input.kinds ?? DEFAULT_FILE_KINDS
  if (!sniffed || !kinds.includes(sniffed.kind)) throw new FileRejected('type-not-allowed', sniffed?.mime)
  let data: Uint8Array = bytes
  let mime = sniffed.mime
  let ext = sniffed.ext
  if (sniffed.kind === 'image') {
    const image = await reencodeImage(bytes, { maxWidth: 4000, maxPixels: VISITOR_MAX_PIXELS })
    data = image.data
    mime = image.mime
    ext = image.ext
  }
  if ((await scanForMalware(data)) === 'infected') throw new FileRejected('infected')
  const stored = await storeFile('temp', data, ext)
  const now = input.now ?? new Date()
  try {
    const [row] = await db
      .insert(tempUploads)
      .values({
        originalName: storedName(input.name, ext),
        contentType: mime,
        size: stored.size,
        storagePath: stored.key,
        sessionKey: input.visitorKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TEMP_UPLOAD_HOURS * 3600_000),
      })
      .returning()
    if (!row) throw new Error('temp upload not stored')
    return { id: row.id, name: row.originalName, size: row.size }
  } catch (error) {
    await deleteStoredFile('temp', stored.key)
    throw error
  }
}

/** The visitor's own unexpired temporary uploads among `ids`. */
export async function findOwnUploads(db: Db, ids: readonly string[], visitorKey: string, now = new Date()): Promise<TempUpload[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(tempUploads)
    .where(and(inArray(tempUploads.id, [...ids]), eq(tempUploads.sessionKey, visitorKey), gt(tempUploads.expiresAt, now)))
}

/** Removes expired temporary uploads and their files; returns how many went. */
export async function sweepExpiredUploads(db: Db, now = new Date()): Promise<number> {
  const expired = await db.delete(tempUploads).where(lt(tempUploads.expiresAt, now)).returning({ key: tempUploads.storagePath })
  for (const { key } of expired) await deleteStoredFile('temp', key)
  return expired.length
}

/** The visitor's text for a refused file, in their language. */
export function rejectionMessage(reason: FileRejectedReason, lang: Locale): string {
  const locale = { locale: lang }
  switch (reason) {
    case 'empty':
      return m.forms_file_empty({}, locale)
    case 'too-large':
      return m.forms_file_too_large({ max: `${MAX_FILE_BYTES / 1024 / 1024} MB` }, locale)
    case 'type-not-allowed':
      return m.forms_file_type({}, locale)
    case 'unreadable':
      return m.forms_file_unreadable({}, locale)
    case 'too-many-pixels':
      return m.forms_file_too_many_pixels({}, locale)
    case 'infected':
      return m.forms_file_infected({}, locale)
    case 'over-quota':
      return m.security_upload_quota({}, locale)
  }
}

let sweeping: ReturnType<typeof setInterval> | undefined

/** Starts the hourly sweep of unclaimed temporary uploads once per process (with the server, see src/server.ts). */
export function startTempUploadSweep(getDb: () => Promise<Db>): void {
  if (sweeping) return
  const run = () =>
    getDb()
      .then((db) => sweepExpiredUploads(db))
      .then((count) => {
        if (count > 0) console.info(`[forms] removed ${count} unclaimed temporary upload(s)`)
      })
      .catch((error: unknown) => console.error('[forms] temporary upload sweep failed', error))
  sweeping = setInterval(run, 3600_000)
  sweeping.unref()
  setTimeout(run, 60_000).unref()
}
