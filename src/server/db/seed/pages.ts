import { Temporal } from 'temporal-polyfill';
import { artworkPath, type ArtworkKind } from '../../media/artwork.server.ts';
import type { JsonValue, ModuleNode } from '../module-tree.ts';
import type { Locale, Translated } from '../translated.ts';
import { DEMO_TIME_ZONE, NEWSLETTER_CONTAINER_SLUG } from './constants.ts';
import { type Draft, finalize, mod, section } from './module-builder.ts';
import { richText } from './rich-text.ts';

type VenueRef = { id: number; name: Translated; slug: Translated; street: string; postcode: string; city: string };
type ArticleRef = { id: number; title: Translated; slug: Translated; teaser: Translated | null; image: string | null; categoryId: number | null };

/** Ids of seeded content the module trees point at. */
export type PageContext = {
  today: Temporal.PlainDate;
  venues: VenueRef[];
  articles: ArticleRef[];
  articleCategoryIds: number[];
  /** Upcoming bookable events, soonest first. */
  /** Bookable events that begin after the moment of seeding, soonest first. */
  nextEventIds: number[];
  familyEventIds: number[];
  festivalEventIds: number[];
  familyTagId: number | null;
  forms: { key: string; id: number; slug: Translated }[];
};

export type PageSeed = {
  key: string;
  parent?: string;
  isOnline: boolean;
  inMenu: boolean;
  inFooter: boolean;
  isLandingPage: boolean;
  pageClass: string | null;
  ogImage: string;
  slug: Translated;
  title: Translated;
  headline: Translated;
  metaDescription: Translated;
  modules: (locale: Locale) => ModuleNode[];
};

const HUBSPOT_NEWSLETTER_FORM = '5f1c2a9e-8d4b-4c71-9a0e-3b6d7e2f1a45';

function image(kind: ArtworkKind, seed: number, alt: string, width: number, height: number): { [key: string]: JsonValue } {
  const url = artworkPath(kind, seed, alt);
  return {
    image: url,
    image_obj: { id: seed, url, alt, width, height },
    image_thumbnails: { large: url },
  };
}

function iso(date: Temporal.PlainDate): string {
  return date.toZonedDateTime({ timeZone: DEMO_TIME_ZONE }).toInstant().toString();
}

export function buildPages(ctx: PageContext): PageSeed[] {
  const venueObj = (venue: VenueRef, locale: Locale) => ({
    id: venue.id,
    name: venue.name[locale],
    slug: venue.slug[locale],
    street: venue.street,
    postcode: venue.postcode,
    city: venue.city,
  });
  const articleObj = (article: ArticleRef, locale: Locale) => ({
    id: article.id,
    title: article.title[locale],
    slug: article.slug[locale],
    teaser: article.teaser?.[locale] ?? null,
    image: article.image,
    category: article.categoryId,
  });
  const formUrl = (key: string, locale: Locale): string => {
    const form = ctx.forms.find((f) => f.key === key);
    return form ? `/${locale}/forms/${form.slug[locale]}/${form.id}` : `/${locale}`;
  };
  const onlineFrom = iso(ctx.today.subtract({ days: 30 }));
  const weekAhead = ctx.today.add({ days: 7 }).toString();

  const page = (seed: Omit<PageSeed, 'modules'>, build: (t: (de: string, en: string) => string, locale: Locale) => Draft[]): PageSeed => ({
    ...seed,
    modules: (locale) => finalize(build((de, en) => (locale === 'de' ? de : en), locale)),
  });
  const defaults = { isOnline: true, inMenu: true, inFooter: false, isLandingPage: false, pageClass: null };

  const legal = (key: string, slug: string, title: Translated, body: Translated): PageSeed =>
    page(
      { ...defaults, key, inMenu: false, inFooter: true, ogImage: artworkPath('hero', 90, title.de), slug: { de: slug, en: slug }, title, headline: title, metaDescription: title },
      (t) => [mod('HeadlineModule', { headline_level: 2, preline: null, content: t(title.de, title.en), subline: null, anchor: null }), mod('TextModule', { content: richText(t(body.de, body.en)), anchor: null, decrease_distance: false })],
    );

  return [
    page(
      {
        ...defaults,
        key: 'home',
        pageClass: 'cc01',
        ogImage: artworkPath('hero', 1, 'Kulturhaus am Fluss'),
        slug: { de: '', en: '' },
        title: { de: 'Startseite', en: 'Home' },
        headline: { de: 'Kulturhaus am Fluss', en: 'Kulturhaus am Fluss' },
        metaDescription: {
          de: 'Theater, Tanz, Musik und Ausstellungen in Auenstadt: Programm, Karten und Geschichten aus dem Kulturhaus am Fluss.',
          en: 'Theatre, dance, music and exhibitions in Auenstadt: programme, tickets and stories from the Kulturhaus am Fluss.',
        },
      },
      (t, locale) => [
        mod('HeroMediaModule', {
          headline: t('Theater am Wasser', 'Theatre by the water'),
          text: richText(t('Die Spielzeit ist in vollem Gang: **Der Sturm** flutet das Große Haus, *Flussläufe* tanzt die Geschichte unseres Flusses.', 'The season is in full swing: **The Tempest** floods the Main Theatre, *River Courses* dances the story of our river.')),
          button_text: t('Zum Programm', 'See the programme'),
          button_link: t('/de/programm', '/en/events'),
          button_link_url: t('/de/programm', '/en/events'),
          image: artworkPath('hero', 1),
          video: null,
          sticky: false,
          online_from: onlineFrom,
          online_to: null,
        }),
        mod(
          'EventListModule',
          // the programme has dark days (Mondays, holidays): a week ahead, not three days, keeps the list filled
          { date_from: ctx.today.toString(), date_to: weekAhead, filters: 'none', tag: null },
          ctx.nextEventIds.slice(0, 6).map((event) => mod('EventItem', { event })),
        ),
        mod('HeadlineModule', { headline_level: 2, preline: t('Mediathek', 'Magazine'), content: t('Geschichten aus dem Haus', 'Stories from the house'), subline: null, anchor: 'magazin' }),
        mod('BlogTeaserListModule', {
          items: ctx.articles.slice(0, 6).map((article) => article.id),
          article_objs: ctx.articles.slice(0, 6).map((article) => articleObj(article, locale)),
          main_teaser_obj: ctx.articles[0] ? articleObj(ctx.articles[0], locale) : null,
        }),
        mod('HighlightTeaserModule', { categories: ctx.articleCategoryIds.slice(0, 3) }),
        mod('FullTeaserModule', {
          ...image('production', 11, t('Der Sturm', 'The Tempest'), 1240, 700),
          link: t('/de/produktionen', '/en/productions'),
          link_text: t('Alle Produktionen', 'All productions'),
          preline: t('Spielzeit 2026/27', 'Season 2026/27'),
          headline: t('Zwölf Premieren, vier Ausstellungen, ein Fluss', 'Twelve premieres, four exhibitions, one river'),
          subline: t('Das Programm der neuen Spielzeit', 'The programme of the new season'),
          text: t(
            'Von Shakespeare bis zur Uraufführung, vom Familienkonzert bis zum Tanzabend: Entdecken Sie, was wir in dieser Spielzeit für Sie vorbereitet haben.',
            'From Shakespeare to world premieres, from family concerts to dance evenings: discover what we have prepared for you this season.',
          ),
          extra_class: 'default',
        }),
        mod('TeaserListModule', { extra_class: 'default' }, [
          mod('TeaserItem', { image: artworkPath('article', 21, t('Familie', 'Family')), link: t('/de/kinder', '/en/children'), link_text: t('Für Familien', 'For families'), preline: t('Junges Haus', 'Young audiences'), headline: t('Theater ab 4 Jahren', 'Theatre from age 4'), subline: null, text: t('Familienstücke, Werkstätten und entspannte Vorstellungen.', 'Family shows, workshops and relaxed performances.'), online_from: null, online_to: null }),
          mod('TeaserItem', { image: artworkPath('venue', 3, t('Besuch', 'Visit')), link: t('/de/besuch', '/en/visit'), link_text: t('Ihr Besuch', 'Your visit'), preline: t('Service', 'Service'), headline: t('Anfahrt, Karten, Garderobe', 'Getting here, tickets, cloakroom'), subline: null, text: t('Alles, was Sie für einen entspannten Theaterabend wissen müssen.', 'Everything you need to know for a relaxed evening at the theatre.'), online_from: null, online_to: null }),
          mod('TeaserItem', { image: artworkPath('hero', 7), link: t('/de/festivals/uferfestival', '/en/festivals/riverbank-festival'), link_text: t('Zum Festival', 'To the festival'), preline: t('Festival', 'Festival'), headline: t('Uferfestival', 'Riverbank Festival'), subline: t('Zehn Tage am Wasser', 'Ten days by the water'), text: null, online_from: onlineFrom, online_to: iso(ctx.today.add({ days: 200 })) }),
        ]),
        section({ extra_class: 'cc02', image: null, layout: 3 }, [
          {
            classes: 'col-12 col-md-6',
            children: [
              mod('HeadlineModule', { headline_level: 3, preline: null, content: t('Die Theaterkasse', 'The box office'), subline: null, anchor: 'kasse' }),
              mod('TextModule', { content: richText(t('Dienstag bis Freitag 11–18 Uhr, Samstag 10–14 Uhr, Sonntag 15–18 Uhr.\n\nTelefon [+49 3410 8877-0](tel:+4934108877) · [kasse@kulturhaus-am-fluss.example](mailto:kasse@kulturhaus-am-fluss.example)', 'Tuesday to Friday 11 am–6 pm, Saturday 10 am–2 pm, Sunday 3–6 pm.\n\nPhone [+49 3410 8877-0](tel:+4934108877) · [kasse@kulturhaus-am-fluss.example](mailto:kasse@kulturhaus-am-fluss.example)')), anchor: null, decrease_distance: true }),
            ],
          },
          { classes: 'col-12 col-md-6', children: [mod('ImageModule', { ...image('venue', 1, t('Das Foyer am Abend', 'The foyer in the evening'), 1240, 700), format: 'horizontal' })] },
        ]),
        mod('ContainerModule', { layout: 0, slug: NEWSLETTER_CONTAINER_SLUG, content_type: null }),
        mod(
          'LogoListModule',
          { extra_class: 'partners' },
          [
            ['Stadt Auenstadt', 'https://auenstadt.example'],
            ['Kulturstiftung Auenland', 'https://kulturstiftung-auenland.example'],
            ['Stadtwerke Auenstadt', 'https://stadtwerke-auenstadt.example'],
            ['Radio Fluss', 'https://radio-fluss.example'],
          ].map(([name = '', url = ''], i) => mod('LogoItem', { image: artworkPath('logo', 500 + i, name), link: url, link_url: url, text: name })),
        ),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'about',
        ogImage: artworkPath('venue', 1, 'Über uns'),
        slug: { de: 'ueber-uns', en: 'about' },
        title: { de: 'Über uns', en: 'About us' },
        headline: { de: 'Ein Haus für die ganze Stadt', en: 'A house for the whole city' },
        metaDescription: { de: 'Das Kulturhaus am Fluss: Geschichte, Haltung und Menschen.', en: 'The Kulturhaus am Fluss: history, values and people.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: t('Über uns', 'About us'), content: t('Ein Haus für die ganze Stadt', 'A house for the whole city'), subline: t('Seit 1911 am Ufer', 'On the riverbank since 1911'), anchor: 'start' }),
        mod('AnchorListModule', { sticky: true }, [
          mod('AnchorItem', { anchor: 'haus', link_url: '#haus', link_text: t('Das Haus', 'The house'), extra_class: 'default', link_open_in_new_window: false, level: 2, sticky: true }),
          mod('AnchorItem', { anchor: 'leitung', link_url: '#leitung', link_text: t('Leitung', 'Management'), extra_class: 'default', link_open_in_new_window: false, level: 2, sticky: true }),
          mod('AnchorItem', { anchor: 'film', link_url: '#film', link_text: t('Film', 'Film'), extra_class: 'default', link_open_in_new_window: false, level: 3, sticky: false }),
        ]),
        mod('TextModule', {
          content: richText(
            t(
              '## Das Haus\n\nDas Kulturhaus am Fluss vereint **vier Spielstätten** unter einem Dach: das Große Haus an der Uferpromenade, die Kammerspiele im Alten Zollhaus, die Kunsthalle Weidenhof und die Seebühne im Stadtpark.\n\nJede Spielzeit zeigen wir rund 600 Vorstellungen, Konzerte und Führungen für mehr als 180.000 Besucherinnen und Besucher.',
              '## The house\n\nThe Kulturhaus am Fluss brings **four venues** together under one roof: the Main Theatre on the Uferpromenade, the Chamber Theatre in the Old Customs House, the Weidenhof Kunsthalle and the Lake Stage in the City Park.\n\nEvery season we stage around 600 performances, concerts and tours for more than 180,000 visitors.',
            ),
          ),
          anchor: 'haus',
          decrease_distance: false,
        }),
        mod('TwoColumnsModule', {
          extra_class: 'image-text',
          text: richText(t('### Leitung\n\nIntendantin **Johanna Brenner** und der kaufmännische Direktor **Matthias Ölschläger** leiten das Haus gemeinsam. Das ganze Team finden Sie [auf der Teamseite](/de/team).', '### Management\n\nArtistic director **Johanna Brenner** and managing director **Matthias Ölschläger** run the house together. You can meet the whole team [on the team page](/en/team).')),
          ...image('portrait', 101, 'Johanna Brenner', 400, 500),
        }),
        mod('QuoteModule', { content: t('Ein Theater gehört der ganzen Stadt, nicht nur denen, die schon kommen.', 'A theatre belongs to the whole city, not just to those who already come.'), author: 'Johanna Brenner', anchor: 'leitung' }),
        mod('ImageModule', { ...image('venue', 2, t('Der Große Saal nach der Sanierung', 'The main auditorium after the renovation'), 1240, 700), format: 'horizontal' }),
        mod('VideoModule', { video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', image: artworkPath('hero', 12, t('Ein Jahr im Kulturhaus', 'A year at the Kulturhaus')), title: t('Ein Jahr im Kulturhaus', 'A year at the Kulturhaus'), length: '4:32' }),
        mod('LinkModule', { link_text: t('Zur Geschichte des Hauses', 'The history of the house'), link: t('/de/ueber-uns/geschichte', '/en/about/history'), link_url: t('/de/ueber-uns/geschichte', '/en/about/history'), extra_class: 'button-primary', anchor: 'film', sticky: false }),
        mod('SponsorsModule', { headline: t('Förderer und Partner', 'Sponsors and partners'), anchor: null }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'history',
        parent: 'about',
        ogImage: artworkPath('venue', 4, 'Geschichte'),
        slug: { de: 'geschichte', en: 'history' },
        title: { de: 'Geschichte', en: 'History' },
        headline: { de: 'Über hundert Jahre am Fluss', en: 'More than a hundred years by the river' },
        metaDescription: { de: 'Die Geschichte des Kulturhauses am Fluss seit 1911.', en: 'The history of the Kulturhaus am Fluss since 1911.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: t('Geschichte', 'History'), content: t('Über hundert Jahre am Fluss', 'More than a hundred years by the river'), subline: null, anchor: null }),
        mod('TextModule', {
          content: richText(
            t(
              'Die wichtigsten Stationen:\n\n1. **1911** – Eröffnung als Stadttheater mit Schillers *Wilhelm Tell*\n2. **1945** – Zerstörung des Bühnenhauses, Spielbetrieb im Zollhaus\n3. **1961** – Wiederaufbau des Großen Hauses\n4. **2019** – Wiedereröffnung nach fünf Jahren Sanierung\n\nMehr über die Sanierung lesen Sie in unserer [Mediathek](/de/mediathek-de).',
              'The key moments:\n\n1. **1911** – opened as the municipal theatre with Schiller\'s *William Tell*\n2. **1945** – the stage house is destroyed; performances move to the Customs House\n3. **1961** – the Main Theatre is rebuilt\n4. **2019** – reopening after five years of renovation\n\nRead more about the renovation in our [magazine](/en/mediathek-en).',
            ),
          ),
          anchor: 'chronik',
          decrease_distance: false,
        }),
        mod(
          'ImageListModule',
          { format: 'standard', anchor: 'bilder' },
          [1911, 1961, 1989, 2019].map((year) => mod('ImageItem', { image: artworkPath('venue', year, String(year)), link: null, link_url: null, text: t(`Das Große Haus im Jahr ${year}`, `The Main Theatre in ${year}`) })),
        ),
        mod('VideoListModule', {}, [
          mod('VideoItem', { video_url: 'https://vimeo.com/76979871', title: t('Die Sanierung im Zeitraffer', 'The renovation in time-lapse'), content: t('Fünf Jahre in drei Minuten.', 'Five years in three minutes.'), image: artworkPath('hero', 13, t('Zeitraffer', 'Time-lapse')) }),
          mod('VideoItem', { video_url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4', title: t('Zeitzeugen erzählen', 'Witnesses remember'), content: t('Ehemalige Ensemblemitglieder erinnern sich.', 'Former company members look back.'), image: artworkPath('hero', 14, t('Zeitzeugen', 'Witnesses')) }),
        ]),
        mod('AudioModule', { embed_code: '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1843321234&color=%23ff5500&auto_play=false"></iframe>', media_type: 'audio' }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'values',
        parent: 'about',
        ogImage: artworkPath('hero', 15, 'Haltung'),
        slug: { de: 'haltung', en: 'our-values' },
        title: { de: 'Haltung', en: 'Our values' },
        headline: { de: 'Wofür wir stehen', en: 'What we stand for' },
        metaDescription: { de: 'Offenheit, Nachhaltigkeit und Zugänglichkeit: die Haltung des Kulturhauses.', en: 'Openness, sustainability and access: the values of the Kulturhaus.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: null, content: t('Wofür wir stehen', 'What we stand for'), subline: null, anchor: null }),
        mod('TextModule', {
          content: richText(
            t(
              '### Offen für alle\n\nWir wollen ein Ort sein, an dem sich alle willkommen fühlen – unabhängig von Herkunft, Alter, Einkommen oder Behinderung.\n\n- Karten ab 5 € mit dem Kulturpass\n- kostenlose Foyergespräche\n- entspannte Vorstellungen\n\n### Nachhaltig spielen\n\nBis 2030 wollen wir klimaneutral sein. Kulissen werden wiederverwendet, die Wärme kommt aus dem Fluss.',
              '### Open to everyone\n\nWe want to be a place where everyone feels welcome – whatever their background, age, income or disability.\n\n- tickets from €5 with the culture pass\n- free foyer talks\n- relaxed performances\n\n### Sustainable theatre\n\nWe aim to be climate-neutral by 2030. Sets are reused and our heating comes from the river.',
            ),
          ),
          anchor: 'offen',
          decrease_distance: false,
        }),
        mod('QuoteModule', { content: t('Kunst ist kein Luxus, sondern ein Ort, an dem eine Stadt sich selbst begegnet.', 'Art is not a luxury but a place where a city meets itself.'), author: 'Leonie Weißhaupt', anchor: null }),
        mod('VideoSHModule', { file: '/media/video/haltung.mp4', image: artworkPath('hero', 16, t('Haltung', 'Our values')), title: t('Unser Leitbild in zwei Minuten', 'Our mission in two minutes') }),
        mod('AudioSHModule', { file: '/media/audio/leitbild.mp3' }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'preview',
        parent: 'about',
        isOnline: false,
        inMenu: false,
        ogImage: artworkPath('hero', 17, 'Vorschau'),
        slug: { de: 'spielzeit-vorschau', en: 'season-preview' },
        title: { de: 'Vorschau auf die nächste Spielzeit', en: 'Preview of next season' },
        headline: { de: 'Die nächste Spielzeit', en: 'Next season' },
        metaDescription: { de: 'Noch nicht veröffentlicht.', en: 'Not yet published.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: t('Entwurf', 'Draft'), content: t('Die nächste Spielzeit', 'Next season'), subline: null, anchor: null }),
        mod('TextModule', { content: richText(t('Diese Seite ist noch nicht veröffentlicht. Die Spielzeit wird im Mai vorgestellt.', 'This page has not been published yet. The season will be announced in May.')), anchor: null, decrease_distance: false }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'visit',
        pageClass: 'cc03',
        ogImage: artworkPath('venue', 5, 'Besuch'),
        slug: { de: 'besuch', en: 'visit' },
        title: { de: 'Besuch', en: 'Visit' },
        headline: { de: 'Ihr Besuch', en: 'Your visit' },
        metaDescription: { de: 'Spielstätten, Anfahrt, Karten und Service im Kulturhaus am Fluss.', en: 'Venues, directions, tickets and services at the Kulturhaus am Fluss.' },
      },
      (t, locale) => [
        mod('HeadlineModule', { headline_level: 2, preline: null, content: t('Ihr Besuch', 'Your visit'), subline: t('Vier Spielstätten, ein Haus', 'Four venues, one house'), anchor: null }),
        mod('TextModule', { content: richText(t('Einlass ist in der Regel **eine Stunde** vor Beginn. Die Garderobe ist kostenlos.', 'Doors usually open **one hour** before the start. The cloakroom is free of charge.')), anchor: null, decrease_distance: true }),
        mod('VenueListModule', {}, ctx.venues.map((venue) => mod('VenueItem', { venue: venue.id, venue_obj: venueObj(venue, locale) }))),
        mod('LinkModule', { link_text: t('Anfahrt', 'Getting here'), link: t('/de/besuch/anfahrt', '/en/visit/getting-there'), link_url: t('/de/besuch/anfahrt', '/en/visit/getting-there'), extra_class: 'button-primary', anchor: null, sticky: true }),
        mod('LinkModule', { link_text: t('Tickets und Preise', 'Tickets and prices'), link: t('/de/besuch/tickets-und-preise', '/en/visit/tickets-and-prices'), link_url: t('/de/besuch/tickets-und-preise', '/en/visit/tickets-and-prices'), extra_class: 'button-secondary', anchor: null, sticky: false }),
        mod('FaqModule', { anchor: 'faq' }, [
          mod('FaqItem', { title: t('Gibt es einen Dresscode?', 'Is there a dress code?'), content: richText(t('Nein. Kommen Sie so, wie Sie sich wohlfühlen.', 'No. Come as you feel comfortable.')) }),
          mod('FaqItem', { title: t('Kann ich zu spät kommen?', 'Can I arrive late?'), content: richText(t('Nachzügler lassen wir an einer passenden Stelle ein, bei manchen Vorstellungen erst zur Pause.', 'Latecomers are admitted at a suitable moment; for some performances only at the interval.')) }),
          mod('FaqItem', { title: t('Darf ich Essen mitbringen?', 'May I bring food?'), content: richText(t('Im Saal leider nicht. Unser Foyer-Café hat ab Einlass geöffnet.', 'Not into the auditorium, sorry. Our foyer café opens when the doors open.')) }),
          mod('FaqItem', { title: t('Wo kann ich parken?', 'Where can I park?'), content: richText(t('Im Parkhaus Uferpromenade, mit Theaterkarte zum Abendtarif von 3 €.', 'In the Uferpromenade car park, at the €3 evening rate with your theatre ticket.')) }),
        ]),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'directions',
        parent: 'visit',
        ogImage: artworkPath('venue', 6, 'Anfahrt'),
        slug: { de: 'anfahrt', en: 'getting-there' },
        title: { de: 'Anfahrt', en: 'Getting here' },
        headline: { de: 'So kommen Sie zu uns', en: 'How to find us' },
        metaDescription: { de: 'Mit Bus, Bahn, Rad oder Auto zum Kulturhaus am Fluss.', en: 'By bus, train, bike or car to the Kulturhaus am Fluss.' },
      },
      (t, locale) => {
        const main = ctx.venues[0];
        return [
          mod('HeadlineModule', { headline_level: 2, preline: null, content: t('So kommen Sie zu uns', 'How to find us'), subline: null, anchor: null }),
          ...(main ? [mod('VenueModule', { venue: main.id, venue_obj: venueObj(main, locale) })] : []),
          mod('TextModule', { content: richText(t('### Mit Bus und Bahn\n\n- Straßenbahn 4 und 7 bis *Uferpromenade*\n- Bus 21 bis *Zollhof*\n\nIhre Theaterkarte gilt zwei Stunden vor und nach der Vorstellung als Fahrschein im Stadtgebiet.', '### By public transport\n\n- Trams 4 and 7 to *Uferpromenade*\n- Bus 21 to *Zollhof*\n\nYour theatre ticket is valid as a public transport ticket within the city for two hours before and after the performance.')), anchor: 'oepnv', decrease_distance: false }),
          mod('HtmlModule', {
            html_code: '<table class="timetable"><thead><tr><th>Linie</th><th>Haltestelle</th><th>Takt</th></tr></thead><tbody><tr><td>4</td><td>Uferpromenade</td><td>10 min</td></tr><tr><td>7</td><td>Uferpromenade</td><td>15 min</td></tr><tr><td>21</td><td>Zollhof</td><td>20 min</td></tr></tbody></table>',
            html_code_obj: { language: 'html' },
          }),
        ];
      },
    ),
    page(
      {
        ...defaults,
        key: 'tickets',
        parent: 'visit',
        ogImage: artworkPath('event', 7, 'Tickets'),
        slug: { de: 'tickets-und-preise', en: 'tickets-and-prices' },
        title: { de: 'Tickets und Preise', en: 'Tickets and prices' },
        headline: { de: 'Tickets und Preise', en: 'Tickets and prices' },
        metaDescription: { de: 'Preise, Ermäßigungen, Abos und Gutscheine.', en: 'Prices, concessions, subscriptions and vouchers.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: null, content: t('Tickets und Preise', 'Tickets and prices'), subline: null, anchor: null }),
        mod('TextModule', {
          content: richText(
            t(
              '## Ermäßigungen\n\n- **Ermäßigt** (50 %): Auszubildende, Studierende, Freiwilligendienst, Schwerbehinderte ab GdB 50\n- **Schüler*innen**: 9 € auf allen Plätzen\n- **Kulturpass**: 5 € für Inhaberinnen und Inhaber des Auenstadt-Passes\n\nBegleitpersonen mit Merkzeichen B erhalten freien Eintritt.',
              '## Concessions\n\n- **Reduced** (50%): apprentices, students, volunteers, people with a severe disability (50 or higher)\n- **Pupils**: €9 for any seat\n- **Culture pass**: €5 for holders of the Auenstadt pass\n\nCompanions of visitors with a "B" disability pass go free.',
            ),
          ),
          anchor: 'ermaessigungen',
          decrease_distance: false,
        }),
        mod('FaqModule', { anchor: 'fragen' }, [
          mod('FaqItem', { title: t('Wie lange werden Karten reserviert?', 'How long are tickets held?'), content: richText(t('Karten im Warenkorb halten wir **15 Minuten** für Sie frei.', 'Tickets in your basket are held for **15 minutes**.')) }),
          mod('FaqItem', { title: t('Kann ich Karten zurückgeben?', 'Can I return tickets?'), content: richText(t('Bis drei Tage vor der Vorstellung gegen einen Gutschein.', 'Up to three days before the performance, in exchange for a voucher.')) }),
        ]),
        mod('LinkModule', { link_text: t('Zum Webshop', 'To the web shop'), link: '/webshop', link_url: '/webshop', extra_class: 'button-primary', anchor: null, sticky: true }),
        mod('FormModule', { hubspot_id: HUBSPOT_NEWSLETTER_FORM }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'accessibility',
        ogImage: artworkPath('hero', 18, 'Barrierefreiheit'),
        slug: { de: 'barrierefreiheit', en: 'accessibility' },
        title: { de: 'Barrierefreiheit', en: 'Accessibility' },
        headline: { de: 'Theater für alle', en: 'Theatre for everyone' },
        metaDescription: { de: 'Zugänge, Audiodeskription, Höranlagen und entspannte Vorstellungen.', en: 'Access, audio description, hearing loops and relaxed performances.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: t('Barrierefreiheit', 'Accessibility'), content: t('Theater für alle', 'Theatre for everyone'), subline: null, anchor: null }),
        mod('AnchorListModule', { sticky: false }, [
          mod('AnchorItem', { anchor: 'zugang', link_url: '#zugang', link_text: t('Zugang', 'Access'), extra_class: 'default', link_open_in_new_window: false, level: 2, sticky: false }),
          mod('AnchorItem', { anchor: 'hoeren', link_url: '#hoeren', link_text: t('Hören und Sehen', 'Hearing and sight'), extra_class: 'default', link_open_in_new_window: false, level: 2, sticky: false }),
          mod('AnchorItem', { anchor: 'leichte-sprache', link_url: '#leichte-sprache', link_text: t('Leichte Sprache', 'Easy read'), extra_class: 'default', link_open_in_new_window: false, level: 2, sticky: false }),
        ]),
        mod('TextModule', { content: richText(t('## Zugang\n\nAlle Spielstätten außer dem Zollkeller sind **stufenlos** erreichbar. Rollstuhlplätze buchen Sie online oder an der Theaterkasse.', '## Access\n\nAll venues except the Zollkeller are **step-free**. You can book wheelchair spaces online or at the box office.')), anchor: 'zugang', decrease_distance: false }),
        mod('TwoColumnsModule', {
          extra_class: 'text-image',
          text: richText(t('## Hören und Sehen\n\nInduktive Höranlagen gibt es im Großen Saal und auf der Kammerbühne. Ausgewählte Vorstellungen bieten wir mit *Audiodeskription* und Tastführung an.', '## Hearing and sight\n\nThere are induction loops in the main auditorium and on the chamber stage. Selected performances are offered with *audio description* and a touch tour.')),
          ...image('event', 19, t('Tastführung', 'Touch tour'), 1240, 700),
        }),
        mod('ViewerModule', { embed_code: '<iframe allow="clipboard-write" allowfullscreen style="border:none;width:100%;height:500px;" src="https://e.issuu.com/embed.html?d=leichte-sprache-2026&u=kulturhausamfluss"></iframe>' }),
        mod('FaqModule', { anchor: 'leichte-sprache' }, [
          mod('FaqItem', { title: t('Gibt es Informationen in Leichter Sprache?', 'Is there information in easy read?'), content: richText(t('Ja, unser Heft oben erklärt den Theaterbesuch in Leichter Sprache.', 'Yes, the booklet above explains a visit to the theatre in easy-read German.')) }),
        ]),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'children',
        pageClass: 'cc02',
        ogImage: artworkPath('hero', 20, 'Kinder'),
        slug: { de: 'kinder', en: 'children' },
        title: { de: 'Kinder und Familien', en: 'Children and families' },
        headline: { de: 'Junges Haus', en: 'Young audiences' },
        metaDescription: { de: 'Familienstücke, Werkstätten und Schulangebote.', en: 'Family shows, workshops and school programmes.' },
      },
      (t, locale) => [
        mod('HeroMediaModule', {
          headline: t('Große Bühne für kleine Leute', 'A big stage for small people'),
          text: richText(t('Familienstücke ab 4 Jahren, Werkstätten am Samstag und ein Chor für alle zwischen 10 und 18.', 'Family shows for ages 4 and up, Saturday workshops and a choir for everyone between 10 and 18.')),
          button_text: t('Zur Familienwerkstatt', 'To the family workshop'),
          button_link: formUrl('familienwerkstatt', locale),
          button_link_url: formUrl('familienwerkstatt', locale),
          image: artworkPath('hero', 20),
          video: null,
          sticky: true,
          online_from: onlineFrom,
          online_to: null,
        }),
        mod('EventListModule', { date_from: ctx.today.toString(), date_to: null, filters: 'weekend', tag: ctx.familyTagId }, ctx.familyEventIds.slice(0, 4).map((event) => mod('EventItem', { event }))),
        mod('TwoColumnsModule', {
          extra_class: 'image-text',
          text: richText(t(`### Mit der Schulklasse\n\nFür Schulklassen gibt es Vormittagsvorstellungen, Materialmappen und Workshops. Schreiben Sie uns über das [Kontaktformular](${formUrl('kontakt', 'de')}).`, `### With your class\n\nFor school classes we offer morning performances, teaching packs and workshops. Get in touch via the [contact form](${formUrl('kontakt', 'en')}).`)),
          ...image('event', 22, t('Schulklasse', 'School class'), 1240, 700),
        }),
        mod('SocialMediaModule', { embed_code: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C9kulturhaus1/" data-instgrm-version="14"></blockquote><script async src="https://www.instagram.com/embed.js"></script>' }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'festivals',
        inMenu: false,
        ogImage: artworkPath('hero', 7, 'Festivals'),
        slug: { de: 'festivals', en: 'festivals' },
        title: { de: 'Festivals', en: 'Festivals' },
        headline: { de: 'Festivals', en: 'Festivals' },
        metaDescription: { de: 'Die Festivals des Kulturhauses.', en: 'The festivals of the Kulturhaus.' },
      },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: null, content: t('Festivals', 'Festivals'), subline: null, anchor: null }),
        mod('FullTeaserModule', {
          ...image('hero', 7, t('Uferfestival', 'Riverbank Festival'), 1600, 900),
          link: t('/de/festivals/uferfestival', '/en/festivals/riverbank-festival'),
          link_text: t('Zum Uferfestival', 'To the Riverbank Festival'),
          preline: t('Im Frühsommer', 'In early summer'),
          headline: t('Uferfestival', 'Riverbank Festival'),
          subline: null,
          text: t('Zehn Tage Theater, Musik und Tanz am und auf dem Wasser.', 'Ten days of theatre, music and dance by and on the water.'),
          extra_class: 'default',
        }),
      ],
    ),
    page(
      {
        ...defaults,
        key: 'festival',
        parent: 'festivals',
        inMenu: false,
        isLandingPage: true,
        pageClass: 'festival',
        ogImage: artworkPath('hero', 7, 'Uferfestival'),
        slug: { de: 'uferfestival', en: 'riverbank-festival' },
        title: { de: 'Uferfestival', en: 'Riverbank Festival' },
        headline: { de: 'Uferfestival', en: 'Riverbank Festival' },
        metaDescription: { de: 'Zehn Tage Theater, Musik und Tanz am Wasser.', en: 'Ten days of theatre, music and dance by the water.' },
      },
      (t) => [
        mod('HeroMediaModule', {
          headline: t('Uferfestival', 'Riverbank Festival'),
          text: richText(t('Zehn Tage, vier Bühnen, ein Fluss.', 'Ten days, four stages, one river.')),
          button_text: t('Programm ansehen', 'See the programme'),
          button_link: '#programm',
          button_link_url: '#programm',
          image: artworkPath('hero', 7),
          video: '/media/video/uferfestival-trailer.mp4',
          sticky: false,
          online_from: onlineFrom,
          online_to: iso(ctx.today.add({ days: 200 })),
        }),
        section({ extra_class: null, image: artworkPath('hero', 8, 'Ufer'), layout: 4 }, [
          { classes: 'col-12 col-md-4', children: [mod('HeadlineModule', { headline_level: 3, preline: null, content: t('Am Wasser', 'By the water'), subline: null, anchor: null }), mod('TextModule', { content: richText(t('Konzerte auf der Seebühne bei Sonnenuntergang.', 'Concerts on the Lake Stage at sunset.')), anchor: null, decrease_distance: true })] },
          { classes: 'col-12 col-md-4', children: [mod('HeadlineModule', { headline_level: 3, preline: null, content: t('Auf dem Wasser', 'On the water'), subline: null, anchor: null }), mod('TextModule', { content: richText(t('Theater auf der Fähre zwischen den Ufern.', 'Theatre on the ferry between the banks.')), anchor: null, decrease_distance: true })] },
          { classes: 'col-12 col-md-4', children: [mod('HeadlineModule', { headline_level: 3, preline: null, content: t('Unter Wasser', 'Under water'), subline: null, anchor: null }), mod('TextModule', { content: richText(t('*Klangräume*: Hydrofonaufnahmen im Projektraum.', '*Sound Spaces*: hydrophone recordings in the project room.')), anchor: null, decrease_distance: true })] },
        ]),
        mod('EventListModule', { date_from: ctx.today.toString(), date_to: ctx.today.add({ days: 181 }).toString(), filters: 'none', tag: null }, ctx.festivalEventIds.slice(0, 6).map((event) => mod('EventItem', { event }))),
        mod('ViewerModule', { embed_code: '<iframe allowfullscreen style="border:none;width:100%;height:500px;" src="https://e.issuu.com/embed.html?d=uferfestival-programmheft&u=kulturhausamfluss"></iframe>' }),
        mod('AudioModule', { embed_code: '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/playlist/37i9dQZF1DX4sWSpwq3LiO?utm_source=generator" width="100%" height="352" frameborder="0" allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" loading="lazy"></iframe>', media_type: 'music' }),
        mod('AudioModule', { embed_code: '<script class="podigee-podcast-player" src="https://player.podigee-cdn.net/podcast-player/javascripts/podigee-podcast-player.js" data-configuration="https://hinterbuehne.podigee.io/12-lampenfieber/embed?context=external"></script>', media_type: 'podcast' }),
        mod('SocialMediaModule', { embed_code: '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@kulturhausamfluss/video/7301234567890123456" data-video-id="7301234567890123456"><section></section></blockquote><script async src="https://www.tiktok.com/embed.js"></script>' }),
      ],
    ),
    // the section base path of the series (spec: /abonnements), where the series pages lead back to
    page(
      { ...defaults, key: 'subscriptions', inMenu: false, ogImage: artworkPath('hero', 8, 'Abonnements'), slug: { de: 'abonnements', en: 'abonnements' }, title: { de: 'Abonnements', en: 'Subscriptions' }, headline: { de: 'Abonnements', en: 'Subscriptions' }, metaDescription: { de: 'Fünf Reihen, ein fester Platz: die Abonnements des Kulturhauses am Fluss', en: 'Five series, one seat of your own: subscriptions at the Kulturhaus am Fluss' } },
      (t) => [
        mod('HeadlineModule', { headline_level: 2, preline: null, content: t('Ihr fester Platz im Kulturhaus', 'Your own seat at the Kulturhaus'), subline: null, anchor: null }),
        mod('TextModule', { content: richText(t('Mit einem Abonnement sehen Sie eine Reihe von Vorstellungen zum Vorzugspreis – auf Ihrem Stammplatz. Wählen Sie eine der Reihen im Programm; die Abonnementkasse berät Sie gern.', 'With a subscription you see a series of performances at a reduced price, always from the same seat. Choose a series in the programme; the subscription office is happy to advise you.')), anchor: null, decrease_distance: false }),
        mod('LinkModule', { link_text: t('Zum Programm', 'To the programme'), link: t('/de/programm', '/en/events'), link_url: t('/de/programm', '/en/events'), extra_class: 'button-primary', anchor: null, sticky: false }),
      ],
    ),
    // the editors' page of the programme: its headline titles the "Programm und Karten" overlay
    page(
      { ...defaults, key: 'programme', inMenu: false, ogImage: artworkPath('hero', 7, 'Programm'), slug: { de: 'programm', en: 'events' }, title: { de: 'Programm', en: 'Events' }, headline: { de: 'Programm und Karten', en: 'Programme and tickets' }, metaDescription: { de: 'Alle Vorstellungen, Konzerte und Führungen im Kulturhaus am Fluss', en: 'All performances, concerts and tours at the Kulturhaus am Fluss' } },
      (t) => [mod('TextModule', { content: richText(t('Karten gibt es online, an der Theaterkasse und eine Stunde vor Beginn an der Abendkasse.', 'Tickets are available online, at the box office and at the door one hour before the start.')), anchor: null, decrease_distance: false })],
    ),
    legal('agb', 'agb', { de: 'Allgemeine Geschäftsbedingungen', en: 'Terms and conditions' }, {
      de: '## Geltungsbereich\n\nDiese Bedingungen gelten für den Kauf von Eintrittskarten des Kulturhauses am Fluss, Uferpromenade 1, 47110 Auenstadt.\n\n## Kartenkauf\n\nDer Vertrag kommt mit dem Abschluss der Bestellung zustande. Karten im Warenkorb werden **15 Minuten** reserviert.\n\n## Rückgabe\n\nGekaufte Karten können bis drei Tage vor der Vorstellung gegen einen Gutschein zurückgegeben werden.',
      en: '## Scope\n\nThese terms apply to the purchase of tickets from the Kulturhaus am Fluss, Uferpromenade 1, 47110 Auenstadt.\n\n## Buying tickets\n\nThe contract is concluded when the order is completed. Tickets in the basket are held for **15 minutes**.\n\n## Returns\n\nTickets can be returned in exchange for a voucher up to three days before the performance.',
    }),
    legal('privacy', 'datenschutz', { de: 'Datenschutzerklärung', en: 'Privacy policy' }, {
      de: '## Verantwortliche Stelle\n\nKulturhaus am Fluss gGmbH, Uferpromenade 1, 47110 Auenstadt, [datenschutz@kulturhaus-am-fluss.example](mailto:datenschutz@kulturhaus-am-fluss.example).\n\n## Welche Daten wir verarbeiten\n\n- Bestelldaten beim Kartenkauf\n- Angaben aus Formularen\n- technisch notwendige Cookies\n\nStatistik- und Medien-Cookies setzen wir nur mit Ihrer Einwilligung. Welche Cookies die Website selbst setzt, was sie enthalten und wie lange sie bleiben, steht in den Cookie-Einstellungen (unten auf jeder Seite).\n\n## Wie lange wir Daten speichern\n\n- **Formulareingänge** mit ihren Dateien: 12 Monate nach dem Eingang (die Redaktion kann je Formular eine andere Frist von 1 bis 120 Monaten wählen), danach löscht der Server sie selbst; die Redaktion kann sie jederzeit früher löschen.\n- **Registrierungen**, die nicht bestätigt werden: 48 Stunden.\n- **Links zum Zurücksetzen des Passworts**: 1 Stunde.\n- **Anmeldeversuche** (E-Mail-Adresse, Netzwerkadresse, Ergebnis): 30 Tage.\n- **Anmeldungen** (Sitzungen): 14 Tage, oder bis Sie sich abmelden.\n- **Bestellungen**: 10 Jahre, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147 AO). Löschen Sie Ihr Konto, bleiben sie ohne Ihren Namen und Ihre E-Mail-Adresse erhalten.\n- **E-Mails**, die die Website verschickt (Empfänger, Betreff, Text, Zeitpunkt der Zustellung): im Postausgang, damit wir Zustellprobleme nachvollziehen können; mit Ihrem Konto löschen wir auch die Mails an Ihre Adresse.\n\n## Ihre Rechte\n\nIn den Einstellungen Ihres Kontos laden Sie alle Daten zu Ihrem Konto herunter (Auskunft und Datenübertragbarkeit, Art. 15 und 20 DSGVO) und löschen Ihr Konto (Art. 17 DSGVO). Für alles andere schreiben Sie uns an die oben genannte Adresse.',
      en: '## Controller\n\nKulturhaus am Fluss gGmbH, Uferpromenade 1, 47110 Auenstadt, [datenschutz@kulturhaus-am-fluss.example](mailto:datenschutz@kulturhaus-am-fluss.example).\n\n## What data we process\n\n- order data when you buy tickets\n- information from forms\n- technically necessary cookies\n\nWe only set statistics and media cookies with your consent. The cookies the site sets itself, what they hold and how long they stay are listed in the cookie settings (at the foot of every page).\n\n## How long we keep data\n\n- **Form entries** with their files: 12 months after they came in (the editors may choose another period from 1 to 120 months per form); then the server deletes them on its own, and the editors can delete them earlier at any time.\n- **Sign-ups** that are not confirmed: 48 hours.\n- **Password reset links**: 1 hour.\n- **Login attempts** (e-mail address, network address, outcome): 30 days.\n- **Sign-ins** (sessions): 14 days, or until you sign out.\n- **Orders**: 10 years, as commercial and tax law requires (§ 257 HGB, § 147 AO). If you delete your account, they are kept without your name and e-mail address.\n- **E-mails** the site sends (recipient, subject, text, time of delivery): in the outbox, so that we can trace delivery problems; when you delete your account, the mails to your address go with it.\n\n## Your rights\n\nIn your account settings you download all data of your account (access and portability, Art. 15 and 20 GDPR) and delete your account (Art. 17 GDPR). For anything else, write to us at the address above.',
    }),
    legal('imprint', 'impressum', { de: 'Impressum', en: 'Imprint' }, {
      de: '**Kulturhaus am Fluss gGmbH**\nUferpromenade 1, 47110 Auenstadt\n\nIntendantin: Johanna Brenner · Kaufmännischer Direktor: Matthias Ölschläger\n\nRegistergericht Auenstadt, HRB 4711 · USt-IdNr. DE 123 456 789\n\n*Alle Personen, Orte und Spielstätten dieser Demo sind frei erfunden.*',
      en: '**Kulturhaus am Fluss gGmbH**\nUferpromenade 1, 47110 Auenstadt\n\nArtistic director: Johanna Brenner · Managing director: Matthias Ölschläger\n\nRegister court Auenstadt, HRB 4711 · VAT ID DE 123 456 789\n\n*All people, places and venues in this demo are fictional.*',
    }),
  ];
}

/** The standalone newsletter section that the home page embeds through its ContainerModule. */
export function newsletterContainer(locale: Locale): ModuleNode[] {
  const t = (de: string, en: string) => (locale === 'de' ? de : en);
  return finalize([
    mod('HeadlineModule', { headline_level: 2, preline: t('Newsletter', 'Newsletter'), content: t('Nichts mehr verpassen', 'Never miss a thing'), subline: null, anchor: 'newsletter' }),
    mod('TextModule', { content: richText(t('Einmal im Monat: Premieren, Vorverkaufsstarts und Geschichten aus dem Haus.', 'Once a month: premieres, booking openings and stories from the house.')), anchor: null, decrease_distance: true }),
    mod('FormModule', { hubspot_id: HUBSPOT_NEWSLETTER_FORM }),
  ]);
}
