import * as v from 'valibot'
import { defineEndpoint, defineUploadEndpoint } from './endpoint'
import { NullableString, PageNumber, paged } from './shared'

// The media library and the editor's pickers (link finder, event picker, venue picker): editors only.

export const MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const
export const MediaKindSchema = v.picklist(MEDIA_KINDS)
export type MediaKindName = (typeof MEDIA_KINDS)[number]

/**
 * A tag of the library: trimmed, inner spaces single, lower case, 1 to 40 characters, no commas or control
 * characters (an address's `?tag=`, a body's tags: the same rule).
 */
export const MediaTag = v.pipe(
  v.string(),
  v.transform((text) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de')),
  v.minLength(1),
  v.maxLength(40),
  // eslint-disable-next-line no-control-regex
  v.regex(/^[^,\u0000-\u001f\u007f]+$/),
)
export const MEDIA_BULK_MAX = 100

export const MediaItem = v.object({
  id: v.number(),
  kind: MediaKindSchema,
  name: v.string(),
  mime: v.string(),
  /** bytes of the stored file; null for a linked item */
  size: v.nullable(v.number()),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  alt_de: v.string(),
  alt_en: v.string(),
  /** an image without any alt text yet (uploaded with several files at once) */
  alt_missing: v.boolean(),
  /** its tags, alphabetically */
  tags: v.array(v.string()),
  credits: v.string(),
  focal_x: v.number(),
  focal_y: v.number(),
  created_at: v.string(),
  /** the stored file, or for a linked item the address it stands for (decision 0036) */
  url: v.string(),
  /** a linked item: the content's address it stands for; it has no stored file, renditions or focal crops */
  linked: v.boolean(),
  /** a small image for the library's grid (images only) */
  preview: NullableString,
  /** image renditions by name (large, medium, small, landscape, portrait, hero, logo), WebP */
  renditions: v.record(v.string(), v.string()),
})
export type MediaItem = v.InferOutput<typeof MediaItem>

/** What can use a library image (the record types and places of `contentImageUses`). */
export const MEDIA_USE_KINDS = ['page', 'container', 'event', 'production', 'article', 'person', 'venue', 'series', 'event-teaser', 'sponsor', 'settings'] as const
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number]

/** A place that uses an item: its title in the asked language (the other's where it has none), a page's language and path. */
export const MediaUse = v.object({
  kind: v.picklist(MEDIA_USE_KINDS),
  id: v.number(),
  title: v.string(),
  locale: NullableString,
  path: NullableString,
})
export type MediaUse = v.InferOutput<typeof MediaUse>

const ShortText = v.pipe(v.string(), v.maxLength(500))
const Focal = v.pipe(v.number(), v.minValue(0), v.maxValue(1))
const SearchText = v.pipe(v.string(), v.trim(), v.maxLength(200))
/** YYYY-MM-DD */
const IsoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a date'),
)

export const LINK_TARGET_TYPES = ['page', 'event', 'production', 'article', 'person', 'venue', 'series'] as const
export const LinkTarget = v.object({
  type: v.picklist(LINK_TARGET_TYPES),
  id: v.number(),
  /** the title in the asked language, and in the other one */
  title: v.string(),
  title_other: v.string(),
  /** the internal path in the asked language */
  path: v.string(),
  detail: NullableString,
})
export type LinkTarget = v.InferOutput<typeof LinkTarget>

export const EventPick = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: NullableString,
  date_start: v.string(),
  venue: NullableString,
  status: v.string(),
  path: v.string(),
})
export type EventPick = v.InferOutput<typeof EventPick>

export const VenuePick = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  street: NullableString,
  postcode: NullableString,
  city: NullableString,
  image: NullableString,
  phone: NullableString,
  website: NullableString,
})
export type VenuePick = v.InferOutput<typeof VenuePick>

export const mediaEndpoints = {
  mediaList: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/media/',
    query: v.object({
      q: v.optional(SearchText),
      kind: v.optional(MediaKindSchema),
      tag: v.optional(MediaTag),
      /** `missing`: only the images without alt text */
      alt: v.optional(v.picklist(['missing'])),
      page: v.optional(PageNumber),
    }),
    response: paged(MediaItem),
  }),
  // the fixed paths before mediaDetail's /media/{id}/
  mediaTags: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/media/tags/',
    response: v.object({ tags: v.array(v.object({ name: v.string(), count: v.number() })) }),
  }),
  mediaBulkTags: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/media/bulk/tags/',
    body: v.object({
      ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(MEDIA_BULK_MAX)),
      add: v.optional(v.pipe(v.array(MediaTag), v.maxLength(20)), []),
      remove: v.optional(v.pipe(v.array(MediaTag), v.maxLength(20)), []),
    }),
    response: v.object({ items: v.array(MediaItem) }),
  }),
  mediaBulkAlt: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/media/bulk/alt/',
    body: v.object({
      items: v.pipe(v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), alt_de: ShortText, alt_en: ShortText })), v.minLength(1), v.maxLength(MEDIA_BULK_MAX)),
    }),
    response: v.object({ items: v.array(MediaItem) }),
  }),
  // before mediaUpdate: both are POSTs under /media/
  mediaUpload: defineUploadEndpoint({ path: '/{lang}/api/media/upload/', response: MediaItem }),
  mediaDetail: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/media/{id}/',
    response: v.object({ item: MediaItem, uses: v.array(MediaUse) }),
  }),
  mediaUpdate: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/media/{id}/',
    body: v.object({
      alt_de: v.optional(ShortText),
      alt_en: v.optional(ShortText),
      credits: v.optional(ShortText),
      focal_x: v.optional(Focal),
      focal_y: v.optional(Focal),
    }),
    response: MediaItem,
  }),
  mediaDelete: defineEndpoint({
    method: 'DELETE',
    path: '/{lang}/api/media/{id}/',
    response: v.object({ deleted: v.boolean() }),
  }),
  linkFinder: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/link-finder/',
    query: v.object({ q: v.pipe(SearchText, v.minLength(1)), type: v.optional(v.picklist(LINK_TARGET_TYPES)) }),
    response: v.object({ results: v.array(LinkTarget) }),
  }),
  eventPicker: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/event-picker/',
    query: v.object({
      q: v.optional(SearchText),
      from: v.optional(IsoDate),
      to: v.optional(IsoDate),
      ids: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}(,\d{1,10}){0,49}$/))),
      page: v.optional(PageNumber),
    }),
    response: paged(EventPick),
  }),
  venuePicker: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/venue-picker/',
    query: v.object({ q: v.optional(SearchText) }),
    response: v.object({ results: v.array(VenuePick) }),
  }),
}
