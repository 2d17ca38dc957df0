import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { media, mediaTags, type Media, type MediaKind } from '~/server/db/schema'
import { FileRejected, type FileRejectedReason } from '~/server/files/errors'
import { reencodeImage } from '~/server/files/images.server'
import { sniffFileType } from '~/server/files/sniff'
import { deleteStoredFile, scanForMalware, storeFile } from '~/server/files/store.server'
import { mediaPaths } from '~/features/media/media-paths'
import type { MediaItem, MediaUse } from '~/contract/media'
import { imageUsesOf } from './content-images.server'
import { m } from '~/server/i18n.server'
import { removeRenditions } from './renditions.server'

// The media library (images, video, audio, PDF): uploads are typed by their bytes, capped by kind, images are
// re-encoded (metadata and smuggled bytes gone), everything is scanned when a scanner is installed and stored
// outside the web root under a generated name.

/** The most an upload of each kind may weigh. The request body limit (`BODY_LIMITS.media`) is the largest. */
export const MEDIA_SIZE_LIMITS: Record<MediaKind, number> = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  audio: 30 * 1024 * 1024,
  video: 50 * 1024 * 1024,
}

/** Images are kept at most this wide; renditions are made from it. */
export const MAX_STORED_IMAGE_WIDTH = 4000

export type MediaRejectedReason = FileRejectedReason | 'alt-missing'

/** An upload or edit the library refuses; the handler says why in the editor's language. */
export class MediaRejected extends Error {
  constructor(readonly reason: MediaRejectedReason) {
    super(reason)
    this.name = 'MediaRejected'
  }
}

export type MediaTexts = { altDe: string; altEn: string; credits: string }
export type FocalPoint = { x: number; y: number }

function isMediaKind(kind: string): kind is MediaKind {
  return kind === 'image' || kind === 'video' || kind === 'audio' || kind === 'pdf'
}

function clampFocal(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, Math.round(value * 1000) / 1000)) : 0.5
}

/** A file name as shown to editors: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const unsafe = /[\u0000-\u001f\u007f"]/g
  const cleaned = base.replace(unsafe, '').trim().slice(0, 200)
  return cleaned || 'file'
}

/**
 * Checks, re-encodes and stores an upload and records it in the library. Throws `MediaRejected` for anything it
 * refuses (empty, too large, type not allowed, unreadable, too many pixels, infected, an image without alt text).
 */
export async function addMedia(
  db: Db,
  upload: { bytes: Uint8Array; name: string; texts: MediaTexts; focal?: FocalPoint; userId: number | null; altLater?: boolean },
): Promise<Media> {
  const { bytes } = upload
  if (bytes.byteLength === 0) throw new MediaRejected('empty')
  const sniffed = sniffFileType(bytes.subarray(0, 4096))
  if (!sniffed || !isMediaKind(sniffed.kind)) throw new MediaRejected('type-not-allowed')
  const kind = sniffed.kind
  if (bytes.byteLength > MEDIA_SIZE_LIMITS[kind]) throw new MediaRejected('too-large')
  const altDe = upload.texts.altDe.trim()
  const altEn = upload.texts.altEn.trim()
  // several files at once (the drop zone) may bring their alt texts later: they are marked as missing one
  if (kind === 'image' && !altDe && !altEn && !upload.altLater) throw new MediaRejected('alt-missing')

  let data: Uint8Array = bytes
  let mime = sniffed.mime
  let ext = sniffed.ext
  let width: number | null = null
  let height: number | null = null
  if (kind === 'image') {
    try {
      const image = await reencodeImage(bytes, { maxWidth: MAX_STORED_IMAGE_WIDTH })
      ;({ data, mime, ext, width, height } = image)
    } catch (error) {
      if (error instanceof FileRejected) throw new MediaRejected(error.reason)
      throw error
    }
  }
  if ((await scanForMalware(data)) === 'infected') throw new MediaRejected('infected')

  const stored = await storeFile('media', data, ext)
  try {
    const [row] = await db
      .insert(media)
      .values({
        kind,
        storageKey: stored.key,
        originalName: cleanFileName(upload.name),
        mime,
        size: stored.size,
        width,
        height,
        altDe,
        altEn,
        credits: upload.texts.credits.trim(),
        focalX: clampFocal(upload.focal?.x ?? 0.5),
        focalY: clampFocal(upload.focal?.y ?? 0.5),
        createdBy: upload.userId,
      })
      .returning()
    if (!row) throw new Error('media insert returned nothing')
    return row
  } catch (error) {
    await deleteStoredFile('media', stored.key)
    throw error
  }
}

export async function getMedia(db: Db, id: number): Promise<Media | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  return row ?? null
}

export type MediaListQuery = { q?: string; kind?: MediaKind; tag?: string; altMissing?: boolean; page?: number; pageSize?: number }

/** An image neither of whose alt texts is filled in (it arrived with several files at once). */
export function isAltMissing(row: Pick<Media, 'kind' | 'altDe' | 'altEn'>): boolean {
  return row.kind === 'image' && !row.altDe.trim() && !row.altEn.trim()
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Newest first; `q` searches file name, alt texts, credits and a linked item's address; `tag` keeps the items with that tag, `altMissing` the images without alt text. */
export async function listMedia(db: Db, query: MediaListQuery): Promise<{ count: number; rows: Media[]; page: number; pageSize: number }> {
  const pageSize = Math.min(100, Math.max(1, query.pageSize ?? 24))
  const page = Math.max(1, query.page ?? 1)
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(media.kind, query.kind))
  if (query.tag) conditions.push(sql`EXISTS (SELECT 1 FROM ${mediaTags} WHERE ${mediaTags.mediaId} = ${media.id} AND ${mediaTags.tag} = ${query.tag})`)
  if (query.altMissing) conditions.push(sql`${media.kind} = 'image' AND btrim(${media.altDe}) = '' AND btrim(${media.altEn}) = ''`)
  const q = query.q?.trim()
  if (q) {
    const pattern = `%${escapeLike(q)}%`
    const search = or(ilike(media.originalName, pattern), ilike(media.altDe, pattern), ilike(media.altEn, pattern), ilike(media.credits, pattern), ilike(media.sourceUrl, pattern))
    if (search) conditions.push(search)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(media)
    .where(where)
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return { count: counted?.count ?? 0, rows, page, pageSize }
}

export type MediaPatch = Partial<MediaTexts> & { focal?: FocalPoint }

/** Changes alt texts, credits and focal point; an image keeps at least one alt text. Null when unknown. */
export async function updateMedia(db: Db, id: number, patch: MediaPatch): Promise<Media | null> {
  const current = await getMedia(db, id)
  if (!current) return null
  const altDe = patch.altDe !== undefined ? patch.altDe.trim() : current.altDe
  const altEn = patch.altEn !== undefined ? patch.altEn.trim() : current.altEn
  if (current.kind === 'image' && !altDe && !altEn) throw new MediaRejected('alt-missing')
  const [row] = await db
    .update(media)
    .set({
      altDe,
      altEn,
      credits: patch.credits !== undefined ? patch.credits.trim() : current.credits,
      focalX: patch.focal ? clampFocal(patch.focal.x) : current.focalX,
      focalY: patch.focal ? clampFocal(patch.focal.y) : current.focalY,
      updatedAt: new Date(),
    })
    .where(eq(media.id, id))
    .returning()
  return row ?? null
}

/** The tags of each of `ids`, alphabetically (an item without tags is missing from the map). */
export async function tagsOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>()
  if (ids.length === 0) return found
  const rows = await db.select().from(mediaTags).where(inArray(mediaTags.mediaId, ids)).orderBy(asc(mediaTags.tag))
  for (const row of rows) found.set(row.mediaId, [...(found.get(row.mediaId) ?? []), row.tag])
  return found
}

/** Every tag in use with how many items carry it, alphabetically. */
export async function listMediaTags(db: Db): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: mediaTags.tag, count: sql<number>`count(*)::int` })
    .from(mediaTags)
    .groupBy(mediaTags.tag)
    .orderBy(asc(mediaTags.tag))
}

/**
 * Adds and removes tags (already normalized: `MediaTag` of the contract) on several items in one transaction.
 * Returns the items that exist, in the asked order; unknown ids are left out.
 */
export async function tagMedia(db: Db, ids: number[], change: { add: string[]; remove: string[] }): Promise<Media[]> {
  return db.transaction(async (tx) => {
    const rows = ids.length > 0 ? await tx.select().from(media).where(inArray(media.id, ids)) : []
    const known = rows.map((row) => row.id)
    if (known.length === 0) return []
    if (change.remove.length > 0) await tx.delete(mediaTags).where(and(inArray(mediaTags.mediaId, known), inArray(mediaTags.tag, change.remove)))
    const added = known.flatMap((mediaId) => change.add.filter((tag) => !change.remove.includes(tag)).map((tag) => ({ mediaId, tag })))
    if (added.length > 0) await tx.insert(mediaTags).values(added).onConflictDoNothing()
    const byId = new Map(rows.map((row) => [row.id, row]))
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
  })
}

export type AltRow = { id: number; altDe: string; altEn: string }
export type AltRowProblem = 'not-found' | 'alt-missing'

/**
 * Saves the alt texts of several items at once, all or none: a row naming an unknown item, or emptying both alt
 * texts of an image that has one, is refused with the others kept unwritten. A row left empty for an image that
 * has none yet changes nothing (it stays marked as missing).
 */
export async function updateMediaAlts(db: Db, rows: AltRow[]): Promise<{ ok: true; rows: Media[] } | { ok: false; problems: Map<number, AltRowProblem> }> {
  return db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id)
    const current = ids.length > 0 ? await tx.select().from(media).where(inArray(media.id, ids)) : []
    const byId = new Map(current.map((row) => [row.id, row]))
    const problems = new Map<number, AltRowProblem>()
    for (const row of rows) {
      const found = byId.get(row.id)
      if (!found) problems.set(row.id, 'not-found')
      else if (found.kind === 'image' && !row.altDe.trim() && !row.altEn.trim() && !isAltMissing(found)) problems.set(row.id, 'alt-missing')
    }
    if (problems.size > 0) return { ok: false, problems }
    const saved: Media[] = []
    for (const row of rows) {
      const altDe = row.altDe.trim()
      const altEn = row.altEn.trim()
      const found = byId.get(row.id)
      if (!found || (found.altDe === altDe && found.altEn === altEn)) {
        if (found) saved.push(found)
        continue
      }
      const [updated] = await tx.update(media).set({ altDe, altEn, updatedAt: new Date() }).where(eq(media.id, row.id)).returning()
      if (updated) saved.push(updated)
    }
    return { ok: true, rows: saved }
  })
}

/** Where a media item is used (`contentImageUses`), titles in `lang`, the other language's where one is missing. */
export async function mediaUsage(db: Db, id: number, lang: 'de' | 'en' = 'de'): Promise<MediaUse[]> {
  const item = await getMedia(db, id)
  const uses = await imageUsesOf(db, { id, sourceUrl: item?.sourceUrl ?? null })
  return uses.map((use) => ({
    kind: use.kind,
    id: use.id,
    // the settings' "title" is the venue's name (a logo's alt text); the editor looks for the screen's name
    title: use.kind === 'settings' ? m.hub_nav_settings({}, { locale: lang }) : (lang === 'de' ? use.titleDe || use.titleEn : use.titleEn || use.titleDe).trim(),
    locale: use.locale,
    path: use.path,
  }))
}

/** Deletes an unused item with its file and renditions; refuses (returns its uses) while anything uses it. */
export async function deleteMedia(db: Db, id: number, lang: 'de' | 'en' = 'de'): Promise<{ deleted: boolean; uses: MediaUse[] } | null> {
  const current = await getMedia(db, id)
  if (!current) return null
  const uses = await mediaUsage(db, id, lang)
  if (uses.length > 0) return { deleted: false, uses }
  await db.delete(media).where(eq(media.id, id))
  // a linked item stands for an address it does not own: there is no file to remove
  if (current.storageKey !== null) {
    await deleteStoredFile('media', current.storageKey)
    await removeRenditions(id)
  }
  return { deleted: true, uses: [] }
}

/** An item as the contract gives it: its file, a preview, the image renditions the pickers store, and its tags. */
export function toMediaItem(row: Media, tags: string[] = []): MediaItem {
  if (row.sourceUrl !== null) return toLinkedItem(row, row.sourceUrl, tags)
  const ext = (row.storageKey ?? '').split('.').pop() || 'bin'
  const focal = { x: row.focalX, y: row.focalY }
  const renditions: Record<string, string> =
    row.kind === 'image'
      ? {
          small: mediaPaths.width(row.id, 400),
          medium: mediaPaths.width(row.id, 800),
          large: mediaPaths.width(row.id, 1240),
          xlarge: mediaPaths.width(row.id, 2400),
          landscape: mediaPaths.crop(row.id, 'landscape', focal),
          portrait: mediaPaths.crop(row.id, 'portrait', focal),
          hero: mediaPaths.crop(row.id, 'hero', focal),
          logo: mediaPaths.crop(row.id, 'logo', focal),
        }
      : {}
  return {
    ...describedItem(row, tags),
    size: row.size,
    url: mediaPaths.file(row.id, ext),
    linked: false,
    preview: row.kind === 'image' ? mediaPaths.width(row.id, 400) : null,
    renditions,
  }
}

/** A linked item hands out the address it stands for, so a picked one stores exactly what the content already shows. */
function toLinkedItem(row: Media, sourceUrl: string, tags: string[]): MediaItem {
  return { ...describedItem(row, tags), size: null, url: sourceUrl, linked: true, preview: row.kind === 'image' ? sourceUrl : null, renditions: {} }
}

/** What every item says of itself, stored or linked: its name, type, size in pixels, alt texts, credits, focal point and tags. */
function describedItem(row: Media, tags: string[]) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    mime: row.mime,
    width: row.width,
    height: row.height,
    alt_de: row.altDe,
    alt_en: row.altEn,
    alt_missing: isAltMissing(row),
    tags,
    credits: row.credits,
    focal_x: row.focalX,
    focal_y: row.focalY,
    created_at: row.createdAt.toISOString(),
  }
}
