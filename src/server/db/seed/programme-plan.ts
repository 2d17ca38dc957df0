import { Temporal } from 'temporal-polyfill';
import { artworkPath } from '../../media/artwork.server.ts';
import type { RichText } from '../rich-text.ts';
import type { Translated } from '../translated.ts';
import type { EventLabelKey, EventStatus } from '../values.ts';
import { DEMO_TIME_ZONE, LOAD_TEST_DAY_OFFSET, LOAD_TEST_EVENT_SLUG, PROGRAMME_WINDOW_DAYS } from './constants.ts';
import { EVENT_INFOS, RECURRING } from './content/programme.ts';
import { PRODUCTIONS, type ProductionSeed } from './content/productions.ts';
import { hashSeed, type Random } from './random.ts';
import { richText, richTextBoth } from './rich-text.ts';
import { slugify } from './slug.ts';

export type PlannedEvent = {
  key: string;
  production?: string;
  title: Translated;
  subtitle: Translated | null;
  slug: Translated;
  teaser: Translated | null;
  description: Translated<RichText> | null;
  info: Translated | null;
  room: string;
  eventType: string;
  series?: string;
  genres: string[];
  tags: string[];
  labels: EventLabelKey[];
  start: Temporal.ZonedDateTime;
  durationMinutes: number;
  status: EventStatus;
  bookable: boolean;
  /** Local entry times for timed-ticket events (exhibitions). */
  timeslots: string[];
  image: string;
  /** Share of the capacity already sold, 0–1; 1 for sold-out events. */
  soldShare: number;
  loadTest: boolean;
};

const r = (de: string, en: string): Translated => ({ de, en });

function dayOffsetOf(production: ProductionSeed, today: Temporal.PlainDate, nextSeasonStart: Temporal.PlainDate) {
  const anchor = production.run.anchor === 'today' ? today : nextSeasonStart;
  const from = anchor.add({ days: production.run.from }).since(today).days;
  const to = anchor.add({ days: production.run.to }).since(today).days;
  return { from, to };
}

function at(date: Temporal.PlainDate, time: string): Temporal.ZonedDateTime {
  return date.toZonedDateTime({ timeZone: DEMO_TIME_ZONE, plainTime: Temporal.PlainTime.from(time) });
}

function productionEvent(p: ProductionSeed, date: Temporal.PlainDate, time: string, room: string, durationMinutes: number): PlannedEvent {
  return {
    key: `${p.key}@${date.toString()}T${time}`,
    production: p.key,
    title: p.title,
    subtitle: p.subtitle,
    slug: p.slug,
    teaser: p.teaser,
    description: richTextBoth(p.description),
    info: null,
    room,
    eventType: p.eventType,
    series: p.series,
    genres: p.genres,
    tags: [],
    labels: [...p.labels],
    start: at(date, time),
    durationMinutes,
    status: 'scheduled',
    bookable: true,
    timeslots: [],
    image: artworkPath('event', hashSeed(p.key), p.title.de),
    soldShare: 0,
    loadTest: false,
  };
}

function durationOf(p: ProductionSeed): number {
  const match = /(\d+) Stunden?(?: (\d+) Minuten)?|(\d+) Minuten/.exec(p.duration?.de ?? '');
  if (!match) return 120;
  if (match[3]) return Number(match[3]);
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** Plans the programme: repertoire evenings, family shows, exhibitions with timed tickets and series. */
export function planProgramme(today: Temporal.PlainDate, nextSeasonStart: Temporal.PlainDate, random: Random): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  const windows = new Map(PRODUCTIONS.map((p) => [p.key, dayOffsetOf(p, today, nextSeasonStart)]));
  const activeOn = (p: ProductionSeed, day: number) => {
    const w = windows.get(p.key);
    return w !== undefined && day >= w.from && day <= w.to;
  };
  const shows = PRODUCTIONS.filter((p) => p.kind === 'show');
  const exhibitions = PRODUCTIONS.filter((p) => p.kind === 'exhibition');
  const occurrences = new Map<string, number>();

  for (let day = 0; day < PROGRAMME_WINDOW_DAYS; day++) {
    const date = today.add({ days: day });
    const weekday = date.dayOfWeek - 1; // 0 = Monday
    const week = Math.floor(day / 7);

    // Repertoire evenings; Monday is dark except for the house's forced opening-day show.
    const eveningRooms: { room: string; chance: readonly number[]; time: (wd: number) => string }[] = [
      { room: 'grosser-saal', chance: [0, 0.3, 0.3, 0.3, 0.8, 0.8, 0.5], time: (wd) => (wd === 6 ? '18:00' : '19:30') },
      { room: 'kammerbuehne', chance: [0, 0.25, 0.25, 0.25, 0.6, 0.6, 0.3], time: () => '20:00' },
      { room: 'studiobuehne', chance: [0, 0.2, 0.2, 0.2, 0.5, 0.5, 0.2], time: () => '20:00' },
      { room: 'zollkeller', chance: [0, 0, 0.5, 0, 0, 0.5, 0], time: () => '20:00' },
    ];
    for (const slot of eveningRooms) {
      const candidates = shows.filter((p) => p.room === slot.room && !p.family && activeOn(p, day));
      if (candidates.length === 0) continue;
      const forced = day === 0 && slot.room === 'grosser-saal';
      if (!forced && !random.chance(slot.chance[weekday] ?? 0)) continue;
      const p = random.pick(candidates);
      events.push(productionEvent(p, date, slot.time(weekday), slot.room, durationOf(p)));
    }

    // Family shows at weekends.
    if (weekday >= 5) {
      for (const p of shows.filter((s) => s.family && activeOn(s, day))) {
        const times = p.room === 'grosser-saal' ? (weekday === 6 ? ['11:00'] : []) : weekday === 6 ? ['11:00', '16:00'] : ['16:00'];
        for (const time of times) events.push(productionEvent(p, date, time, p.room, durationOf(p)));
      }
    }

    // Sunday matinee in the foyer and the open-air choir on Saturdays.
    for (const p of shows.filter((s) => !s.family && activeOn(s, day))) {
      if (p.room === 'foyer' && weekday === 6) events.push(productionEvent(p, date, '11:00', 'foyer', durationOf(p)));
      if (p.room === 'seebuehne' && weekday === 5) events.push(productionEvent(p, date, '17:00', 'seebuehne', durationOf(p)));
    }

    // Exhibitions: timed tickets on Sundays, a public guided tour every other Thursday.
    for (const p of exhibitions.filter((e) => activeOn(e, day))) {
      if (weekday === 6) {
        const visit = productionEvent(p, date, '10:00', p.room, 8 * 60);
        visit.key = `${p.key}@${date.toString()}:zeitfenster`;
        visit.subtitle = r('Ausstellungsbesuch mit Zeitfenster-Ticket', 'Exhibition visit with a timed ticket');
        visit.timeslots = ['10:00', '12:00', '14:00', '16:00'];
        events.push(visit);
      }
      if (weekday === 3 && week % 2 === 0) {
        const tour = productionEvent(p, date, '17:00', p.room, 60);
        tour.eventType = 'fuehrung';
        tour.title = r(`Führung: ${p.title.de}`, `Guided tour: ${p.title.en}`);
        tour.subtitle = r('Öffentliche Führung mit den Kuratorinnen und Kuratoren', 'Public tour with the curators');
        events.push(tour);
      }
    }

    for (const rec of RECURRING) {
      if (weekday !== rec.weekday || week % rec.everyWeeks !== rec.weekOffset % rec.everyWeeks) continue;
      const n = occurrences.get(rec.key) ?? 0;
      occurrences.set(rec.key, n + 1);
      const entry = rec.titles[n % rec.titles.length];
      if (!entry) continue;
      events.push({
        key: `${rec.key}@${date.toString()}`,
        title: entry.title,
        subtitle: entry.subtitle,
        slug: { de: slugify(entry.title.de), en: slugify(entry.title.en) },
        teaser: entry.teaser,
        description: richTextBoth(entry.teaser),
        info: rec.bookable ? null : r('Eintritt frei, ohne Anmeldung', 'Free admission, no booking needed'),
        room: rec.room,
        eventType: rec.eventType,
        series: rec.series,
        genres: rec.genres,
        tags: [],
        labels: [...rec.labels],
        start: at(date, rec.time),
        durationMinutes: rec.durationMinutes,
        status: 'scheduled',
        bookable: rec.bookable,
        timeslots: [],
        image: artworkPath('event', hashSeed(`${rec.key}-${n % rec.titles.length}`), entry.title.de),
        soldShare: 0,
        loadTest: false,
      });
    }
  }

  // Visitors arriving on any day find something: a backstage tour on the opening day.
  events.push({
    key: `tour@${today.toString()}`,
    title: r('Hinter den Kulissen', 'Behind the Scenes'),
    subtitle: r('Führung durch das Große Haus', 'A tour of the Main Theatre'),
    slug: r('hinter-den-kulissen', 'behind-the-scenes'),
    teaser: r('75 Minuten durch Werkstätten, Garderoben und Technik.', '75 minutes through workshops, dressing rooms and technology.'),
    description: richTextBoth(
      r(
        'Von der Unterbühne bis zum Schnürboden: Unsere Führung zeigt, was das Publikum sonst nie sieht.\n\n- Treffpunkt: Theaterkasse im Foyer\n- festes Schuhwerk empfohlen\n- nicht barrierefrei (viele Treppen)',
        'From below the stage to the fly tower: our tour shows what the audience never gets to see.\n\n- Meeting point: box office in the foyer\n- sturdy shoes recommended\n- not step-free (many stairs)',
      ),
    ),
    info: null,
    room: 'foyer',
    eventType: 'fuehrung',
    genres: [],
    tags: [],
    labels: [],
    start: at(today, '16:00'),
    durationMinutes: 75,
    status: 'scheduled',
    bookable: true,
    timeslots: [],
    image: artworkPath('event', hashSeed('tour'), 'Hinter den Kulissen'),
    soldShare: 0,
    loadTest: false,
  });

  const loadTestDate = today.add({ days: LOAD_TEST_DAY_OFFSET });
  events.push({
    key: LOAD_TEST_EVENT_SLUG,
    title: r('Lasttest-Konzert: Das große Mitsingkonzert', 'Load-Test Concert: The Great Sing-Along'),
    subtitle: r('Foyerkonzert mit dem Jugendchor', 'Foyer concert with the youth choir'),
    slug: { de: LOAD_TEST_EVENT_SLUG, en: LOAD_TEST_EVENT_SLUG },
    teaser: r('Volkslieder, Pop und Kanons zum Mitsingen – die Texte gibt es am Eingang.', 'Folk songs, pop and rounds to sing along to – lyrics are handed out at the door.'),
    description: { de: richText('Ein Abend zum Mitsingen im Foyer. Clara Böhm dirigiert, alle singen.'), en: richText('An evening of singing along in the foyer. Clara Böhm conducts, everybody sings.') },
    info: null,
    room: 'foyer',
    eventType: 'konzert',
    genres: ['kammermusik'],
    tags: [],
    labels: ['in_die_mitte'],
    start: at(loadTestDate, '20:00'),
    durationMinutes: 90,
    status: 'scheduled',
    bookable: true,
    timeslots: [],
    image: artworkPath('event', hashSeed(LOAD_TEST_EVENT_SLUG), 'Das große Mitsingkonzert'),
    soldShare: 0,
    loadTest: true,
  });

  events.sort((a, b) => Temporal.ZonedDateTime.compare(a.start, b.start) || a.key.localeCompare(b.key));
  decorate(events, today, random);
  return events;
}

/** Tags, info lines, statuses and sales, assigned after sorting so the first and last shows are known. */
function decorate(events: PlannedEvent[], today: Temporal.PlainDate, random: Random): void {
  const firstOf = new Map<string, PlannedEvent>();
  const lastOf = new Map<string, PlannedEvent>();
  for (const event of events) {
    if (!event.production || event.timeslots.length > 0) continue;
    if (!firstOf.has(event.production)) firstOf.set(event.production, event);
    lastOf.set(event.production, event);
  }
  const windows = new Map(PRODUCTIONS.map((p) => [p.key, p]));
  for (const [key, event] of firstOf) {
    const production = windows.get(key);
    // A premiere only when the run starts inside the programme window.
    if (production && production.run.anchor === 'today' && production.run.from >= 0) {
      event.tags.push('premiere');
      if (!event.labels.includes('tag_1')) event.labels.push('tag_1');
    }
  }
  for (const [key, event] of lastOf) {
    const production = windows.get(key);
    if (production && production.run.anchor === 'today' && production.run.to < PROGRAMME_WINDOW_DAYS) event.tags.push('letzte');
  }

  let cancelled = 0;
  let soldOut = 0;
  for (const [index, event] of events.entries()) {
    const isToday = event.start.toPlainDate().equals(today);
    const theatre = event.eventType === 'schauspiel' || event.eventType === 'musiktheater';
    if (theatre && random.chance(0.3)) event.tags.push('einfuehrung');
    if (event.production === 'nathan') event.tags.push('publikumsgespraech');
    if (event.production && windows.get(event.production)?.tags.includes('uebertitel') && event.start.dayOfWeek === 5) event.tags.push('uebertitel');
    if (theatre && random.chance(0.04)) event.tags.push('audiodeskription');
    if (event.production === 'kleiner-prinz' && event.start.hour === 11) event.tags.push('schulvorstellung');
    if (event.eventType === 'konzert' && random.chance(0.15) && !event.labels.includes('livestream')) event.labels.push('livestream');

    if (event.tags.includes('audiodeskription')) event.info = EVENT_INFOS[3] ?? null;
    else if (event.tags.includes('publikumsgespraech')) event.info = EVENT_INFOS[1] ?? null;
    else if (event.tags.includes('einfuehrung')) event.info = EVENT_INFOS[0] ?? null;
    else if (event.tags.includes('uebertitel')) event.info = EVENT_INFOS[2] ?? null;

    if (!event.bookable) continue;
    event.soldShare = Math.round(random.next() * 60) / 100;
    if (isToday || event.loadTest) continue;
    const roll = random.next();
    // Guarantee at least one cancelled and one sold-out evening early in the programme.
    const mustCancel = cancelled === 0 && index > 12 && theatre;
    const mustSellOut = soldOut === 0 && index > 6 && event.timeslots.length === 0 && !mustCancel;
    if (mustCancel || roll < 0.03) {
      event.status = 'cancelled';
      event.bookable = false;
      event.info = { de: 'Die Vorstellung muss leider entfallen. Bereits gekaufte Karten werden erstattet.', en: 'Unfortunately this performance has been cancelled. Tickets already bought will be refunded.' };
      cancelled++;
    } else if (mustSellOut || roll < 0.09) {
      event.status = 'soldout';
      event.soldShare = 1;
      soldOut++;
    } else if (roll < 0.1) {
      event.status = 'rescheduled';
      event.info = { de: 'Neuer Termin! Karten für den ursprünglichen Termin behalten ihre Gültigkeit.', en: 'New date! Tickets for the original date remain valid.' };
    } else if (roll < 0.11) {
      event.status = 'postponed';
      event.bookable = false;
      event.info = { de: 'Verschoben – der neue Termin wird bald bekannt gegeben.', en: 'Postponed – the new date will be announced soon.' };
    }
  }
}
