import type { Translated } from '../../translated.ts';

const r = (de: string, en: string): Translated => ({ de, en });

export type NavSeed = {
  title: Translated;
  url: Translated;
  /** Key of the CMS page it points to, if any. */
  page?: string;
  /** Key of a seeded form, resolved to /{lang}/forms/{slug}/{id}. */
  form?: string;
  hasTabNavigation?: boolean;
  children?: NavSeed[];
};

export const MENU: NavSeed[] = [
  { title: r('Programm', 'Events'), url: r('/de/programm', '/en/events') },
  { title: r('Produktionen', 'Productions'), url: r('/de/produktionen', '/en/productions') },
  { title: r('Mediathek', 'Magazine'), url: r('/de/mediathek-de', '/en/mediathek-en') },
  {
    title: r('Besuch', 'Visit'),
    url: r('/de/besuch', '/en/visit'),
    page: 'visit',
    hasTabNavigation: true,
    children: [
      { title: r('Anfahrt', 'Getting here'), url: r('/de/besuch/anfahrt', '/en/visit/getting-there'), page: 'directions' },
      { title: r('Tickets und Preise', 'Tickets and prices'), url: r('/de/besuch/tickets-und-preise', '/en/visit/tickets-and-prices'), page: 'tickets' },
      { title: r('Barrierefreiheit', 'Accessibility'), url: r('/de/barrierefreiheit', '/en/accessibility'), page: 'accessibility' },
    ],
  },
  {
    title: r('Über uns', 'About'),
    url: r('/de/ueber-uns', '/en/about'),
    page: 'about',
    hasTabNavigation: true,
    children: [
      { title: r('Geschichte', 'History'), url: r('/de/ueber-uns/geschichte', '/en/about/history'), page: 'history' },
      { title: r('Haltung', 'Our values'), url: r('/de/ueber-uns/haltung', '/en/about/our-values'), page: 'values' },
      { title: r('Team', 'Team'), url: r('/de/team', '/en/team') },
    ],
  },
  { title: r('Kinder', 'Children'), url: r('/de/kinder', '/en/children'), page: 'children' },
];

export const FOOTER: NavSeed[] = [
  { title: r('Kontakt', 'Contact'), url: r('/de', '/en'), form: 'kontakt' },
  { title: r('Anfahrt', 'Getting here'), url: r('/de/besuch/anfahrt', '/en/visit/getting-there'), page: 'directions' },
  { title: r('Barrierefreiheit', 'Accessibility'), url: r('/de/barrierefreiheit', '/en/accessibility'), page: 'accessibility' },
  { title: r('Team', 'Team'), url: r('/de/team', '/en/team') },
  { title: r('Festivals', 'Festivals'), url: r('/de/festivals', '/en/festivals'), page: 'festivals' },
  { title: r('Jobs und FSJ', 'Jobs and voluntary year'), url: r('/de', '/en'), form: 'bewerbung' },
];

export const REDIRECTS: { oldPath: string; newPath: string; permanent: boolean }[] = [
  { oldPath: '/de/spielplan', newPath: '/de/programm', permanent: true },
  { oldPath: '/en/schedule', newPath: '/en/events', permanent: true },
  { oldPath: '/de/ensemble', newPath: '/de/team', permanent: true },
  { oldPath: '/de/anfahrt', newPath: '/de/besuch/anfahrt', permanent: true },
  { oldPath: '/en/directions', newPath: '/en/visit/getting-there', permanent: true },
  { oldPath: '/de/karten', newPath: '/de/besuch/tickets-und-preise', permanent: true },
  { oldPath: '/en/tickets', newPath: '/en/visit/tickets-and-prices', permanent: true },
  { oldPath: '/de/magazin', newPath: '/de/mediathek-de', permanent: true },
  { oldPath: '/de/festival', newPath: '/de/festivals/uferfestival', permanent: false },
];

/** Box office hours; weekday 0 = Monday (closed). */
export const OPENING_HOURS: { weekday: number; timeFrom: string | null; timeTo: string | null; closed: boolean }[] = [
  { weekday: 0, timeFrom: null, timeTo: null, closed: true },
  { weekday: 1, timeFrom: '11:00', timeTo: '18:00', closed: false },
  { weekday: 2, timeFrom: '11:00', timeTo: '18:00', closed: false },
  { weekday: 3, timeFrom: '11:00', timeTo: '18:00', closed: false },
  { weekday: 4, timeFrom: '11:00', timeTo: '18:00', closed: false },
  { weekday: 5, timeFrom: '10:00', timeTo: '14:00', closed: false },
  { weekday: 6, timeFrom: '15:00', timeTo: '18:00', closed: false },
];

export const TOP_ALERT = {
  title: r('Uferpromenade gesperrt', 'Uferpromenade closed'),
  text: r(
    'Wegen Bauarbeiten ist die Uferpromenade zwischen Zollhof und Großem Haus gesperrt. Bitte nutzen Sie den Eingang Parkallee; die Straßenbahn hält wie gewohnt.',
    'Because of construction work the Uferpromenade is closed between the Zollhof and the Main Theatre. Please use the Parkallee entrance; trams stop as usual.',
  ),
  link: r('/de/besuch/anfahrt', '/en/visit/getting-there'),
  linkTitle: r('Zur Anfahrt', 'How to get here'),
};

export const FOOTER_HTML_TOP =
  '<p class="footer-note">Das Kulturhaus am Fluss wird gefördert von der <strong>Stadt Auenstadt</strong> und der <strong>Kulturstiftung Auenland</strong>.</p>';

export const FOOTER_HTML_BOTTOM = '<p class="footer-small">© Kulturhaus am Fluss gGmbH · Alle Angaben ohne Gewähr</p>';


/**
 * The demo venue's identity (site_settings.identity, shape SiteIdentity in src/contract/identity.ts): its name, links,
 * logo, texts for search engines and the team page, address and contact, social profiles, theme and menu style.
 * A venue's own site sets these in the hub (/cms-hub/settings); nothing outside the demo data names the venue.
 */
export const DEMO_IDENTITY = {
  name: 'Kulturhaus am Fluss',
  short_name: 'Kulturhaus',
  organisation_url: 'https://www.kulturhaus-am-fluss.example/',
  logo: '/brand/logo.svg',
  share_image: '',
  descriptions: {
    site: r(
      'Theater, Tanz, Musik und Ausstellungen: Programm, Karten und Geschichten aus dem Kulturhaus am Fluss.',
      'Theatre, dance, music and exhibitions: programme, tickets and stories from the Kulturhaus am Fluss.',
    ),
    programme: r(
      'Das Programm des Kulturhauses am Fluss: Theater, Tanz, Konzerte und Führungen, mit Terminen und Karten.',
      'The programme of the Kulturhaus am Fluss: theatre, dance, concerts and guided tours, with dates and tickets.',
    ),
    magazine: r(
      'Geschichten, Interviews und Blicke hinter die Kulissen aus dem Kulturhaus am Fluss.',
      'Stories, interviews and looks behind the scenes from the Kulturhaus am Fluss.',
    ),
  },
  team_intro: r('Die Menschen, die das Kulturhaus am Fluss jeden Abend zum Leuchten bringen.', 'The people who make the Kulturhaus am Fluss shine every night.'),
  address: { street: 'Uferpromenade 1', postal_code: '47110', city: 'Auenstadt', country: 'DE' },
  phone: '+49 3410 8877-0',
  email: 'kasse@kulturhaus-am-fluss.example',
  social: [
    { platform: 'instagram', url: 'https://www.instagram.com/kulturhausamfluss/' },
    { platform: 'youtube', url: 'https://www.youtube.com/@kulturhausamfluss' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@kulturhausamfluss' },
  ],
  theme: 'cc01',
  menu_style: 'style1',
  whistleblower_url: 'https://www.bundesjustizamt.de/DE/Themen/Buergerdienste/HinSchG/HinSchG_node.html',
  culture_region_url: 'https://www.kultur.example/',
} as const;
