import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { MODULE_ITEM_MODELS, MODULE_MODELS, type JsonValue, type ModuleNode, walkModules } from '../module-tree.ts';
import type { Locale } from '../translated.ts';
import { FORM_FIELD_TYPES } from '../values.ts';
import { CONTENT_SEED, LOAD_TEST_EVENT_SLUG, NEWSLETTER_CONTAINER_SLUG, PROGRAMME_WINDOW_DAYS } from './constants.ts';
import { FORMS } from './content/forms.ts';
import { ARTICLE_CATEGORIES, ARTICLES } from './content/magazine.ts';
import { PERSONS } from './content/persons.ts';
import { PRODUCTIONS } from './content/productions.ts';
import { SERIES } from './content/programme.ts';
import { VENUES } from './content/venues.ts';
import { buildPages, newsletterContainer, type PageContext } from './pages.ts';
import { planProgramme } from './programme-plan.ts';
import { createRandom } from './random.ts';

// The pure half of the seed: what gets planned for a given `today`, before any database is involved.

const TODAY = Temporal.PlainDate.from('2026-11-21');
const NEXT_SEASON = Temporal.PlainDate.from('2027-09-01');
const plan = (today: Temporal.PlainDate) => planProgramme(today, NEXT_SEASON, createRandom(CONTENT_SEED));

const context: PageContext = {
  today: TODAY,
  venues: VENUES.map((v, i) => ({ id: i + 1, name: v.name, slug: v.slug, street: v.street, postcode: v.postcode, city: v.city })),
  articles: ARTICLES.map((a, i) => ({ id: i + 1, title: a.title, slug: a.title, teaser: a.teaser, image: null, categoryId: 1 })),
  articleCategoryIds: [1, 2, 3, 4, 5],
  nextEventIds: [11, 12, 13, 14, 15],
  familyEventIds: [21, 22],
  festivalEventIds: [31],
  familyTagId: null,
  forms: FORMS.map((f, i) => ({ key: f.key, id: i + 1, slug: f.slug })),
};

function snapshot(today: Temporal.PlainDate) {
  return plan(today).map((e) => [e.key, e.start.toString(), e.status, e.bookable, e.soldShare, e.tags.join(','), e.labels.join(',')].join('|'));
}

describe('programme plan', () => {
  const events = plan(TODAY);
  const inWindow = events.filter((e) => {
    const day = e.start.toPlainDate();
    return Temporal.PlainDate.compare(day, TODAY) >= 0 && Temporal.PlainDate.compare(day, TODAY.add({ months: 6 })) < 0;
  });

  it('is the same for the same today and moves with another today', () => {
    expect(snapshot(TODAY)).toEqual(snapshot(TODAY));
    expect(snapshot(TODAY.add({ days: 1 }))).not.toEqual(snapshot(TODAY));
  });

  it('fills the next six months with at least 150 events in Berlin local times', () => {
    expect(inWindow.length).toBeGreaterThanOrEqual(150);
    expect(events.every((e) => e.start.timeZoneId === 'Europe/Berlin')).toBe(true);
    const times = new Set(events.map((e) => e.start.toPlainTime().toString({ smallestUnit: 'minute' })));
    for (const time of ['19:30', '20:00', '11:00', '16:00']) expect(times).toContain(time);
    expect(events.some((e) => e.start.dayOfWeek >= 6)).toBe(true);
    expect(events.every((e) => e.start.toPlainDate().since(TODAY).days < PROGRAMME_WINDOW_DAYS)).toBe(true);
  });

  it.each(['2026-11-21', '2026-11-23', '2027-02-28', '2027-07-05', '2027-12-24'])('has at least two events on today (%s), several days with more than one, cancelled and sold-out ones', (date) => {
    const today = Temporal.PlainDate.from(date);
    const list = plan(today);
    expect(list.filter((e) => e.start.toPlainDate().equals(today)).length).toBeGreaterThanOrEqual(2);
    expect(list.some((e) => e.status === 'cancelled' && !e.bookable)).toBe(true);
    expect(list.some((e) => e.status === 'soldout' && e.soldShare === 1)).toBe(true);
    const perDay = new Map<string, number>();
    for (const e of list) perDay.set(e.start.toPlainDate().toString(), (perDay.get(e.start.toPlainDate().toString()) ?? 0) + 1);
    expect([...perDay.values()].filter((n) => n >= 3).length).toBeGreaterThan(5);
  });

  it('links events to productions and has one load-test concert', () => {
    expect(events.filter((e) => e.production).length).toBeGreaterThan(100);
    const loadTest = events.filter((e) => e.loadTest);
    expect(loadTest).toHaveLength(1);
    expect(loadTest[0]?.slug.de).toBe(LOAD_TEST_EVENT_SLUG);
    expect(events.some((e) => e.timeslots.length > 1)).toBe(true);
  });
});

describe('demo data', () => {
  it('has the promised amounts', () => {
    expect(PRODUCTIONS).toHaveLength(20);
    expect(new Set(PRODUCTIONS.map((p) => p.kind))).toEqual(new Set(['show', 'exhibition']));
    expect(PRODUCTIONS.every((p) => p.cast.length + p.team.length > 0)).toBe(true);
    expect(ARTICLES).toHaveLength(30);
    expect(ARTICLE_CATEGORIES).toHaveLength(5);
    expect(ARTICLE_CATEGORIES.every((c) => c.styleName.length > 0)).toBe(true);
    expect(new Set(ARTICLES.map((a) => a.category)).size).toBe(5);
    expect(PERSONS).toHaveLength(20);
    expect(VENUES).toHaveLength(4);
    expect(SERIES).toHaveLength(5);
    expect(FORMS).toHaveLength(3);
  });

  it('uses the form field types the spec names', () => {
    const types = new Set(FORMS.flatMap((f) => f.fields.map((field) => field.fieldType)));
    for (const code of Object.values(FORM_FIELD_TYPES)) expect(types).toContain(code);
    const registration = FORMS.find((f) => f.key === 'familienwerkstatt');
    const codes = registration?.fields.map((f) => f.fieldType) ?? [];
    expect(codes).toEqual(expect.arrayContaining([FORM_FIELD_TYPES.checkboxMultiple, FORM_FIELD_TYPES.select, FORM_FIELD_TYPES.date]));
    expect(FORMS.find((f) => f.key === 'bewerbung')?.fields.some((f) => f.fieldType === FORM_FIELD_TYPES.file)).toBe(true);
  });

  it('writes German with umlauts and ß', () => {
    const german = [...PRODUCTIONS.map((p) => p.description.de), ...ARTICLES.map((a) => a.teaser.de)].join(' ');
    expect(german).toMatch(/[äöü]/);
    expect(german).toContain('ß');
  });
});

describe('CMS page module trees', () => {
  const pages = buildPages(context);
  const trees = pages.flatMap((page) => (['de', 'en'] as const).map((locale) => ({ page, locale, modules: page.modules(locale) })));
  const all = (modules: ModuleNode[]) => [...walkModules(modules)];
  const nodes = trees.flatMap(({ modules, locale }) => all(modules).map((node) => ({ node, locale })));

  it('uses every module model of decision 0003', () => {
    const used = new Set(nodes.map(({ node }) => node.model));
    for (const model of [...MODULE_MODELS, ...MODULE_ITEM_MODELS]) expect(used, model).toContain(model);
  });

  it('gives every node a page-unique id and the same structure in both languages', () => {
    for (const page of pages) {
      const de = all(page.modules('de'));
      const en = all(page.modules('en'));
      expect(new Set(de.map((n) => n.id)).size).toBe(de.length);
      expect(en.map((n) => `${n.id}:${n.model}`)).toEqual(de.map((n) => `${n.id}:${n.model}`));
    }
    expect(JSON.stringify(buildPages(context).map((p) => p.modules('de')))).toBe(JSON.stringify(pages.map((p) => p.modules('de'))));
  });

  it('keeps field values within the spec', () => {
    const isString = (v: JsonValue | undefined): v is string => typeof v === 'string';
    for (const { node, locale } of nodes) {
      const d = node.data;
      if (node.columns) expect(node.model).toBe('SectionModule');
      if (node.model === 'HeadlineModule') {
        expect(d.headline_level).toBeGreaterThanOrEqual(2);
        expect(d.headline_level).toBeLessThanOrEqual(6);
        expect(isString(d.content) && d.content.length > 0).toBe(true);
      }
      if (node.model === 'FullTeaserModule') expect(isString(d.text) ? d.text.length : 0).toBeLessThanOrEqual(3000);
      if (node.model === 'BlogTeaserListModule') {
        const items = Array.isArray(d.items) ? d.items : [];
        expect(items.length).toBeGreaterThanOrEqual(1);
        expect(items.length).toBeLessThanOrEqual(8);
      }
      if (node.model === 'AudioModule') expect(d.embed_code).toMatch(/open\.spotify\.com|soundcloud\.com|podigee/);
      if (node.model === 'ViewerModule') expect(d.embed_code).toMatch(/issuu\.com/);
      if (node.model === 'SocialMediaModule') expect(d.embed_code).toMatch(/instagram\.com|twitter\.com|facebook\.com|tiktok\.com/);
      if (node.model === 'VideoModule' || node.model === 'VideoItem') expect(d.video_url).toMatch(/^https:\/\/(www\.youtube\.com|vimeo\.com)\//);
      if (node.model === 'ContainerModule') expect(d.slug).toBe(NEWSLETTER_CONTAINER_SLUG);
      if (node.model === 'TwoColumnsModule') expect(['image-text', 'text-image']).toContain(d.extra_class);
      if (node.model === 'EventListModule') expect(['next_3_days', 'weekend', 'none']).toContain(d.filters);
      for (const field of ['image'] as const) {
        const value = d[field];
        if (isString(value)) expect(value).toMatch(/^\/media\/artwork\/[a-z]+\/\d+\.svg(\?title=.+)?$/);
      }
      for (const field of ['link', 'link_url', 'button_link', 'button_link_url'] as const) {
        const value = d[field];
        if (!isString(value) || !value.startsWith('/') || value === '/webshop') continue;
        expect(value.startsWith(`/${locale}/`) || value === `/${locale}`, `${node.model}.${field} = ${value}`).toBe(true);
      }
      for (const field of ['content', 'text'] as const) {
        const value = d[field];
        if (value && typeof value === 'object' && !Array.isArray(value) && 'root' in value) {
          expect(JSON.stringify(value)).toContain('"type":"root"');
        }
      }
    }
  });

  it('has a landing page, an offline page and the paths of the brief', () => {
    expect(pages.some((p) => p.isLandingPage && p.parent)).toBe(true);
    expect(pages.some((p) => !p.isOnline)).toBe(true);
    const slugs = (locale: Locale) => pages.map((p) => p.slug[locale]);
    expect(slugs('de')).toEqual(expect.arrayContaining(['', 'ueber-uns', 'geschichte', 'besuch', 'anfahrt', 'tickets-und-preise', 'barrierefreiheit', 'kinder']));
    expect(slugs('en')).toEqual(expect.arrayContaining(['', 'about', 'history', 'visit', 'getting-there', 'tickets-and-prices', 'accessibility', 'children']));
    expect(newsletterContainer('en').length).toBeGreaterThan(0);
  });
});
