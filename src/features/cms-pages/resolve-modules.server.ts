import { recordExpiry, recordTags } from '~/server/static/render-tags.server'
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { ModuleNode } from '~/contract/cms'
import type { Locale } from '~/contract/shared'
import { berlinNow } from '~/lib/dates'
import { localizePathname } from '~/lib/i18n/localized-paths'
import type { Db } from '~/server/db/client.server'
import { articleCategories, articles, containers, events, eventTagsEvents, rooms, venues } from '~/server/db/schema'
import type { ArticleObj } from '~/content-modules/blog-teaser-list/schema'
import { EVENT_LIST_MAX, eventListDaysMoveAt, eventListWindow } from '~/content-modules/event-list/event-filter'
import type { EventListCriteria } from '~/content-modules/event-list/event-filter'
import { EventListSchema } from '~/content-modules/event-list/schema'
import { isMediaUrl, referenceId } from '~/content-modules/fields'
import { parseInstant } from '~/content-modules/shared/online-window'
import type { VenueObj } from '~/content-modules/venue/schema'
import { sanitizeHtmlModules } from '~/content-modules/html/sanitize.server'
import { tag } from '~/server/static/tags'
import { recordNextPublication } from '~/features/magazine/magazine.server'

// Fills the references of a module tree with what visitors see, in the page's language: venues, magazine
// articles, the events of event lists, the modules of embedded containers and image objects. Ids are collected
// over the whole tree first, so each table is read once (event lists: once per list, as each has its own window).

type Data = Record<string, unknown>

const ReferenceList = v.array(referenceId)
const TagList = v.array(v.number())

function walk(nodes: readonly ModuleNode[], visit: (node: ModuleNode) => void): void {
  for (const node of nodes) {
    visit(node)
    walk(node.children ?? [], visit)
    for (const column of node.columns ?? []) walk(column.children, visit)
  }
}

function mapTree(nodes: readonly ModuleNode[], map: (node: ModuleNode) => ModuleNode): ModuleNode[] {
  return nodes.map((node) => {
    const mapped = map(node)
    return {
      ...mapped,
      ...(mapped.children ? { children: mapTree(mapped.children, map) } : {}),
      ...(mapped.columns ? { columns: mapped.columns.map((column) => ({ ...column, children: mapTree(column.children, map) })) } : {}),
    }
  })
}

function reference(value: unknown): number | null {
  const parsed = v.safeParse(referenceId, value)
  return parsed.success ? parsed.output : null
}

function references(value: unknown): number[] {
  const parsed = v.safeParse(ReferenceList, value)
  return parsed.success ? parsed.output : []
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** Inlines the modules of the containers the tree embeds (one level: a container inside a container stays empty). */
async function inlineContainers(db: Db, lang: Locale, nodes: ModuleNode[]): Promise<ModuleNode[]> {
  const slugs = new Set<string>()
  walk(nodes, (node) => {
    const slug = node.model === 'ContainerModule' ? text(node.data.slug) : null
    if (slug) slugs.add(slug)
  })
  if (slugs.size === 0) return nodes
  recordTags([...slugs].map(tag.container))
  const rows = await db
    .select({ slug: containers.slug, modules: containers.modules })
    .from(containers)
    .where(and(eq(containers.locale, lang), inArray(containers.slug, [...slugs])))
  const bySlug = new Map(rows.map((row) => [row.slug, row.modules]))
  const inline = (list: ModuleNode[]): ModuleNode[] =>
    list.map((node) => {
      const slug = node.model === 'ContainerModule' ? text(node.data.slug) : null
      const modules = slug ? bySlug.get(slug) : undefined
      // the inlined modules are not searched again, so a container that embeds itself cannot loop
      if (modules) return { ...node, children: modules }
      return {
        ...node,
        ...(node.children ? { children: inline(node.children) } : {}),
        ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: inline(column.children) })) } : {}),
      }
    })
  return inline(nodes)
}

async function loadVenues(db: Db, lang: Locale, ids: number[]): Promise<Map<number, VenueObj>> {
  recordTags(ids.map(tag.venue))
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(venues).where(inArray(venues.id, ids))
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name[lang], slug: row.slug[lang], street: row.street, postcode: row.postcode, city: row.city, image: row.image, phone: row.phone, website: row.website },
    ]),
  )
}

const articleColumns = {
  id: articles.id,
  title: articles.title,
  slug: articles.slug,
  teaser: articles.teaser,
  image: articles.image,
  categoryId: articles.categoryId,
  categoryName: articleCategories.name,
}
type ArticleRow = { id: number; title: { de: string; en: string }; slug: { de: string; en: string }; teaser: { de: string; en: string } | null; image: string | null; categoryId: number | null; categoryName: { de: string; en: string } | null }

function articleObj(row: ArticleRow, lang: Locale): ArticleObj {
  return {
    id: row.id,
    title: row.title[lang],
    slug: row.slug[lang],
    teaser: row.teaser?.[lang] ?? null,
    image: row.image,
    category: row.categoryId,
    category_name: row.categoryName?.[lang] ?? null,
  }
}

/** Published articles by id. */
async function loadArticles(db: Db, lang: Locale, ids: number[], now: Date): Promise<Map<number, ArticleObj>> {
  recordTags(ids.map(tag.article))
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ ...articleColumns, publishedAt: articles.publishedAt })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inArray(articles.id, ids), isNotNull(articles.publishedAt)))
  // one scheduled for later shows up by itself when it comes out
  const scheduled = rows.flatMap((row) => (row.publishedAt && row.publishedAt > now ? [row.publishedAt.getTime()] : []))
  if (scheduled.length > 0) recordExpiry(Math.min(...scheduled))
  return new Map(rows.filter((row) => row.publishedAt && row.publishedAt <= now).map((row) => [row.id, articleObj(row, lang)]))
}

/** The newest published article of each category. */
async function loadHighlights(db: Db, lang: Locale, categoryIds: number[], now: Date): Promise<Map<number, ArticleObj>> {
  recordTags([tag.collection('articles')])
  if (categoryIds.length === 0) return new Map()
  await recordNextPublication(db, { categoryIds, now })
  const rows = await db
    .selectDistinctOn([articles.categoryId], articleColumns)
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(and(inArray(articles.categoryId, categoryIds), isNotNull(articles.publishedAt), lte(articles.publishedAt, now)))
    .orderBy(articles.categoryId, desc(articles.publishedAt), desc(articles.id))
  return new Map(rows.flatMap((row) => (row.categoryId === null ? [] : [[row.categoryId, articleObj(row, lang)]])))
}

/**
 * The upcoming events of one event list, as EventItem nodes: the events an editor chose (`picked`, in that order,
 * those not yet begun), or else those matching the list's dates, filter and tag.
 */
async function loadEventItems(db: Db, lang: Locale, listId: string, criteria: EventListCriteria, now: Temporal.ZonedDateTime, picked: number[]): Promise<ModuleNode[]> {
  const window = eventListWindow(criteria, now)
  if (!window && picked.length === 0) return []
  const conditions =
    picked.length > 0
      ? [inArray(events.id, picked), gte(events.dateStart, new Date(now.epochMilliseconds))]
      : [gte(events.dateStart, new Date(window?.start.epochMilliseconds ?? now.epochMilliseconds)), ne(events.status, 'cancelled')]
  if (picked.length === 0 && window?.end) conditions.push(lt(events.dateStart, new Date(window.end.epochMilliseconds)))
  if (picked.length === 0 && criteria.tag) {
    const tag = criteria.tag
    conditions.push(exists(db.select({ one: sql`1` }).from(eventTagsEvents).where(and(eq(eventTagsEvents.eventId, events.id), eq(eventTagsEvents.tagId, tag)))))
  }
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      subtitle: events.subtitle,
      slug: events.slug,
      info: events.info,
      dateStart: events.dateStart,
      status: events.status,
      image: events.image,
      roomName: rooms.name,
      venueName: venues.name,
      tags: sql<unknown>`coalesce((select json_agg(${eventTagsEvents.tagId}) from ${eventTagsEvents} where ${eventTagsEvents.eventId} = ${events.id}), '[]'::json)`,
    })
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .leftJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(...conditions))
    .orderBy(asc(events.dateStart), asc(events.id))
    .limit(EVENT_LIST_MAX)
  // the page shows these events: it is regenerated when one of them changes, or when events come and go
  recordTags([tag.collection('events'), ...rows.map((row) => tag.event(row.id)), ...picked.map(tag.event)])
  // and it changes by itself when one of them begins (it leaves the list, the next one comes in) and when the list's
  // days move on
  const moments = rows.map((row) => row.dateStart.getTime()).filter((moment) => moment > now.epochMilliseconds)
  const daysMove = picked.length === 0 ? eventListDaysMoveAt(criteria, now) : null
  const changesAt = Math.min(...moments, daysMove ?? Number.POSITIVE_INFINITY)
  if (changesAt !== Number.POSITIVE_INFINITY) recordExpiry(changesAt)
  if (picked.length > 0) rows.sort((a, b) => picked.indexOf(a.id) - picked.indexOf(b.id))
  return rows.map((row, order) => {
    const tags = v.safeParse(TagList, row.tags)
    const place = [row.venueName?.[lang], row.roomName?.[lang]].filter(Boolean).join(', ')
    return {
      id: `${listId}-event-${row.id}`,
      model: 'EventItem',
      order,
      data: {
        event: row.id,
        title: row.title[lang],
        subtitle: row.subtitle?.[lang] ?? null,
        date_start: row.dateStart.toISOString(),
        url: localizePathname(`/${lang}/events/${encodeURIComponent(row.slug[lang])}/${row.id}`),
        image: row.image,
        venue: place || null,
        info: row.info?.[lang] ?? null,
        tags: tags.success ? tags.output : [],
        status: row.status,
      },
    }
  })
}

/** An image object from a bare media path; artwork paths carry their title, which serves as alt text. */
function imageObjFromPath(data: Data): Data | null {
  const image = text(data.image)
  if (!image || !isMediaUrl(image) || (typeof data.image_obj === 'object' && data.image_obj !== null)) return null
  let alt = text(data.text) ?? text(data.title) ?? text(data.headline) ?? text(data.description)
  try {
    alt = alt ?? new URL(image, 'https://foyer.invalid').searchParams.get('title')
  } catch {
    // a path that is no URL keeps no alt text
  }
  return { id: null, url: image, alt: alt ?? '', width: null, height: null }
}

/**
 * Fills `venue_obj` (VenueModule, VenueItem), `article_objs` and `main_teaser_obj` (BlogTeaserListModule),
 * `highlight_objs` (HighlightTeaserModule), the EventItem children of event lists (upcoming events matching their
 * dates, filter and tag, at most 12), the children of ContainerModule and `image_obj` where only `image` is set;
 * the code of HTML modules is sanitized.
 */
export async function resolveModuleReferences(db: Db, lang: Locale, nodes: ModuleNode[], now: Temporal.ZonedDateTime = berlinNow()): Promise<ModuleNode[]> {
  // HTML modules as the page may show them, containers' included: stored content is not trusted (issue 35)
  const tree = sanitizeHtmlModules(await inlineContainers(db, lang, nodes))
  const venueIds = new Set<number>()
  const articleIds = new Set<number>()
  const categoryIds = new Set<number>()
  const eventLists: { id: string; criteria: EventListCriteria; picked: number[] }[] = []
  let showsSponsors = false
  let nextOnlineBoundary = Number.POSITIVE_INFINITY
  walk(tree, (node) => {
    // a module or item shown from or until a moment (a hero, a teaser): the page changes by itself then
    for (const boundary of [node.data.online_from, node.data.online_to]) {
      const at = typeof boundary === 'string' ? parseInstant(boundary) : null
      if (at !== null && at > now.epochMilliseconds && at < nextOnlineBoundary) nextOnlineBoundary = at
    }
    if (node.model === 'SponsorsModule') showsSponsors = true
    else if (node.model === 'VenueModule' || node.model === 'VenueItem') {
      const id = reference(node.data.venue)
      if (id) venueIds.add(id)
    } else if (node.model === 'BlogTeaserListModule') {
      references(node.data.items).forEach((id) => articleIds.add(id))
    } else if (node.model === 'HighlightTeaserModule') {
      references(node.data.categories).forEach((id) => categoryIds.add(id))
    } else if (node.model === 'EventListModule') {
      const criteria = v.safeParse(EventListSchema, node.data)
      const picked = (node.children ?? []).flatMap((child) => (child.model === 'EventItem' ? (reference(child.data.event) ?? []) : []))
      if (criteria.success) eventLists.push({ id: node.id, criteria: criteria.output, picked })
    }
  })

  // the sponsors module shows the footer's logos (read with the layout, a site fragment): its page is rendered again
  // when they change
  if (showsSponsors) recordTags([tag.collection('sponsors')])
  if (nextOnlineBoundary !== Number.POSITIVE_INFINITY) recordExpiry(nextOnlineBoundary)
  const nowDate = new Date(now.epochMilliseconds)
  const [venueById, articleById, highlightByCategory, eventItems] = await Promise.all([
    loadVenues(db, lang, [...venueIds]),
    loadArticles(db, lang, [...articleIds], nowDate),
    loadHighlights(db, lang, [...categoryIds], nowDate),
    Promise.all(eventLists.map(async (list) => [list.id, await loadEventItems(db, lang, list.id, list.criteria, now, list.picked)] as const)),
  ])
  const eventsByList = new Map(eventItems)

  return mapTree(tree, (node) => {
    const data: Data = { ...node.data }
    const imageObj = imageObjFromPath(data)
    if (imageObj) data.image_obj = imageObj
    if (node.model === 'VenueModule' || node.model === 'VenueItem') {
      const id = reference(data.venue)
      data.venue_obj = (id && venueById.get(id)) ?? null
    }
    if (node.model === 'BlogTeaserListModule') {
      const found = references(data.items).flatMap((id) => articleById.get(id) ?? [])
      data.article_objs = found
      data.main_teaser_obj = found[0] ?? null
    }
    if (node.model === 'HighlightTeaserModule') {
      data.highlight_objs = references(data.categories).flatMap((id) => highlightByCategory.get(id) ?? [])
    }
    const listEvents = node.model === 'EventListModule' ? eventsByList.get(node.id) : undefined
    if (listEvents) return { ...node, data, children: listEvents }
    return { ...node, data }
  })
}
