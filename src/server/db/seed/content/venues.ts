import type { Translated } from '../../translated.ts';

export type VenueSeed = {
  key: string;
  name: Translated;
  slug: Translated;
  street: string;
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  website: string;
  accessibility: Translated;
  description: Translated;
  rooms: { key: string; name: Translated; showInFilter: boolean }[];
};

export const CITY = 'Auenstadt';

export const VENUES: VenueSeed[] = [
  {
    key: 'grosses-haus',
    name: { de: 'Großes Haus', en: 'Main Theatre' },
    slug: { de: 'grosses-haus', en: 'main-theatre' },
    street: 'Uferpromenade 1',
    postcode: '47110',
    city: CITY,
    lat: 51.3412,
    lng: 12.3561,
    phone: '+49 3410 8877-0',
    email: 'kasse@kulturhaus-am-fluss.example',
    website: 'https://kulturhaus-am-fluss.example',
    accessibility: {
      de: 'Stufenloser Zugang über den Seiteneingang an der Uferpromenade. Rollstuhlplätze im Parkett (Reihe 12), induktive Höranlage im ganzen Saal, barrierefreie Toiletten im Erdgeschoss.',
      en: 'Step-free access via the side entrance on the Uferpromenade. Wheelchair spaces in the stalls (row 12), an induction loop throughout the auditorium and accessible toilets on the ground floor.',
    },
    description: {
      de: 'Das Große Haus wurde 1911 als Stadttheater eröffnet und nach einer umfassenden Sanierung 2019 wiedereröffnet. Der Große Saal mit 484 Plätzen, die Studiobühne und das gläserne Foyer mit Blick auf den Fluss sind das Herz des Kulturhauses.',
      en: 'The Main Theatre opened in 1911 as the municipal playhouse and reopened in 2019 after a complete renovation. The 484-seat main auditorium, the studio stage and the glass foyer overlooking the river are the heart of the Kulturhaus.',
    },
    rooms: [
      { key: 'grosser-saal', name: { de: 'Großer Saal', en: 'Main Auditorium' }, showInFilter: true },
      { key: 'studiobuehne', name: { de: 'Studiobühne', en: 'Studio Stage' }, showInFilter: true },
      { key: 'foyer', name: { de: 'Foyer', en: 'Foyer' }, showInFilter: true },
    ],
  },
  {
    key: 'zollhaus',
    name: { de: 'Kammerspiele im Alten Zollhaus', en: 'Chamber Theatre at the Old Customs House' },
    slug: { de: 'kammerspiele-im-alten-zollhaus', en: 'chamber-theatre-old-customs-house' },
    street: 'Zollhofstraße 12',
    postcode: '47112',
    city: CITY,
    lat: 51.3389,
    lng: 12.3617,
    phone: '+49 3410 8877-200',
    email: 'zollhaus@kulturhaus-am-fluss.example',
    website: 'https://kulturhaus-am-fluss.example/zollhaus',
    accessibility: {
      de: 'Die Kammerbühne ist über einen Aufzug im Innenhof erreichbar. Der Zollkeller liegt im Untergeschoss und ist leider nur über eine Treppe zugänglich.',
      en: 'The chamber stage can be reached by a lift in the courtyard. The Zollkeller is in the basement and is unfortunately only accessible by stairs.',
    },
    description: {
      de: 'Im ehemaligen Zollhaus von 1846 spielen wir zeitgenössische Dramatik, Lesungen und Jazz. Der Gewölbekeller ist einer der intimsten Spielorte der Stadt.',
      en: 'The former customs house of 1846 is home to contemporary drama, readings and jazz. Its vaulted cellar is one of the most intimate stages in town.',
    },
    rooms: [
      { key: 'kammerbuehne', name: { de: 'Kammerbühne', en: 'Chamber Stage' }, showInFilter: true },
      { key: 'zollkeller', name: { de: 'Zollkeller', en: 'Customs Cellar' }, showInFilter: true },
    ],
  },
  {
    key: 'weidenhof',
    name: { de: 'Kunsthalle Weidenhof', en: 'Weidenhof Kunsthalle' },
    slug: { de: 'kunsthalle-weidenhof', en: 'weidenhof-kunsthalle' },
    street: 'Weidenhofplatz 3',
    postcode: '47110',
    city: CITY,
    lat: 51.3436,
    lng: 12.3502,
    phone: '+49 3410 8877-300',
    email: 'kunsthalle@kulturhaus-am-fluss.example',
    website: 'https://kulturhaus-am-fluss.example/kunsthalle',
    accessibility: {
      de: 'Alle Ausstellungsräume sind stufenlos erreichbar. Leihrollstühle und Sitzhocker gibt es kostenlos an der Kasse; Assistenzhunde sind willkommen.',
      en: 'All exhibition rooms are step-free. Wheelchairs and folding stools can be borrowed free of charge at the ticket desk; assistance dogs are welcome.',
    },
    description: {
      de: 'Die Kunsthalle in der früheren Weidenhof-Markthalle zeigt Ausstellungen zu Bühnenkunst, Fotografie und Klang. Zeitfenstertickets garantieren entspannte Besuche.',
      en: 'The Kunsthalle in the former Weidenhof market hall shows exhibitions on stage art, photography and sound. Timed tickets make for relaxed visits.',
    },
    rooms: [
      { key: 'halle-1', name: { de: 'Halle 1', en: 'Hall 1' }, showInFilter: true },
      { key: 'halle-2', name: { de: 'Halle 2', en: 'Hall 2' }, showInFilter: true },
      { key: 'projektraum', name: { de: 'Projektraum', en: 'Project Room' }, showInFilter: false },
    ],
  },
  {
    key: 'seebuehne',
    name: { de: 'Seebühne im Stadtpark', en: 'Lake Stage in the City Park' },
    slug: { de: 'seebuehne-im-stadtpark', en: 'lake-stage-city-park' },
    street: 'Parkallee 40',
    postcode: '47115',
    city: CITY,
    lat: 51.3507,
    lng: 12.3688,
    phone: '+49 3410 8877-400',
    email: 'seebuehne@kulturhaus-am-fluss.example',
    website: 'https://kulturhaus-am-fluss.example/seebuehne',
    accessibility: {
      de: 'Befestigte Wege führen vom Parkeingang Parkallee bis zur Tribüne. Rollstuhlplätze befinden sich in der ersten Reihe; bei Regen stehen Sitzkissen und Ponchos bereit.',
      en: 'Paved paths lead from the Parkallee park entrance to the grandstand. Wheelchair spaces are in the front row; cushions and rain ponchos are available when it rains.',
    },
    description: {
      de: 'Unsere Sommer- und Winterbühne am Schwanenteich: Open-Air-Konzerte, Familientheater und im Dezember das Lichterfest auf dem Wasser.',
      en: 'Our summer and winter stage on the swan pond: open-air concerts, family theatre and, in December, the festival of lights on the water.',
    },
    rooms: [{ key: 'seebuehne', name: { de: 'Seebühne', en: 'Lake Stage' }, showInFilter: true }],
  },
];

/** Seat groups and their capacities per room; exhibition halls sell per timeslot. */
export const ROOM_SEATING: Record<string, { key: string; name: Translated; capacity: number; fullPrice: number }[]> = {
  'grosser-saal': [
    { key: 'parkett', name: { de: 'Parkett', en: 'Stalls' }, capacity: 320, fullPrice: 42 },
    { key: 'rang', name: { de: 'Rang', en: 'Circle' }, capacity: 140, fullPrice: 32 },
    { key: 'loge', name: { de: 'Loge', en: 'Box' }, capacity: 24, fullPrice: 58 },
  ],
  studiobuehne: [{ key: 'freie-platzwahl', name: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, capacity: 99, fullPrice: 22 }],
  foyer: [{ key: 'freie-platzwahl', name: { de: 'Freie Platzwahl', en: 'Unreserved seating' }, capacity: 120, fullPrice: 12 }],
  kammerbuehne: [
    { key: 'parkett', name: { de: 'Parkett', en: 'Stalls' }, capacity: 180, fullPrice: 28 },
    { key: 'rang', name: { de: 'Rang', en: 'Circle' }, capacity: 60, fullPrice: 22 },
  ],
  zollkeller: [{ key: 'stehplatz', name: { de: 'Stehplatz', en: 'Standing' }, capacity: 80, fullPrice: 16 }],
  'halle-1': [{ key: 'eintritt', name: { de: 'Eintritt', en: 'Admission' }, capacity: 40, fullPrice: 12 }],
  'halle-2': [{ key: 'eintritt', name: { de: 'Eintritt', en: 'Admission' }, capacity: 30, fullPrice: 10 }],
  projektraum: [{ key: 'eintritt', name: { de: 'Eintritt', en: 'Admission' }, capacity: 20, fullPrice: 8 }],
  seebuehne: [
    { key: 'tribuene', name: { de: 'Tribüne', en: 'Grandstand' }, capacity: 450, fullPrice: 29 },
    { key: 'wiese', name: { de: 'Liegewiese', en: 'Lawn' }, capacity: 200, fullPrice: 15 },
  ],
};
