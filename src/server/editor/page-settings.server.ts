import { and, eq } from 'drizzle-orm'
import type { PageSettings, PageSettingsInput } from '~/contract/versions'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { pageTranslations } from '~/server/db/schema'
import { HttpError } from '~/server/api/http-error'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'

type TranslationRow = typeof pageTranslations.$inferSelect

function settingsOf(row: TranslationRow): PageSettings {
  return {
    page: row.pageId,
    path: row.path,
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
  const [row] = await db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, lang)))
    .limit(1)
  if (!row) throw notFound(lang)
  return settingsOf(row)
}

/**
 * Changes a page's settings in one language at once (they are not drafts: the title is also the menu's and the
 * search's), based on the revision the editor has; an outdated copy is refused. Search and the page follow.
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
    await recordContentChange(tx, [tag.page(pageId)])
    return settingsOf(updated)
  })
}
