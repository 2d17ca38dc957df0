import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import { m } from '~/server/i18n.server'
import type { SessionUser } from '~/server/auth/session.server'
import { mediaUsePlace } from '~/features/media/media-uses'
import {
  addMedia,
  deleteMedia,
  getMedia,
  listMedia,
  listMediaTags,
  MediaRejected,
  mediaUsage,
  tagMedia,
  tagsOf,
  toMediaItem,
  updateMedia,
  updateMediaAlts,
} from '~/server/media/library.server'
import type { Media } from '~/server/db/schema'
import type { Db } from '~/server/db/client.server'
import type { MediaRejectedReason } from '~/server/media/library.server'
import { findLinkTargets, pickEvents, pickVenues, EVENT_PICKER_PAGE_SIZE } from '~/server/media/pickers.server'
import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { parseRouteIdParam } from './params'

// The media library and the editor's pickers: editors only (checked here on the server); CSRF is the pipeline's.

async function requireEditor(user: () => Promise<SessionUser | null>, lang: Locale): Promise<SessionUser> {
  const found = await user()
  if (!found) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
  return found
}

export function rejectionMessage(reason: MediaRejectedReason, lang: Locale): string {
  const locale = { locale: lang }
  switch (reason) {
    case 'empty':
      return m.media_error_empty({}, locale)
    case 'too-large':
      return m.media_error_too_large({}, locale)
    case 'type-not-allowed':
      return m.media_error_type({}, locale)
    case 'unreadable':
      return m.media_error_unreadable({}, locale)
    case 'too-many-pixels':
      return m.media_error_too_many_pixels({}, locale)
    case 'infected':
      return m.media_error_infected({}, locale)
    case 'alt-missing':
      return m.media_error_alt_missing({}, locale)
    case 'over-quota':
      return m.security_upload_quota({}, locale)
  }
}

function rejected(error: unknown, lang: Locale): never {
  if (error instanceof MediaRejected) {
    const message = rejectionMessage(error.reason, lang)
    const field = error.reason === 'alt-missing' ? 'alt_de' : 'file'
    throw new HttpError(error.reason === 'too-large' ? 413 : 400, message, { [field]: [message] })
  }
  throw error
}

/** The contract's items with their tags. */
async function withTags(db: Db, rows: Media[]) {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toMediaItem(row, tags.get(row.id) ?? []))
}

const TextPart = v.optional(v.pipe(v.string(), v.maxLength(500)), '')
const FocalPart = v.optional(v.pipe(v.string(), v.regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/), v.transform(Number)))
const UploadParts = v.object({ alt_de: TextPart, alt_en: TextPart, credits: TextPart, focal_x: FocalPart, focal_y: FocalPart, alt_later: v.optional(v.literal('1')) })

function pageLink(page: number, count: number, pageSize: number, direction: 1 | -1): string | null {
  const target = page + direction
  if (target < 1 || (target - 1) * pageSize >= count) return null
  return `?page=${target}`
}

export const mediaHandlers = defineHandlers({
  mediaList: async ({ db, lang, query, user }) => {
    await requireEditor(user, lang)
    const { count, rows, page, pageSize } = await listMedia(db, { q: query.q, kind: query.kind, tag: query.tag, altMissing: query.alt === 'missing', page: query.page })
    return { count, next: pageLink(page, count, pageSize, 1), previous: pageLink(page, count, pageSize, -1), results: await withTags(db, rows) }
  },

  mediaTags: async ({ db, lang, user }) => {
    await requireEditor(user, lang)
    return { tags: await listMediaTags(db) }
  },

  mediaBulkTags: async ({ db, lang, body, user }) => {
    await requireEditor(user, lang)
    const rows = await tagMedia(db, body.ids, { add: body.add, remove: body.remove })
    return { items: await withTags(db, rows) }
  },

  mediaBulkAlt: async ({ db, lang, body, user }) => {
    await requireEditor(user, lang)
    const ids = body.items.map((item) => item.id)
    if (new Set(ids).size !== ids.length) throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
    const result = await updateMediaAlts(
      db,
      body.items.map((item) => ({ id: item.id, altDe: item.alt_de, altEn: item.alt_en })),
    )
    if (!result.ok) {
      const locale = { locale: lang }
      const errors: Record<string, string[]> = {}
      for (const [id, problem] of result.problems) errors[String(id)] = [problem === 'alt-missing' ? m.media_error_alt_missing({}, locale) : m.media_error_not_found({}, locale)]
      throw new HttpError(400, m.media_bulk_alt_refused({ count: String(result.problems.size) }, locale), errors)
    }
    return { items: await withTags(db, result.rows) }
  },

  mediaUpload: async ({ db, lang, body, user }) => {
    const editor = await requireEditor(user, lang)
    const file = body.get('file')
    if (!(file instanceof File)) {
      const message = m.media_error_no_file({}, { locale: lang })
      throw new HttpError(400, message, { file: [message] })
    }
    const texts: Record<string, string> = {}
    for (const key of ['alt_de', 'alt_en', 'credits', 'focal_x', 'focal_y', 'alt_later']) {
      const part = body.get(key)
      if (typeof part === 'string' && part !== '') texts[key] = part
    }
    const parts = v.safeParse(UploadParts, texts)
    if (!parts.success) throw new HttpError(400, m.error_bad_request({}, { locale: lang }))
    const { alt_de, alt_en, credits, focal_x, focal_y, alt_later } = parts.output
    try {
      const row = await addMedia(db, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file.name,
        texts: { altDe: alt_de, altEn: alt_en, credits },
        focal: { x: focal_x ?? 0.5, y: focal_y ?? 0.5 },
        userId: editor.id,
        altLater: alt_later === '1',
      })
      return toMediaItem(row)
    } catch (error) {
      return rejected(error, lang)
    }
  },

  mediaDetail: async ({ db, lang, params, user }) => {
    await requireEditor(user, lang)
    const id = parseRouteIdParam(params.id, lang)
    const row = await getMedia(db, id)
    if (!row) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    const [item] = await withTags(db, [row])
    if (!item) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    return { item, uses: await mediaUsage(db, id, lang) }
  },

  mediaUpdate: async ({ db, lang, params, body, user }) => {
    await requireEditor(user, lang)
    const id = parseRouteIdParam(params.id, lang)
    const focal = body.focal_x !== undefined || body.focal_y !== undefined ? { x: body.focal_x ?? 0.5, y: body.focal_y ?? 0.5 } : undefined
    try {
      const row = await updateMedia(db, id, { altDe: body.alt_de, altEn: body.alt_en, credits: body.credits, focal })
      if (!row) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
      const [item] = await withTags(db, [row])
      return item ?? toMediaItem(row)
    } catch (error) {
      return rejected(error, lang)
    }
  },

  mediaDelete: async ({ db, lang, params, user }) => {
    await requireEditor(user, lang)
    const result = await deleteMedia(db, parseRouteIdParam(params.id, lang), lang)
    if (!result) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    if (!result.deleted) {
      const places = result.uses.map((use) => mediaUsePlace(use, lang)).join(', ')
      throw new HttpError(409, m.media_error_in_use({ places }, { locale: lang }))
    }
    return { deleted: true }
  },

  linkFinder: async ({ db, lang, query, user }) => {
    await requireEditor(user, lang)
    return { results: await findLinkTargets(db, lang, query.q, query.type) }
  },

  eventPicker: async ({ db, lang, query, user }) => {
    await requireEditor(user, lang)
    const page = query.page ?? 1
    const ids = query.ids ? query.ids.split(',').map(Number) : undefined
    const { count, results } = await pickEvents(db, lang, { q: query.q, from: query.from, to: query.to, ids, page })
    return { count, next: pageLink(page, count, EVENT_PICKER_PAGE_SIZE, 1), previous: pageLink(page, count, EVENT_PICKER_PAGE_SIZE, -1), results }
  },

  venuePicker: async ({ db, lang, query, user }) => {
    await requireEditor(user, lang)
    return { results: await pickVenues(db, lang, query.q) }
  },
})
