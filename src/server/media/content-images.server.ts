import { sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { rawRows } from '~/server/db/client.server'
import { media, type NewMedia } from '~/server/db/schema'
import { MEDIA_USE_KINDS, type MediaUseKind } from '~/contract/media'
import { mediaPaths } from '~/features/media/media-paths'
import { slugify } from '~/lib/slugify'
import { artworkSize, parseArtworkUrl } from './artwork.server'

// Every image the content uses, in one query (decision 0036): the image columns of the record types, the page and
// container modules' JSON (any `image` key and any `image_obj.url`, at any depth, published and draft), the pages'
// share images, the site's logo and share image, and the sponsors' logos. The library's "used in", its delete
// refusal and the import of images the library does not know yet all read it, so a new image column is added here once.

const IMAGE_KEYS = sql.raw(`'strict $.**.image'`)
const IMAGE_OBJ_URLS = sql.raw(`'strict $.**.image_obj.url'`)

/** One row per place and image address: what uses it (kind, id, its titles in both languages, a page's language and path). */
const contentImageUses: SQL = sql`
  SELECT 'page' AS kind, pt.page_id AS id, CASE WHEN pt.locale = 'de' THEN pt.title END AS title_de, CASE WHEN pt.locale = 'en' THEN pt.title END AS title_en,
         pt.locale::text AS locale, pt.path AS path, img #>> '{}' AS url
    FROM page_translations pt,
         LATERAL (SELECT jsonb_path_query(pt.modules, ${IMAGE_KEYS}) UNION ALL SELECT jsonb_path_query(pt.modules, ${IMAGE_OBJ_URLS})
                  UNION ALL SELECT jsonb_path_query(coalesce(pt.draft_modules, '[]'::jsonb), ${IMAGE_KEYS})
                  UNION ALL SELECT jsonb_path_query(coalesce(pt.draft_modules, '[]'::jsonb), ${IMAGE_OBJ_URLS})) AS found(img)
   WHERE jsonb_typeof(img) = 'string'
  UNION ALL
  SELECT 'page', p.id, (SELECT title FROM page_translations WHERE page_id = p.id AND locale = 'de'), (SELECT title FROM page_translations WHERE page_id = p.id AND locale = 'en'),
         NULL, NULL, p.og_image
    FROM pages p WHERE p.og_image IS NOT NULL
  UNION ALL
  SELECT 'container', c.id, CASE WHEN c.locale = 'de' THEN c.slug END, CASE WHEN c.locale = 'en' THEN c.slug END, c.locale::text, NULL, img #>> '{}'
    FROM containers c,
         LATERAL (SELECT jsonb_path_query(c.modules, ${IMAGE_KEYS}) UNION ALL SELECT jsonb_path_query(c.modules, ${IMAGE_OBJ_URLS})) AS found(img)
   WHERE jsonb_typeof(img) = 'string'
  UNION ALL
  SELECT 'event', e.id, e.title->>'de', e.title->>'en', NULL, NULL, u.url
    FROM events e, LATERAL (SELECT e.image UNION ALL SELECT jsonb_array_elements_text(e.gallery)) AS u(url)
  UNION ALL
  SELECT 'production', pr.id, pr.title->>'de', pr.title->>'en', NULL, NULL, u.url
    FROM productions pr, LATERAL (SELECT pr.image UNION ALL SELECT jsonb_array_elements_text(pr.gallery)) AS u(url)
  UNION ALL SELECT 'article', a.id, a.title->>'de', a.title->>'en', NULL, NULL, a.image FROM articles a
  UNION ALL SELECT 'person', pe.id, pe.first_name || ' ' || pe.last_name, pe.first_name || ' ' || pe.last_name, NULL, NULL, pe.portrait FROM persons pe
  UNION ALL SELECT 'venue', ve.id, ve.name->>'de', ve.name->>'en', NULL, NULL, ve.image FROM venues ve
  UNION ALL SELECT 'series', s.id, s.name->>'de', s.name->>'en', NULL, NULL, s.image FROM series s
  UNION ALL
  SELECT 'event-teaser', t.id, coalesce(nullif(t.headline->>'de', ''), t.name), coalesce(nullif(t.headline->>'en', ''), t.name), NULL, NULL, t.image FROM event_teasers t
  UNION ALL SELECT 'sponsor', sp.id, sp.name, sp.name, NULL, NULL, sp.logo FROM sponsors sp
  UNION ALL
  SELECT 'settings', st.id, st.identity->>'name', st.identity->>'name', NULL, NULL, u.url
    FROM site_settings st, LATERAL (SELECT st.identity->>'logo' UNION ALL SELECT st.identity->>'share_image') AS u(url)
`

const UseRow = v.object({
  kind: v.picklist(MEDIA_USE_KINDS),
  id: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.check((id) => Number.isInteger(id)),
  ),
  title_de: v.nullable(v.string()),
  title_en: v.nullable(v.string()),
  locale: v.nullable(v.picklist(['de', 'en'])),
  path: v.nullable(v.string()),
})

export type ContentImageUse = { kind: MediaUseKind; id: number; titleDe: string; titleEn: string; locale: 'de' | 'en' | null; path: string | null }

/**
 * The places that use an image: for an uploaded item every address under its own prefix (the file and its
 * renditions), for a linked item exactly the address it stands for. One row per place (a page once per language).
 */
export async function imageUsesOf(db: Db, item: { id: number; sourceUrl: string | null }): Promise<ContentImageUse[]> {
  const matches = item.sourceUrl === null ? sql`u.url LIKE ${`${escapeLike(mediaPaths.prefix(item.id))}%`}` : sql`u.url = ${item.sourceUrl}`
  const rows = await rawRows(
    db,
    sql`SELECT DISTINCT u.kind, u.id, u.title_de, u.title_en, u.locale, u.path FROM (${contentImageUses}) AS u WHERE ${matches} ORDER BY u.kind, u.id, u.locale`,
  )
  return rows.map((row) => {
    const use = v.parse(UseRow, row)
    return { kind: use.kind, id: use.id, titleDe: use.title_de ?? '', titleEn: use.title_en ?? '', locale: use.locale, path: use.path }
  })
}

/** Every distinct image address the content uses, in address order. */
export async function contentImageAddresses(db: Db): Promise<string[]> {
  const rows = await rawRows(db, sql`SELECT DISTINCT u.url FROM (${contentImageUses}) AS u WHERE coalesce(u.url, '') <> '' ORDER BY u.url`)
  return rows.map((row) => v.parse(v.object({ url: v.string() }), row).url)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

const UnknownImage = v.object({ url: v.pipe(v.string(), v.maxLength(2000)), alt_de: v.nullable(v.string()), alt_en: v.nullable(v.string()) })

const MIME_BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/** The linked item standing for `url`: its name, type and (for the demo's artwork) size from the address. */
export function linkedItemFor(url: string, alt: { de: string; en: string }): NewMedia {
  const address = new URL(url, 'http://site.invalid')
  const file = address.pathname.split('/').pop() ?? ''
  const extension = file.includes('.') ? (file.split('.').pop() ?? '').toLowerCase() : ''
  const artwork = parseArtworkUrl(address)
  const size = artwork ? artworkSize(artwork.kind, artwork.options) : null
  // the drawn title tells apart the pieces of one kind and seed (the same seed is drawn with several titles)
  const drawn = artwork?.options.title ? `-${slugify(artwork.options.title).slice(0, 60)}` : ''
  const name = artwork ? `${artwork.kind}-${artwork.seed}${drawn}.svg` : file || address.hostname
  return {
    kind: 'image',
    storageKey: null,
    sourceUrl: url,
    originalName: name.slice(0, 200),
    mime: MIME_BY_EXTENSION[extension] ?? 'image/*',
    size: null,
    width: size?.width ?? null,
    height: size?.height ?? null,
    altDe: alt.de.trim().slice(0, 500),
    altEn: alt.en.trim().slice(0, 500),
    credits: '',
  }
}

/**
 * Records every image address the content uses that is no library file and no linked item yet as a linked item,
 * its alt texts the titles of the first record that uses it (each language's own, the other's where one is
 * missing). Idempotent: run at every start after the migrations and after the demo is seeded. Returns how many it added.
 */
export async function importContentImages(db: Db): Promise<number> {
  const rows = await rawRows(
    db,
    // a record's title describes its image better than the title of a page that shows it too
    sql`
      SELECT u.url,
             (array_agg(u.title_de ORDER BY u.kind IN ('page', 'container', 'settings'), u.kind, u.id) FILTER (WHERE coalesce(u.title_de, '') <> ''))[1] AS alt_de,
             (array_agg(u.title_en ORDER BY u.kind IN ('page', 'container', 'settings'), u.kind, u.id) FILTER (WHERE coalesce(u.title_en, '') <> ''))[1] AS alt_en
        FROM (${contentImageUses}) AS u
       WHERE coalesce(u.url, '') <> '' AND char_length(u.url) <= 2000 AND u.url NOT LIKE '/media/library/%'
         AND NOT EXISTS (SELECT 1 FROM ${media} WHERE ${media.sourceUrl} = u.url)
       GROUP BY u.url
       ORDER BY u.url`,
  )
  const items = rows.map((row) => {
    const found = v.parse(UnknownImage, row)
    const de = found.alt_de ?? found.alt_en ?? ''
    const en = found.alt_en ?? found.alt_de ?? ''
    return linkedItemFor(found.url, { de, en })
  })
  let added = 0
  for (let start = 0; start < items.length; start += 200) {
    const inserted = await db
      .insert(media)
      .values(items.slice(start, start + 200))
      .onConflictDoNothing({ target: media.sourceUrl })
      .returning({ id: media.id })
    added += inserted.length
  }
  return added
}
