import { and, eq, isNull } from 'drizzle-orm'
import type { PageSettings, PageSettingsInput } from '~/contract/versions'
import type { Locale } from '~/contract/shared'
import type { UpdatePageInput } from '~/contract/page-tree'
import type { Db } from '~/server/db/client.server'
import { pageTranslations, pages } from '~/server/db/schema'
import { slugFixed, updatePageIn } from '~/features/page-tree/page-tree.server'
import { HttpError } from '~/server/api/http-error'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

type TranslationRow = typeof pageTranslations.$inferSelect
type PageRow = typeof pages.$inferSelect

function settingsOf(row: TranslationRow, page: PageRow): PageSettings {
  return {
    page: row.pageId,
    path: row.path,
    slug_fixed: slugFixed(page, row),
    structure: {
      revision: page.revision,
      slug: row.slug,
      is_clickable: page.isClickable,
      in_menu: page.inMenu,
      in_footer: page.inFooter,
      is_landing_page: page.isLandingPage,
      page_class: page.pageClass ?? '',
    },
    revision: row.revision,
    title: row.title,
    headline: row.headline ?? '',
    meta_title: row.metaTitle ?? '',
    meta_description: row.metaDescription ?? '',
    og_title: row.ogTitle ?? '',
    og_description: row.ogDescription ?? '',
  }
}

const notFound = (lang: Locale) => new HttpError(404, m.editor_section_not_found({}, { locale: lang }))
// an empty optional text is none: the page then falls back (headline to title, meta title to title …)
const optional = (text: string) => text || null

/** A page's settings in one language, for the editor's settings dialog. */
export async function pageSettings(db: Db, lang: Locale, pageId: number): Promise<PageSettings> {
  const [found] = await db
    .select({ row: pageTranslations, page: pages })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang), isNull(pages.deletedAt)))
    .limit(1)
  if (!found) throw notFound(lang)
  return settingsOf(found.row, found.page)
}

/** What the settings change of the page's place and flags: only what differs (a switch left alone writes nothing). */
function structureChange(lang: Locale, page: PageRow, row: TranslationRow, structure: NonNullable<PageSettingsInput['structure']>): UpdatePageInput | null {
  const change: UpdatePageInput = { revision: structure.revision }
  if (structure.slug !== row.slug) change[lang === 'de' ? 'slug_de' : 'slug_en'] = structure.slug
  if (structure.is_clickable !== page.isClickable) change.is_clickable = structure.is_clickable
  if (structure.in_menu !== page.inMenu) change.in_menu = structure.in_menu
  if (structure.in_footer !== page.inFooter) change.in_footer = structure.in_footer
  if (structure.is_landing_page !== page.isLandingPage) change.is_landing_page = structure.is_landing_page
  if (structure.page_class !== (page.pageClass ?? '')) change.page_class = structure.page_class
  return Object.keys(change).length > 1 ? change : null
}

/**
 * Changes a page's settings in one language at once (they are not drafts: the title is also the menu's and the
 * search's), based on the revision the editor has; an outdated copy is refused. Search and the page follow. A
 * changed slug or flag goes through the page tree's own operation in the same transaction (the same checks, 301s
 * and tags as in the tree); a refusal there leaves the texts unsaved too.
 */
export async function updatePageSettings(db: Db, lang: Locale, pageId: number, input: PageSettingsInput): Promise<PageSettings> {
  if (!input.title) {
    const required = m.editor_error_required({}, { locale: lang })
    throw new HttpError(400, required, { title: [required] })
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang)))
      .limit(1)
      .for('update')
    if (!row) throw notFound(lang)
    if (row.revision !== input.revision) throw new HttpError(409, m.editor_conflict({}, { locale: lang }))
    const [page] = await tx.select().from(pages).where(and(eq(pages.id, pageId), isNull(pages.deletedAt)))
    if (!page) throw notFound(lang)
    const tags = new Set<Tag>([tag.page(pageId)])
    const change = input.structure ? structureChange(lang, page, row, input.structure) : null
    if (change) for (const each of await updatePageIn(tx, lang, pageId, change)) tags.add(each)
    const [updated] = await tx
      .update(pageTranslations)
      .set({
        title: input.title,
        headline: optional(input.headline),
        metaTitle: optional(input.meta_title),
        metaDescription: optional(input.meta_description),
        ogTitle: optional(input.og_title),
        ogDescription: optional(input.og_description),
        revision: row.revision + 1,
        updatedAt: new Date(),
      })
      .where(eq(pageTranslations.id, row.id))
      .returning()
    if (!updated) throw notFound(lang)
    await reindexSearchDocuments(tx, [{ kind: 'page', id: pageId }])
    await recordContentChange(tx, [...tags].sort())
    const [after] = await tx.select().from(pages).where(eq(pages.id, pageId))
    return settingsOf(updated, after ?? page)
  })
}
