import type { Db } from '../client.server.ts';
import * as s from '../schema.ts';
import type { Translated } from '../translated.ts';
import { LOCALES } from '../translated.ts';

/** The pages a site cannot do without: its home page and the three legal pages the footer and the shop link to. */
const BARE_PAGES: { key: string; slug: Translated; title: Translated }[] = [
  { key: 'home', slug: { de: '', en: '' }, title: { de: 'Startseite', en: 'Home' } },
  // the legal routes read these paths (cms-pages.server.ts legalPagePaths)
  { key: 'terms', slug: { de: 'agb', en: 'agb' }, title: { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' } },
  { key: 'privacy', slug: { de: 'datenschutz', en: 'datenschutz' }, title: { de: 'Datenschutzerklärung', en: 'Privacy policy' } },
  { key: 'imprint', slug: { de: 'impressum', en: 'impressum' }, title: { de: 'Impressum', en: 'Imprint' } },
];

/**
 * What a venue's own site starts with: the site settings, a home page and the legal pages with empty drafts in
 * both languages, an empty menu and footer — no demo content and no account (the first administrator comes from
 * `npm run site:init`). The settings row is written last: its presence marks an initialised database.
 */
export async function seedBareSite(db: Db): Promise<void> {
  for (const [position, page] of BARE_PAGES.entries()) {
    const [row] = await db.insert(s.pages).values({ parentId: null, inMenu: false, inFooter: false, position }).returning({ id: s.pages.id });
    if (!row) throw new Error(`The ${page.key} page could not be created`);
    await db.insert(s.pageTranslations).values(
      LOCALES.map((locale) => ({ pageId: row.id, locale, title: page.title[locale], headline: page.title[locale], slug: page.slug[locale], path: page.slug[locale], modules: [] })),
    );
  }
  await db.insert(s.siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true });
}
