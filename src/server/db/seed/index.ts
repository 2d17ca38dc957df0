import { Temporal } from 'temporal-polyfill';
import { hashPassword } from '../../auth/password.server.ts';
import { artworkPath } from '../../media/artwork.server.ts';
import type { Db } from '../client.server.ts';
import * as s from '../schema.ts';
import type { Locale, Translated } from '../translated.ts';
import { LOCALES } from '../translated.ts';
import { articleBody } from './article-bodies.ts';
import { SALE_TYPES, money } from './box-office.ts';
import {
  CONTENT_SEED,
  LOAD_TEST_CAPACITY,
  LOAD_TEST_EVENT_SLUG,
  LOAD_TEST_SEATS_LEFT,
  LOAD_TEST_SHOP_EVENT_ID,
  NEWSLETTER_CONTAINER_SLUG,
  SHOP_EVENT_ID_BASE,
} from './constants.ts';
import {
  DEMO_EDITOR_EMAIL,
  DEMO_EDITOR_FIRST_NAME,
  DEMO_EDITOR_LAST_NAME,
  DEMO_EDITOR_PASSWORD,
  DEMO_EDITOR_USERNAME,
  DEMO_SECOND_EDITOR_EMAIL,
  DEMO_SECOND_EDITOR_FIRST_NAME,
  DEMO_SECOND_EDITOR_LAST_NAME,
  DEMO_SECOND_EDITOR_PASSWORD,
  DEMO_SECOND_EDITOR_USERNAME,
  DEMO_VISITOR_EMAIL,
  DEMO_VISITOR_FIRST_NAME,
  DEMO_VISITOR_LAST_NAME,
  DEMO_VISITOR_PASSWORD,
  DEMO_VISITOR_USERNAME,
} from './credentials.ts';
import { FORMS } from './content/forms.ts';
import { ARTICLE_CATEGORIES, ARTICLE_TAGS, ARTICLES } from './content/magazine.ts';
import { PERSON_CATEGORIES, PERSONS } from './content/persons.ts';
import { EXHIBITION_TYPES, PRODUCTION_TAGS, PRODUCTIONS } from './content/productions.ts';
import { EVENT_TAGS, EVENT_TYPES, GENRES, LABELS, SERIES, TEASERS } from './content/programme.ts';
import { DEMO_IDENTITY, FOOTER, FOOTER_HTML_BOTTOM, FOOTER_HTML_TOP, MENU, type NavSeed, OPENING_HOURS, REDIRECTS, TOP_ALERT } from './content/site.ts';
import { CITY, ROOM_SEATING, VENUES } from './content/venues.ts';
import { buildPages, newsletterContainer } from './pages.ts';
import { type PlannedEvent, planProgramme } from './programme-plan.ts';
import { createRandom, hashSeed } from './random.ts';
import { richTextBoth } from './rich-text.ts';
import { slugify } from './slug.ts';
import { indexAllContent } from '../../search/index.server.ts';

export type SeedOptions = { today: Temporal.PlainDate };

/** What was seeded, for tests and logs. */
export type SeedSummary = {
  events: number;
  eventsToday: number;
  productions: number;
  articles: number;
  persons: number;
  venues: number;
  pages: number;
  loadTestEventId: number;
};

const CHUNK = 400;

async function chunked<T, R>(rows: readonly T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await run(rows.slice(i, i + CHUNK))));
  return out;
}

/** Inserts in slices that stay far below PostgreSQL's 65,535 bind parameters. */
async function batched<T>(rows: readonly T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await run(rows.slice(i, i + CHUNK));
}

/** Seat groups and sale types on sale for an event, and its cheapest full price. */
function offerFor(e: PlannedEvent) {
  const seating = ROOM_SEATING[e.room] ?? [];
  const family = e.eventType === 'familie';
  const saleTypes = SALE_TYPES.filter((t) => !t.familyOnly || family);
  const fullPrice = (g: { fullPrice: number }) => (family ? Math.round(g.fullPrice * 0.5) : g.fullPrice);
  // "ab 22 €" quotes the cheapest full price; reductions are shown in the booking widget.
  const cheapestFull = Math.min(...seating.map(fullPrice));
  return { seating, family, saleTypes, fullPrice, cheapestFull };
}

function need<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed refers to an unknown key: ${String(key)}`);
  return value;
}

function byKey<T extends { key: string }>(items: readonly T[], ids: readonly { id: number }[]): Map<string, number> {
  return new Map(items.map((item, i) => [item.key, ids[i]?.id ?? -1]));
}

function seasonOf(year: number) {
  return {
    name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    dateFrom: Temporal.PlainDate.from({ year, month: 9, day: 1 }),
    dateTo: Temporal.PlainDate.from({ year: year + 1, month: 7, day: 31 }),
  };
}

export async function seedDemoContent(db: Db, { today }: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(CONTENT_SEED);

  // Editor account, an administrator.
  const [editor] = await db
    .insert(s.users)
    .values({
      email: DEMO_EDITOR_EMAIL,
      username: DEMO_EDITOR_USERNAME,
      firstName: DEMO_EDITOR_FIRST_NAME,
      lastName: DEMO_EDITOR_LAST_NAME,
      passwordHash: await hashPassword(DEMO_EDITOR_PASSWORD),
      isStaff: true,
      role: 'administrator',
      isActive: true,
      adminMenus: [
        { title: 'CMS-Hub', url: '/cms-hub' },
        { title: 'Seiten', url: '/cms-hub/pages' },
        { title: 'Programm', url: '/cms-hub/events' },
        { title: 'Mediathek', url: '/cms-hub/articles' },
        { title: 'Formulare', url: '/cms-hub/forms' },
      ],
    })
    .returning({ id: s.users.id });

  await db.insert(s.users).values({
    email: DEMO_SECOND_EDITOR_EMAIL,
    username: DEMO_SECOND_EDITOR_USERNAME,
    firstName: DEMO_SECOND_EDITOR_FIRST_NAME,
    lastName: DEMO_SECOND_EDITOR_LAST_NAME,
    passwordHash: await hashPassword(DEMO_SECOND_EDITOR_PASSWORD),
    isStaff: true,
    // an editor, not an administrator: the programme and the pages, not the accounts, switches or redirects
    role: 'editor',
    isActive: true,
    adminMenus: [{ title: 'CMS-Hub', url: '/cms-hub' }],
  });

  // A visitor's account with one earlier order from the box office (profile and settings).
  const [demoVisitor] = await db.insert(s.users).values({
    email: DEMO_VISITOR_EMAIL,
    username: DEMO_VISITOR_USERNAME,
    firstName: DEMO_VISITOR_FIRST_NAME,
    lastName: DEMO_VISITOR_LAST_NAME,
    passwordHash: await hashPassword(DEMO_VISITOR_PASSWORD),
    isStaff: false,
    isActive: true,
    preferredLanguage: 'de',
  }).returning({ id: s.users.id });
  const [visitorOrder] = await db
    .insert(s.orders)
    .values({ number: 'F240917-DEMO01', email: DEMO_VISITOR_EMAIL, userId: demoVisitor?.id ?? null, name: `${DEMO_VISITOR_FIRST_NAME} ${DEMO_VISITOR_LAST_NAME}`, locale: 'de', total: '48.00', status: 'confirmed', createdAt: new Date(Date.UTC(today.year, today.month - 1, today.day) - 30 * 86_400_000) })
    .returning({ id: s.orders.id });
  if (visitorOrder) {
    await db.insert(s.orderLines).values({ orderId: visitorOrder.id, description: 'Vollpreis – Großer Saal', quantity: 2, unitAmount: '24.00' });
  }

  // Persons.
  const categoryRows = await db
    .insert(s.personCategories)
    .values(PERSON_CATEGORIES.map((c, position) => ({ name: c.name, position })))
    .returning({ id: s.personCategories.id });
  const personCategoryIds = byKey(PERSON_CATEGORIES, categoryRows);
  const personRows = await db
    .insert(s.persons)
    .values(
      PERSONS.map((p, position) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        slug: slugify(`${p.firstName} ${p.lastName}`),
        role: p.role,
        biography: richTextBoth(p.bio),
        portrait: artworkPath('portrait', hashSeed(p.key), `${p.firstName} ${p.lastName}`),
        categoryId: need(personCategoryIds, p.category),
        position,
      })),
    )
    .returning({ id: s.persons.id });
  const personIds = byKey(PERSONS, personRows);
  const personName = new Map(PERSONS.map((p) => [p.key, `${p.firstName} ${p.lastName}`]));

  // Seasons and productions.
  const seasonYear = today.month >= 8 ? today.year : today.year - 1;
  const seasons = [seasonOf(seasonYear), seasonOf(seasonYear + 1)];
  const seasonRows = await db
    .insert(s.seasons)
    .values(seasons.map((season) => ({ name: season.name, dateFrom: season.dateFrom.toString(), dateTo: season.dateTo.toString() })))
    .returning({ id: s.seasons.id });
  const nextSeasonStart = seasons[1]?.dateFrom ?? today;
  const exhibitionTypeIds = byKey(
    EXHIBITION_TYPES,
    await db.insert(s.exhibitionTypes).values(EXHIBITION_TYPES.map((e) => ({ slug: e.key, name: e.name }))).returning({ id: s.exhibitionTypes.id }),
  );
  const productionTagIds = byKey(
    PRODUCTION_TAGS,
    await db.insert(s.productionTags).values(PRODUCTION_TAGS.map((t) => ({ slug: t.key, name: t.name, showInFilter: t.showInFilter }))).returning({ id: s.productionTags.id }),
  );
  const productionRows = await db
    .insert(s.productions)
    .values(
      PRODUCTIONS.map((p) => {
        const anchor = p.run.anchor === 'today' ? today : nextSeasonStart;
        return {
          kind: p.kind,
          seasonId: seasonRows[p.run.anchor === 'today' ? 0 : 1]?.id,
          exhibitionTypeId: p.exhibitionType ? need(exhibitionTypeIds, p.exhibitionType) : null,
          title: p.title,
          subtitle: p.subtitle,
          slug: p.slug,
          teaser: p.teaser,
          description: richTextBoth(p.description),
          dateFrom: anchor.add({ days: p.run.from }).toString(),
          dateTo: anchor.add({ days: p.run.to }).toString(),
          image: artworkPath('production', hashSeed(p.key), p.title.de),
          gallery: [1, 2, 3].map((n) => artworkPath('event', hashSeed(`${p.key}-${n}`), p.title.de)),
          duration: p.duration,
        };
      }),
    )
    .returning({ id: s.productions.id });
  const productionIds = byKey(PRODUCTIONS, productionRows);
  const productionTagLinks = PRODUCTIONS.flatMap((p) => p.tags.map((tag) => ({ productionId: need(productionIds, p.key), tagId: need(productionTagIds, tag) })));
  if (productionTagLinks.length) await db.insert(s.productionTagsProductions).values(productionTagLinks);
  const productionCredits = PRODUCTIONS.flatMap((p) => [
    ...p.cast.map((c, position) => ({ productionId: need(productionIds, p.key), personId: need(personIds, c.person), role: c.role, kind: 'cast' as const, position })),
    ...p.team.map((c, position) => ({ productionId: need(productionIds, p.key), personId: need(personIds, c.person), role: c.role, kind: 'team' as const, position })),
  ]);
  await db.insert(s.productionPersons).values(productionCredits);

  // Venues and rooms.
  const venueRows = await db
    .insert(s.venues)
    .values(
      VENUES.map((v) => ({
        name: v.name,
        slug: v.slug,
        street: v.street,
        postcode: v.postcode,
        city: v.city,
        lat: v.lat,
        lng: v.lng,
        phone: v.phone,
        email: v.email,
        website: v.website,
        accessibility: v.accessibility,
        description: v.description,
        image: artworkPath('venue', hashSeed(v.key), v.name.de),
      })),
    )
    .returning({ id: s.venues.id });
  const venueIds = byKey(VENUES, venueRows);
  const roomSeeds = VENUES.flatMap((v) => v.rooms.map((room, position) => ({ ...room, venue: v.key, position })));
  const roomIds = byKey(
    roomSeeds,
    await db
      .insert(s.rooms)
      .values(roomSeeds.map((room) => ({ venueId: need(venueIds, room.venue), name: room.name, showInFilter: room.showInFilter, position: room.position })))
      .returning({ id: s.rooms.id }),
  );

  // Programme vocabulary.
  const eventTypeIds = byKey(EVENT_TYPES, await db.insert(s.eventTypes).values(EVENT_TYPES.map((t) => ({ slug: t.key, name: t.name }))).returning({ id: s.eventTypes.id }));
  const eventTagIds = byKey(EVENT_TAGS, await db.insert(s.eventTags).values(EVENT_TAGS.map((t) => ({ name: t.name, showInFilter: t.showInFilter }))).returning({ id: s.eventTags.id }));
  const seriesIds = byKey(
    SERIES,
    await db
      .insert(s.series)
      .values(SERIES.map((x) => ({ name: x.name, slug: x.slug, description: x.description, priceText: x.priceText, showInFilter: x.showInFilter, image: artworkPath('event', hashSeed(`series-${x.key}`), x.name.de) })))
      .returning({ id: s.series.id }),
  );
  // Sponsors and partners (decision 0031): the footer's logo area and the "Förderer und Partner" module show them.
  await db.insert(s.sponsors).values(
    (
      [
        ['Stadt Auenstadt', 'https://auenstadt.example', 'main'],
        ['Kulturstiftung Auenland', 'https://kulturstiftung-auenland.example', 'sponsor'],
        ['Radio Fluss', 'https://radio-fluss.example', 'media'],
      ] as const
    ).map(([name, link, level], position) => ({ name, link, level, position, logo: artworkPath('logo', 500 + position, name) })),
  );
  const genreIds = byKey(GENRES, await db.insert(s.genres).values(GENRES.map((g) => ({ slug: g.key, name: g.name }))).returning({ id: s.genres.id }));
  const labelIds = byKey(LABELS, await db.insert(s.labels).values(LABELS.map((l) => ({ key: l.key, name: l.name }))).returning({ id: s.labels.id }));

  // Events.
  const planned = planProgramme(today, nextSeasonStart, random);
  const shopIdOf = (index: number, loadTest: boolean) => (loadTest ? LOAD_TEST_SHOP_EVENT_ID : SHOP_EVENT_ID_BASE + index + 1);
  const eventRows = await chunked(planned, (chunk) =>
    db
      .insert(s.events)
      .values(
        chunk.map((e) => {
          const index = planned.indexOf(e);
          const shopEventId = shopIdOf(index, e.loadTest);
          return {
            productionId: e.production ? need(productionIds, e.production) : null,
            roomId: need(roomIds, e.room),
            eventTypeId: need(eventTypeIds, e.eventType),
            seriesId: e.series ? need(seriesIds, e.series) : null,
            title: e.title,
            subtitle: e.subtitle,
            slug: e.slug,
            teaser: e.teaser,
            description: e.description,
            info: e.info,
            dateStart: new Date(e.start.epochMilliseconds),
            dateEnd: new Date(e.start.add({ minutes: e.durationMinutes }).epochMilliseconds),
            status: e.status,
            ticketUrl: e.bookable ? `/webshop/events/${shopEventId}` : null,
            shopEventId,
            isBookable: e.bookable,
            image: e.image,
            priceFrom: e.bookable || e.status === 'soldout' ? money(offerFor(e).cheapestFull) : null,
          };
        }),
      )
      .returning({ id: s.events.id, shopEventId: s.events.shopEventId }),
  );
  const eventIdByShopId = new Map(eventRows.map((row) => [row.shopEventId, row.id]));
  const eventIds = planned.map((e, index) => need(eventIdByShopId, shopIdOf(index, e.loadTest)));

  await batched(
    planned.flatMap((e, i) => e.tags.map((tag) => ({ eventId: eventIds[i] ?? -1, tagId: need(eventTagIds, tag) }))),
    (chunk) => db.insert(s.eventTagsEvents).values(chunk),
  );
  await batched(
    planned.flatMap((e, i) => e.genres.map((genre) => ({ eventId: eventIds[i] ?? -1, genreId: need(genreIds, genre) }))),
    (chunk) => db.insert(s.eventGenres).values(chunk),
  );
  await batched(
    planned.flatMap((e, i) => e.labels.map((label) => ({ eventId: eventIds[i] ?? -1, labelId: need(labelIds, label) }))),
    (chunk) => db.insert(s.eventLabels).values(chunk),
  );
  const productionByKey = new Map(PRODUCTIONS.map((p) => [p.key, p]));
  await batched(
    planned.flatMap((e, i) =>
      (e.production ? need(productionByKey, e.production).cast : []).map((c, position) => ({
        eventId: eventIds[i] ?? -1,
        personId: need(personIds, c.person),
        role: c.role,
        kind: 'cast' as const,
        position,
      })),
    ),
    (chunk) => db.insert(s.eventPersons).values(chunk),
  );

  // Box office: sale types, then per bookable event its seat groups, prices, discounts, timeslots and stock.
  const saleTypeIds = byKey(
    SALE_TYPES,
    await db
      .insert(s.saleTypes)
      .values(SALE_TYPES.map((t, position) => ({ name: t.name, isFullPrice: t.isFullPrice, position })))
      .returning({ id: s.saleTypes.id }),
  );
  let loadTestEventId = -1;
  for (const [i, e] of planned.entries()) {
    if (!e.bookable && e.status !== 'soldout') continue;
    const eventId = eventIds[i] ?? -1;
    if (e.loadTest) loadTestEventId = eventId;
    const { seating, family, saleTypes, fullPrice } = offerFor(e);
    const groups = await db
      .insert(s.seatGroups)
      .values(
        seating.map((g, position) => ({
          eventId,
          name: g.name,
          text: g.key === 'loge' ? { de: 'Mit Sekt in der Pause', en: 'With a glass of sparkling wine at the interval' } : null,
          // Boxes are not sold for family shows.
          status: family && g.key === 'loge' ? 0 : 1,
          capacity: e.loadTest ? LOAD_TEST_CAPACITY : g.capacity,
          position,
        })),
      )
      .returning({ id: s.seatGroups.id });
    const priceRows = await db
      .insert(s.prices)
      .values(
        seating.flatMap((g, gi) =>
          saleTypes.map((t) => ({
            eventId,
            seatGroupId: groups[gi]?.id ?? -1,
            saleTypeId: need(saleTypeIds, t.key),
            amount: money(t.amount(fullPrice(g))),
          })),
        ),
      )
      .returning({ id: s.prices.id, seatGroupId: s.prices.seatGroupId, saleTypeId: s.prices.saleTypeId, amount: s.prices.amount });
    const fullPriceType = need(saleTypeIds, 'vollpreis');
    const discountRows = groups.flatMap((g) => {
      const full = priceRows.find((p) => p.seatGroupId === g.id && p.saleTypeId === fullPriceType);
      if (!full) return [];
      return priceRows.filter((p) => p.seatGroupId === g.id && p.id !== full.id).map((p) => ({ priceId: full.id, discountPriceId: p.id }));
    });
    if (discountRows.length) await db.insert(s.discounts).values(discountRows);

    const slots = e.timeslots.length
      ? await db
          .insert(s.timeslots)
          .values(e.timeslots.map((time, n) => ({ eventId, timeStart: `${time}:00`, blockId: (i + 1) * 10 + n, status: 1, capacity: seating[0]?.capacity ?? 0 })))
          .returning({ id: s.timeslots.id })
      : [null];
    await db.insert(s.inventory).values(
      groups.flatMap((g, gi) =>
        slots.map((slot) => {
          const capacity = e.loadTest ? LOAD_TEST_CAPACITY : (seating[gi]?.capacity ?? 0);
          const sold = e.loadTest ? LOAD_TEST_CAPACITY - LOAD_TEST_SEATS_LEFT : Math.floor(capacity * e.soldShare);
          return { eventId, seatGroupId: g.id, timeslotId: slot?.id ?? null, capacity, sold, held: 0 };
        }),
      ),
    );
  }
  if (loadTestEventId < 0) throw new Error(`Demo seed lost the ${LOAD_TEST_EVENT_SLUG} event`);

  // Teasers between events.
  const forms = await seedForms(db);
  await db.insert(s.eventTeasers).values(
    TEASERS.map((t) => ({
      position: today.add({ days: t.dayOffset }).toString(),
      name: t.name,
      headline: t.headline,
      preline: t.preline,
      subline: t.subline,
      linkText: t.linkText,
      link: 'form' in t.link ? formLink(forms, t.link.form) : t.link,
      image: artworkPath('hero', t.artwork, t.headline.de),
    })),
  );

  // Magazine.
  const articleCategoryIds = byKey(
    ARTICLE_CATEGORIES,
    await db
      .insert(s.articleCategories)
      .values(ARTICLE_CATEGORIES.map((c, position) => ({ name: c.name, slug: c.slug, styleName: c.styleName, position })))
      .returning({ id: s.articleCategories.id }),
  );
  const articleTagIds = byKey(ARTICLE_TAGS, await db.insert(s.articleTags).values(ARTICLE_TAGS.map((t) => ({ name: t.name, slug: t.slug }))).returning({ id: s.articleTags.id }));
  // Newest first in the list: article n was published n * 4 days (plus a little) before today.
  const articleValues = ARTICLES.map((a, n) => {
    const production = a.production ? need(productionByKey, a.production) : undefined;
    const productionId = a.production ? need(productionIds, a.production) : undefined;
    const published = today.subtract({ days: n * 4 + random.int(0, 3) }).toZonedDateTime({ timeZone: 'Europe/Berlin', plainTime: Temporal.PlainTime.from({ hour: 8 + random.int(0, 9), minute: random.pick([0, 15, 30, 45]) }) });
    return {
      categoryId: need(articleCategoryIds, a.category),
      title: a.title,
      slug: { de: slugify(a.title.de), en: slugify(a.title.en) },
      teaser: a.teaser,
      body: articleBody(a, {
        production:
          production && productionId !== undefined
            ? { title: production.title, path: { de: `/de/produktionen/${production.slug.de}/${productionId}`, en: `/en/productions/${production.slug.en}/${productionId}` } }
            : undefined,
        person: a.about ? personName.get(a.about) : undefined,
      }),
      publishedAt: new Date(published.epochMilliseconds),
      authorId: need(personIds, a.author),
      image: artworkPath('article', hashSeed(a.key), a.title.de),
    };
  });
  const articleRows = await db.insert(s.articles).values(articleValues).returning({ id: s.articles.id });
  const articleIds = byKey(ARTICLES, articleRows);
  const articleTagLinks = ARTICLES.flatMap((a) => a.tags.map((tag) => ({ articleId: need(articleIds, a.key), tagId: need(articleTagIds, tag) })));
  await db.insert(s.articleTagsArticles).values(articleTagLinks);
  // Related: up to three articles sharing the category, then the production.
  const related = ARTICLES.flatMap((a) => {
    const candidates = ARTICLES.filter((b) => b.key !== a.key && (b.category === a.category || (a.production && b.production === a.production)));
    return candidates.slice(0, 3).map((b, position) => ({ articleId: need(articleIds, a.key), relatedId: need(articleIds, b.key), position }));
  });
  await db.insert(s.relatedArticles).values(related);

  // Container section and CMS pages.
  await db.insert(s.containers).values(LOCALES.map((locale) => ({ slug: NEWSLETTER_CONTAINER_SLUG, locale, contentType: null, objectId: null, modules: newsletterContainer(locale) })));
  const upcoming = planned
    .map((e, i) => ({ e, id: eventIds[i] ?? -1 }))
    .filter(({ e }) => e.bookable && e.status === 'scheduled' && Temporal.PlainDate.compare(e.start.toPlainDate(), today) >= 0);
  // the home page's list shows what is still to come: on an evening, today's earlier events are over
  const seededAt = Date.now();
  const next = upcoming.filter(({ e }) => e.start.epochMilliseconds > seededAt);
  const pages = buildPages({
    today,
    venues: VENUES.map((v) => ({ id: need(venueIds, v.key), name: v.name, slug: v.slug, street: v.street, postcode: v.postcode, city: CITY })),
    articles: ARTICLES.map((a, n) => ({ id: need(articleIds, a.key), title: a.title, slug: articleValues[n]?.slug ?? a.title, teaser: a.teaser, image: articleValues[n]?.image ?? null, categoryId: need(articleCategoryIds, a.category) })),
    articleCategoryIds: [...articleCategoryIds.values()],
    nextEventIds: next.map(({ id }) => id),
    familyEventIds: upcoming.filter(({ e }) => e.labels.includes('family_and_kids')).map(({ id }) => id),
    festivalEventIds: upcoming.filter(({ e }) => e.labels.includes('donaufestival') || e.room === 'seebuehne').map(({ id }) => id),
    familyTagId: null,
    forms,
  });
  const pageIds = new Map<string, number>();
  const paths = new Map<string, Translated>();
  for (const [position, pageSeed] of pages.entries()) {
    const parentId = pageSeed.parent ? need(pageIds, pageSeed.parent) : null;
    const [row] = await db
      .insert(s.pages)
      .values({
        parentId,
        isOnline: pageSeed.isOnline,
        inMenu: pageSeed.inMenu,
        inFooter: pageSeed.inFooter,
        isLandingPage: pageSeed.isLandingPage,
        pageClass: pageSeed.pageClass,
        position,
        ogImage: pageSeed.ogImage,
      })
      .returning({ id: s.pages.id });
    const pageId = row?.id ?? -1;
    pageIds.set(pageSeed.key, pageId);
    const parentPath = pageSeed.parent ? need(paths, pageSeed.parent) : { de: '', en: '' };
    const path: Translated = {
      de: [parentPath.de, pageSeed.slug.de].filter(Boolean).join('/'),
      en: [parentPath.en, pageSeed.slug.en].filter(Boolean).join('/'),
    };
    paths.set(pageSeed.key, path);
    for (const locale of LOCALES) {
      const modules = pageSeed.modules(locale);
      await db.insert(s.pageTranslations).values({
        pageId,
        locale,
        title: pageSeed.title[locale],
        headline: pageSeed.headline[locale],
        slug: pageSeed.slug[locale],
        path: path[locale],
        // no meta title of its own: pages are titled `Title | <the venue's name from the settings>`
        metaTitle: null,
        metaDescription: pageSeed.metaDescription[locale],
        ogTitle: pageSeed.headline[locale],
        ogDescription: pageSeed.metaDescription[locale],
        modules,
      });
      await db.insert(s.pageVersions).values({ pageId, locale, modules, createdBy: editor?.id ?? null, kind: 'publish', label: locale === 'de' ? 'Erstfassung' : 'Initial version' });
    }
  }

  // Navigation.
  for (const locale of LOCALES) {
    await insertNav(db, locale, 'menu', MENU, null, pageIds, forms);
    await insertNav(db, locale, 'footer', FOOTER, null, pageIds, forms);
  }

  // Site services.
  await db.insert(s.redirects).values(REDIRECTS);
  await db.insert(s.topAlerts).values({
    title: TOP_ALERT.title,
    text: TOP_ALERT.text,
    link: TOP_ALERT.link,
    linkTitle: TOP_ALERT.linkTitle,
    isActive: true,
    onlineFrom: new Date(today.subtract({ days: 7 }).toZonedDateTime('Europe/Berlin').epochMilliseconds),
    onlineTo: new Date(today.add({ days: 60 }).toZonedDateTime('Europe/Berlin').epochMilliseconds),
  });
  await db.insert(s.openingHours).values(OPENING_HOURS);
  const christmasEve = Temporal.PlainDate.from({ year: today.month === 12 && today.day > 24 ? today.year + 1 : today.year, month: 12, day: 24 });
  await db.insert(s.openingHourExceptions).values([
    {
      date: today.add({ days: 2 }).toString(),
      timeFrom: '17:00',
      timeTo: '19:30',
      closed: false,
      alternativeText: { de: 'Wegen einer Betriebsversammlung öffnet die Kasse heute erst um 17 Uhr.', en: 'Because of a staff meeting the box office opens at 5 pm today.' },
      alternativeLinkUrl: null,
    },
    {
      date: christmasEve.toString(),
      timeFrom: null,
      timeTo: null,
      closed: true,
      alternativeText: { de: 'Heiligabend bleibt die Kasse geschlossen. Karten gibt es rund um die Uhr im Webshop.', en: 'The box office is closed on Christmas Eve. Tickets are available around the clock in the web shop.' },
      alternativeLinkUrl: '/webshop',
    },
  ]);

  // The site search finds everything seeded (same transaction as the content).
  await indexAllContent(db);

  // Written last: its presence marks a completely seeded database.
  await db.insert(s.siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true, htmlHeader: null, htmlFooterTop: FOOTER_HTML_TOP, htmlFooterBottom: FOOTER_HTML_BOTTOM, htmlFooterLogos: null, identity: DEMO_IDENTITY });

  return {
    events: planned.length,
    eventsToday: planned.filter((e) => e.start.toPlainDate().equals(today)).length,
    productions: PRODUCTIONS.length,
    articles: ARTICLES.length,
    persons: PERSONS.length,
    venues: VENUES.length,
    pages: pages.length,
    loadTestEventId,
  };
}

type SeededForm = { key: string; id: number; slug: Translated };

async function seedForms(db: Db): Promise<SeededForm[]> {
  const seeded: SeededForm[] = [];
  for (const form of FORMS) {
    const [row] = await db
      .insert(s.forms)
      .values({ title: form.title, intro: form.intro, slug: form.slug, successText: form.successText, notifyEmail: form.notifyEmail })
      .returning({ id: s.forms.id });
    const formId = row?.id ?? -1;
    await db.insert(s.formFields).values(
      form.fields.map((f, position) => ({
        formId,
        position,
        label: f.label,
        slug: f.slug,
        fieldType: f.fieldType,
        required: f.required,
        visible: f.visible ?? true,
        choices: f.choices ?? null,
        defaultValue: f.defaultValue ?? null,
        placeholderText: f.placeholder ?? null,
        helpText: f.help ?? null,
        accept: f.accept ?? null,
      })),
    );
    seeded.push({ key: form.key, id: formId, slug: form.slug });
  }
  return seeded;
}

function formLink(forms: readonly SeededForm[], key: string): Translated {
  const form = forms.find((f) => f.key === key);
  if (!form) throw new Error(`Demo seed refers to an unknown form: ${key}`);
  return { de: `/de/forms/${form.slug.de}/${form.id}`, en: `/en/forms/${form.slug.en}/${form.id}` };
}

async function insertNav(
  db: Db,
  locale: Locale,
  area: 'menu' | 'footer',
  entries: readonly NavSeed[],
  parentId: number | null,
  pageIds: ReadonlyMap<string, number>,
  forms: readonly SeededForm[],
): Promise<void> {
  for (const [position, entry] of entries.entries()) {
    const [row] = await db
      .insert(s.navItems)
      .values({
        locale,
        area,
        parentId,
        position,
        title: entry.title[locale],
        url: entry.form ? formLink(forms, entry.form)[locale] : entry.url[locale],
        pageId: entry.page ? (pageIds.get(entry.page) ?? null) : null,
        hasTabNavigation: entry.hasTabNavigation ?? false,
      })
      .returning({ id: s.navItems.id });
    if (entry.children && row) await insertNav(db, locale, area, entry.children, row.id, pageIds, forms);
  }
}
