import type { Translated } from '../../translated.ts';
import type { EventLabelKey } from '../../values.ts';

const r = (de: string, en: string): Translated => ({ de, en });

export const EVENT_TYPES: { key: string; name: Translated }[] = [
  { key: 'schauspiel', name: r('Schauspiel', 'Theatre') },
  { key: 'musiktheater', name: r('Musiktheater', 'Music theatre') },
  { key: 'tanz', name: r('Tanz', 'Dance') },
  { key: 'konzert', name: r('Konzert', 'Concert') },
  { key: 'lesung', name: r('Lesung', 'Reading') },
  { key: 'familie', name: r('Familie', 'Family') },
  { key: 'ausstellung', name: r('Ausstellung', 'Exhibition') },
  { key: 'fuehrung', name: r('Führung', 'Guided tour') },
  { key: 'gespraech', name: r('Gespräch', 'Talk') },
];

export const EVENT_TAGS: { key: string; name: Translated; showInFilter: boolean }[] = [
  { key: 'premiere', name: r('Premiere', 'Premiere'), showInFilter: true },
  { key: 'einfuehrung', name: r('Mit Einführung', 'With introduction'), showInFilter: true },
  { key: 'publikumsgespraech', name: r('Publikumsgespräch', 'Post-show talk'), showInFilter: true },
  { key: 'audiodeskription', name: r('Audiodeskription', 'Audio description'), showInFilter: true },
  { key: 'uebertitel', name: r('Englische Übertitel', 'English surtitles'), showInFilter: true },
  { key: 'letzte', name: r('Letzte Vorstellung', 'Final performance'), showInFilter: true },
  { key: 'schulvorstellung', name: r('Schulvorstellung', 'School performance'), showInFilter: false },
];

export const SERIES: { key: string; name: Translated; slug: Translated; description: Translated; priceText: Translated; showInFilter: boolean }[] = [
  {
    key: 'premierenabo',
    name: r('Premierenabo', 'Premiere subscription'),
    slug: r('premierenabo', 'premiere-subscription'),
    description: r(
      'Immer als Erste dabei: Mit dem Premierenabo sehen Sie alle Premieren im Großen Haus auf Ihrem Stammplatz, inklusive Premierenfeier.',
      'Always the first to see it: the premiere subscription gets you into every premiere at the Main Theatre in your regular seat, premiere party included.',
    ),
    priceText: r('5 Premieren ab 165 €', '5 premieres from €165'),
    showInFilter: true,
  },
  {
    key: 'sonntagsmatinee',
    name: r('Sonntagsmatinee', 'Sunday Matinee'),
    slug: r('sonntagsmatinee', 'sunday-matinee'),
    description: r(
      'Kammermusik, Lieder und Gespräche am Sonntagvormittag im Foyer – mit Kaffee und Blick auf den Fluss.',
      'Chamber music, songs and conversation on Sunday mornings in the foyer – with coffee and a view of the river.',
    ),
    priceText: r('6 Matineen für 72 €', '6 matinees for €72'),
    showInFilter: true,
  },
  {
    key: 'jazz',
    name: r('Jazz am Fluss', 'Jazz by the River'),
    slug: r('jazz-am-fluss', 'jazz-by-the-river'),
    description: r(
      'Jeden zweiten Freitag spielen Bands aus der Region und aus ganz Europa im Gewölbe des Zollkellers.',
      'Every other Friday, bands from the region and from all over Europe play in the vaulted Zollkeller.',
    ),
    priceText: r('Einzelkarten 16 €, Jahreskarte 120 €', 'Single tickets €16, annual pass €120'),
    showInFilter: true,
  },
  {
    key: 'literatur',
    name: r('Literatur im Zollhaus', 'Literature at the Customs House'),
    slug: r('literatur-im-zollhaus', 'literature-customs-house'),
    description: r(
      'Autorinnen und Autoren lesen aus neuen Büchern und sprechen mit Leonie Weißhaupt über das Schreiben.',
      'Authors read from their new books and talk to Leonie Weißhaupt about writing.',
    ),
    priceText: r('4 Lesungen für 40 €', '4 readings for €40'),
    showInFilter: true,
  },
  {
    key: 'familienabo',
    name: r('Familienabo', 'Family subscription'),
    slug: r('familienabo', 'family-subscription'),
    description: r(
      'Drei Familienvorstellungen nach Wahl für zwei Erwachsene und bis zu drei Kinder – zum halben Preis.',
      'Three family performances of your choice for two adults and up to three children – at half price.',
    ),
    priceText: r('3 Vorstellungen für 99 €', '3 performances for €99'),
    showInFilter: false,
  },
];

export const GENRES: { key: string; name: Translated }[] = [
  { key: 'klassiker', name: r('Klassiker', 'Classics') },
  { key: 'gegenwart', name: r('Gegenwartsdramatik', 'Contemporary drama') },
  { key: 'komoedie', name: r('Komödie', 'Comedy') },
  { key: 'musiktheater', name: r('Musiktheater', 'Music theatre') },
  { key: 'tanz', name: r('Zeitgenössischer Tanz', 'Contemporary dance') },
  { key: 'kammermusik', name: r('Kammermusik', 'Chamber music') },
  { key: 'jazz', name: r('Jazz', 'Jazz') },
  { key: 'literatur', name: r('Literatur', 'Literature') },
  { key: 'kunst', name: r('Bildende Kunst', 'Visual arts') },
  { key: 'figurentheater', name: r('Figurentheater', 'Puppetry') },
];

export const LABELS: { key: EventLabelKey; name: Translated }[] = [
  { key: 'imago_dei', name: r('Imago Dei', 'Imago Dei') },
  { key: 'imago_deae', name: r('Imago Deae', 'Imago Deae') },
  { key: 'donaufestival', name: r('Uferfestival', 'Riverbank Festival') },
  { key: 'glatt_und_verkehrt', name: r('Glatt & Verkehrt', 'Glatt & Verkehrt') },
  { key: 'elit', name: r('ELiT Literaturtage', 'ELiT Literature Days') },
  { key: 'fremdveranstaltung', name: r('Gastveranstaltung', 'Guest event') },
  { key: 'tag_1', name: r('Neu im Spielplan', 'New this season') },
  { key: 'tag_2', name: r('Zum letzten Mal', 'Last chance') },
  { key: 'the_future_is_now', name: r('The Future Is Now', 'The Future Is Now') },
  { key: 'in_die_mitte', name: r('In die Mitte', 'Into the Middle') },
  { key: 'quergespielt', name: r('Quergespielt', 'Quergespielt') },
  { key: 'family_and_kids', name: r('Familie & Kinder', 'Family & Kids') },
  { key: 'polish_intermezzo', name: r('Polnisches Intermezzo', 'Polish Intermezzo') },
  { key: 'livestream', name: r('Livestream', 'Livestream') },
];

/** Recurring events without a production: weekday 0 = Monday, as in the opening hours. */
export type RecurringSeed = {
  key: string;
  weekday: number;
  /** Every n-th week, counted from the first week of the window. */
  everyWeeks: number;
  weekOffset: number;
  time: string;
  durationMinutes: number;
  room: string;
  eventType: string;
  genres: string[];
  series?: string;
  labels: EventLabelKey[];
  bookable: boolean;
  /** Rotating titles; the n-th occurrence takes the n-th entry. */
  titles: { title: Translated; subtitle: Translated; teaser: Translated }[];
};

export const RECURRING: RecurringSeed[] = [
  {
    key: 'jazz',
    weekday: 4,
    everyWeeks: 2,
    weekOffset: 0,
    time: '20:30',
    durationMinutes: 120,
    room: 'zollkeller',
    eventType: 'konzert',
    genres: ['jazz'],
    series: 'jazz',
    labels: [],
    bookable: true,
    titles: [
      { title: r('Marta Wójcik Quartet', 'Marta Wójcik Quartet'), subtitle: r('Jazz aus Krakau', 'Jazz from Kraków'), teaser: r('Modal, melancholisch, mitreißend: das Quartett der polnischen Saxofonistin.', 'Modal, melancholic, thrilling: the Polish saxophonist\'s quartet.') },
      { title: r('Trio Uferlos', 'Trio Uferlos'), subtitle: r('Klavier, Bass, Schlagzeug', 'Piano, bass, drums'), teaser: r('Das Hausbandtrio mit Emil Nowak spielt Standards und eigene Stücke.', 'The house trio with Emil Nowak plays standards and original tunes.') },
      { title: r('Nordlicht Brass', 'Nordlicht Brass'), subtitle: r('New Orleans trifft Hamburg', 'New Orleans meets Hamburg'), teaser: r('Sieben Bläser, ein Sousafon und keine Pause zum Stillsitzen.', 'Seven horns, a sousaphone and no chance to sit still.') },
      { title: r('Lena Hartwig sings Ella', 'Lena Hartwig sings Ella'), subtitle: r('Ein Abend für Ella Fitzgerald', 'An evening for Ella Fitzgerald'), teaser: r('Swing, Scat und Balladen aus dem großen Songbook.', 'Swing, scat and ballads from the Great American Songbook.') },
      { title: r('Jam Session', 'Jam Session'), subtitle: r('Offene Bühne', 'Open stage'), teaser: r('Instrument mitbringen, eintragen, mitspielen – Eintritt frei für Musikerinnen und Musiker.', 'Bring your instrument, sign up, play along – free entry for musicians.') },
    ],
  },
  {
    key: 'lesung',
    weekday: 2,
    everyWeeks: 3,
    weekOffset: 1,
    time: '19:00',
    durationMinutes: 90,
    room: 'kammerbuehne',
    eventType: 'lesung',
    genres: ['literatur'],
    series: 'literatur',
    labels: ['elit'],
    bookable: true,
    titles: [
      { title: r('Katharina Vogt: „Niedrigwasser“', 'Katharina Vogt: "Low Water"'), subtitle: r('Lesung und Gespräch', 'Reading and conversation'), teaser: r('Ein Roman über drei Schwestern und einen Sommer, in dem der Fluss verschwand.', 'A novel about three sisters and a summer in which the river disappeared.') },
      { title: r('Yusuf Demir: „Die Fähre“', 'Yusuf Demir: "The Ferry"'), subtitle: r('Lesung und Gespräch', 'Reading and conversation'), teaser: r('Erzählungen von Menschen, die übersetzen – über Flüsse und zwischen Sprachen.', 'Stories of people who cross over – rivers and languages.') },
      { title: r('Poetry Slam am Zollhaus', 'Poetry Slam at the Customs House'), subtitle: r('Moderation: Tobias Fähnrich', 'Hosted by Tobias Fähnrich'), teaser: r('Sechs Slammerinnen und Slammer, fünf Minuten, ein Publikum, das entscheidet.', 'Six poets, five minutes each, and an audience that decides.') },
      { title: r('Brigitte Sandmann: „Alles fließt“', 'Brigitte Sandmann: "Everything Flows"'), subtitle: r('Lesung und Gespräch', 'Reading and conversation'), teaser: r('Essays über das Altern, das Schwimmen und die Kunst, loszulassen.', 'Essays on ageing, swimming and the art of letting go.') },
    ],
  },
  {
    key: 'fuehrung',
    weekday: 5,
    everyWeeks: 2,
    weekOffset: 1,
    time: '14:00',
    durationMinutes: 75,
    room: 'foyer',
    eventType: 'fuehrung',
    genres: [],
    labels: [],
    bookable: true,
    titles: [
      { title: r('Hinter den Kulissen', 'Behind the Scenes'), subtitle: r('Führung durch das Große Haus', 'A tour of the Main Theatre'), teaser: r('Von der Unterbühne bis zum Schnürboden: 75 Minuten durch Werkstätten, Garderoben und Technik.', 'From below the stage to the fly tower: 75 minutes through workshops, dressing rooms and technology.') },
    ],
  },
  {
    key: 'gespraech',
    weekday: 3,
    everyWeeks: 4,
    weekOffset: 2,
    time: '18:00',
    durationMinutes: 60,
    room: 'foyer',
    eventType: 'gespraech',
    genres: [],
    labels: ['in_die_mitte'],
    bookable: false,
    titles: [
      { title: r('Foyergespräch: Wem gehört das Theater?', 'Foyer Talk: Who Owns the Theatre?'), subtitle: r('Mit Johanna Brenner', 'With Johanna Brenner'), teaser: r('Die Intendantin im Gespräch mit dem Publikum. Eintritt frei.', 'The artistic director in conversation with the audience. Free admission.') },
      { title: r('Foyergespräch: Kunst und Klima', 'Foyer Talk: Art and Climate'), subtitle: r('Mit Matthias Ölschläger', 'With Matthias Ölschläger'), teaser: r('Wie wird ein Theater klimaneutral? Ein Werkstattbericht. Eintritt frei.', 'How does a theatre become climate-neutral? A progress report. Free admission.') },
    ],
  },
  {
    key: 'gastspiel',
    weekday: 0,
    everyWeeks: 6,
    weekOffset: 3,
    time: '19:30',
    durationMinutes: 120,
    room: 'grosser-saal',
    eventType: 'konzert',
    genres: ['kammermusik'],
    labels: ['fremdveranstaltung'],
    bookable: true,
    titles: [
      { title: r('Städtische Musikschule: Winterkonzert', 'Municipal Music School: Winter Concert'), subtitle: r('Gastveranstaltung', 'Guest event'), teaser: r('Die Orchester und Ensembles der Musikschule Auenstadt.', 'The orchestras and ensembles of the Auenstadt music school.') },
      { title: r('Auenstädter Sinfonieorchester', 'Auenstadt Symphony Orchestra'), subtitle: r('Dvořák: Sinfonie Nr. 9', 'Dvořák: Symphony No. 9'), teaser: r('„Aus der Neuen Welt“ – mit dem Laienorchester der Stadt.', '"From the New World" – with the city\'s amateur orchestra.') },
    ],
  },
];

export type TeaserSeed = {
  dayOffset: number;
  name: string;
  headline: Translated;
  preline: Translated;
  subline: Translated;
  linkText: Translated;
  /** A path per locale, or the slug key of a seeded form (its id is known only after insert). */
  link: Translated | { form: string };
  artwork: number;
};

export const TEASERS: TeaserSeed[] = [
  {
    dayOffset: 3,
    name: 'Gutscheine',
    preline: r('Geschenkidee', 'Gift idea'),
    headline: r('Theatergutscheine für jeden Anlass', 'Theatre vouchers for every occasion'),
    subline: r('Frei wählbarer Betrag, drei Jahre gültig', 'Any amount, valid for three years'),
    linkText: r('Gutschein kaufen', 'Buy a voucher'),
    link: r('/de/besuch/tickets-und-preise', '/en/visit/tickets-and-prices'),
    artwork: 301,
  },
  {
    dayOffset: 10,
    name: 'Familienabo',
    preline: r('Für Familien', 'For families'),
    headline: r('Drei Vorstellungen, halber Preis', 'Three shows, half price'),
    subline: r('Das Familienabo für zwei Erwachsene und bis zu drei Kinder', 'The family subscription for two adults and up to three children'),
    linkText: r('Mehr erfahren', 'Find out more'),
    link: r('/de/kinder', '/en/children'),
    artwork: 302,
  },
  {
    dayOffset: 24,
    name: 'Familienwerkstatt',
    preline: r('Mitmachen', 'Join in'),
    headline: r('Familienwerkstatt am Samstag', 'Family workshop on Saturdays'),
    subline: r('Kostüme nähen, Kulissen bauen, Theater spielen – für Kinder ab 5 mit ihren Großen', 'Sew costumes, build sets, act – for children aged 5 and up with their grown-ups'),
    linkText: r('Jetzt anmelden', 'Sign up now'),
    link: { form: 'familienwerkstatt' },
    artwork: 303,
  },
  {
    dayOffset: 45,
    name: 'Uferfestival',
    preline: r('Festival', 'Festival'),
    headline: r('Das Uferfestival kommt', 'The Riverbank Festival is coming'),
    subline: r('Zehn Tage Theater, Musik und Tanz am und auf dem Wasser', 'Ten days of theatre, music and dance by and on the water'),
    linkText: r('Zum Festival', 'To the festival'),
    link: r('/de/festivals/uferfestival', '/en/festivals/riverbank-festival'),
    artwork: 304,
  },
];

/** Short lines shown in event list items. */
export const EVENT_INFOS: Translated[] = [
  r('Einführung 30 Minuten vor Beginn im Foyer', 'Introduction in the foyer 30 minutes before the start'),
  r('Im Anschluss Publikumsgespräch', 'Followed by a post-show talk'),
  r('Mit englischen Übertiteln', 'With English surtitles'),
  r('Mit Audiodeskription und Tastführung um 18:00 Uhr', 'With audio description and a touch tour at 6 pm'),
];
