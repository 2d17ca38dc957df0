import { asc, isNull } from 'drizzle-orm'
import { locales } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import * as schema from '~/server/db/schema'
import { articleUrl, categoryUrl, magazineUrl, tagUrl, tagsUrl } from '~/features/magazine/magazine.urls'
import { eventUrl, programmeUrl } from '~/features/programme/programme.urls'
import { productionUrl, productionsUrl } from '~/features/productions/productions.urls'
import { personUrl, teamUrl } from '~/features/team/team.urls'
import { venueUrl } from '~/features/venues/venues.urls'
import { seriesUrl } from '~/features/series/series.urls'

/**
 * Every public page of both languages, as visitors address it: home, CMS pages, programme, events, productions,
 * magazine with its categories and tags, articles, team and persons, venues, series, legal pages. The generator
 * renders them ahead of visitors; a page that answers 404 (an unpublished article) is simply not kept.
 */
export async function listPublicPaths(db: Db): Promise<string[]> {
  const [cmsPages, events, productions, articles, categories, tags, persons, venues, series] = await Promise.all([
    // a deleted page (kept restorable) has no address
    db.select({ locale: schema.pageTranslations.locale, path: schema.pageTranslations.path }).from(schema.pageTranslations).where(isNull(schema.pageTranslations.deletedPath)).orderBy(asc(schema.pageTranslations.path)),
    db.select({ id: schema.events.id, slug: schema.events.slug }).from(schema.events).orderBy(asc(schema.events.dateStart)),
    db.select({ id: schema.productions.id, slug: schema.productions.slug }).from(schema.productions),
    db.select({ id: schema.articles.id, slug: schema.articles.slug }).from(schema.articles),
    db.select({ id: schema.articleCategories.id, slug: schema.articleCategories.slug }).from(schema.articleCategories),
    db.select({ id: schema.articleTags.id, slug: schema.articleTags.slug }).from(schema.articleTags),
    db.select({ id: schema.persons.id, slug: schema.persons.slug }).from(schema.persons),
    db.select({ id: schema.venues.id, slug: schema.venues.slug }).from(schema.venues),
    db.select({ id: schema.series.id, slug: schema.series.slug }).from(schema.series),
  ])
  // the URL builders take { id, slugs }; the tables name the column slug
  const slugged = (row: { id: number; slug: { de: string; en: string } }) => ({ id: row.id, slugs: row.slug })
  const paths: string[] = []
  // the pages visitors reach first come first
  for (const lang of locales) paths.push(`/${lang}`, programmeUrl(lang))
  for (const lang of locales) for (const page of cmsPages) if (page.locale === lang && page.path) paths.push(`/${lang}/${page.path.split('/').map(encodeURIComponent).join('/')}`)
  for (const lang of locales) paths.push(productionsUrl(lang), magazineUrl(lang), tagsUrl(lang), teamUrl(lang))
  for (const lang of locales) paths.push(`/${lang}/agb`, `/${lang}/datenschutz`, `/${lang}/impressum`)
  // a record's pages in both languages one after the other: the second reads what the first kept (an event's record)
  const both = <T>(rows: readonly T[], url: (lang: Locale, row: T) => string) => {
    for (const row of rows) for (const lang of locales) paths.push(url(lang, row))
  }
  both(productions, (lang, row) => productionUrl(lang, slugged(row)))
  both(articles, (lang, row) => articleUrl(lang, slugged(row)))
  both(categories, (lang, row) => categoryUrl(lang, slugged(row)))
  both(tags, (lang, row) => tagUrl(lang, slugged(row)))
  both(persons, (lang, row) => personUrl(lang, row))
  both(venues, (lang, row) => venueUrl(lang, slugged(row)))
  both(series, (lang, row) => seriesUrl(lang, slugged(row)))
  both(events, (lang, row) => eventUrl(lang, slugged(row)))
  return [...new Set(paths)]
}
