import type { Translated } from '../../translated.ts';

const r = (de: string, en: string): Translated => ({ de, en });

export const ARTICLE_CATEGORIES: { key: string; name: Translated; slug: Translated; styleName: string }[] = [
  { key: 'hinter-den-kulissen', name: r('Hinter den Kulissen', 'Behind the Scenes'), slug: r('hinter-den-kulissen', 'behind-the-scenes'), styleName: 'backstage' },
  { key: 'interviews', name: r('Interviews', 'Interviews'), slug: r('interviews', 'interviews'), styleName: 'interview' },
  { key: 'essays', name: r('Essays', 'Essays'), slug: r('essays', 'essays'), styleName: 'essay' },
  { key: 'podcast-video', name: r('Podcast & Video', 'Podcast & Video'), slug: r('podcast-und-video', 'podcast-and-video'), styleName: 'media' },
  { key: 'junges-haus', name: r('Junges Haus', 'Young Audiences'), slug: r('junges-haus', 'young-audiences'), styleName: 'young' },
];

export const ARTICLE_TAGS: { key: string; name: Translated; slug: Translated }[] = [
  { key: 'premiere', name: r('Premiere', 'Premiere'), slug: r('premiere', 'premiere') },
  { key: 'proben', name: r('Proben', 'Rehearsals'), slug: r('proben', 'rehearsals') },
  { key: 'werkstaetten', name: r('Werkstätten', 'Workshops'), slug: r('werkstaetten', 'workshops') },
  { key: 'tanz', name: r('Tanz', 'Dance'), slug: r('tanz', 'dance') },
  { key: 'musik', name: r('Musik', 'Music'), slug: r('musik', 'music') },
  { key: 'stadt', name: r('Stadt', 'City'), slug: r('stadt', 'city') },
  { key: 'nachhaltigkeit', name: r('Nachhaltigkeit', 'Sustainability'), slug: r('nachhaltigkeit', 'sustainability') },
  { key: 'familie', name: r('Familie', 'Family'), slug: r('familie', 'family') },
  { key: 'barrierefreiheit', name: r('Barrierefreiheit', 'Accessibility'), slug: r('barrierefreiheit', 'accessibility') },
  { key: 'ausstellung', name: r('Ausstellung', 'Exhibition'), slug: r('ausstellung', 'exhibition') },
];

export type ArticleSeed = {
  key: string;
  category: string;
  title: Translated;
  teaser: Translated;
  tags: string[];
  /** Person key of the author. */
  author: string;
  /** Person the article is about or talks to (interviews, portraits). */
  about?: string;
  /** Production the article belongs to. */
  production?: string;
};

export const ARTICLES: ArticleSeed[] = [
  // Hinter den Kulissen
  { key: 'wasserbuehne', category: 'hinter-den-kulissen', production: 'sturm', author: 'weisshaupt', tags: ['werkstaetten', 'proben'], title: r('Wie man eine Bühne flutet', 'How to flood a stage'), teaser: r('Für „Der Sturm“ stehen 12.000 Liter Wasser auf der Bühne. Ein Besuch bei den Menschen, die dafür sorgen, dass nichts ausläuft.', 'For "The Tempest" there are 12,000 litres of water on stage. A visit to the people who make sure none of it leaks.') },
  { key: 'schneiderei', category: 'hinter-den-kulissen', about: 'czerny', production: 'dreigroschenoper', author: 'weisshaupt', tags: ['werkstaetten'], title: r('Vierhundert Knöpfe für Mackie Messer', 'Four hundred buttons for Mack the Knife'), teaser: r('Ein Tag in der Kostümwerkstatt, in der gerade die Anzüge für die „Dreigroschenoper“ entstehen.', 'A day in the costume workshop, where the suits for "The Threepenny Opera" are being made.') },
  { key: 'abendspielleitung', category: 'hinter-den-kulissen', author: 'oelschlaeger', tags: ['proben'], title: r('Die Frau am Pult', 'The woman at the desk'), teaser: r('Die Inspizientin ruft jeden Einsatz, jeden Lichtwechsel, jeden Vorhang. Protokoll eines Vorstellungsabends.', 'The stage manager calls every cue, every lighting change, every curtain. A record of one performance night.') },
  { key: 'lichtstimmung', category: 'hinter-den-kulissen', production: 'lichtspiel', author: 'haddad', tags: ['tanz', 'werkstaetten'], title: r('132 Lichtstimmungen in 60 Minuten', '132 lighting states in 60 minutes'), teaser: r('Für „Lichtspiel“ programmieren die Beleuchter nachts, wenn die Bühne endlich dunkel ist.', 'For "Play of Light" the lighting crew programme at night, when the stage is finally dark.') },
  { key: 'sanierung', category: 'hinter-den-kulissen', author: 'oelschlaeger', tags: ['stadt', 'nachhaltigkeit'], title: r('Ein Haus wird klimaneutral', 'A theatre goes climate-neutral'), teaser: r('Wärmepumpe im Flusswasser, LED-Scheinwerfer, Kulissen zum Wiederverwenden: Was wir schon geschafft haben und was noch fehlt.', 'A heat pump in the river, LED lights, reusable sets: what we have achieved so far and what is still missing.') },
  { key: 'requisite', category: 'hinter-den-kulissen', production: 'das-fest', author: 'weisshaupt', tags: ['werkstaetten'], title: r('Ein Festmahl, das niemand isst', 'A feast that nobody eats'), teaser: r('Die Requisite baut für „Das Fest“ eine Tafel für vierzehn Personen – aus Schaumstoff, Wachs und viel Geduld.', 'For "The Celebration" the props department builds a table for fourteen – out of foam, wax and a great deal of patience.') },
  // Interviews
  { key: 'interview-lindqvist', category: 'interviews', about: 'lindqvist', production: 'sturm', author: 'weisshaupt', tags: ['premiere', 'proben'], title: r('„Vergebung ist die radikalste Geste“', '"Forgiveness is the most radical gesture"'), teaser: r('Regisseurin Nora Lindqvist über Shakespeares letztes Stück und warum Prospero bei ihr eine Frau ist.', 'Director Nora Lindqvist on Shakespeare\'s last play and why her Prospero is a woman.') },
  { key: 'interview-haddad', category: 'interviews', about: 'haddad', production: 'flusslaeufe', author: 'weisshaupt', tags: ['tanz', 'stadt'], title: r('„Der Fluss tanzt schon, wir hören nur zu“', '"The river is already dancing, we just listen"'), teaser: r('Karim Haddad über ein Jahr Recherche am Ufer und das Tanzen mit Fischern.', 'Karim Haddad on a year of research on the riverbank and dancing with fishermen.') },
  { key: 'interview-kuehn', category: 'interviews', about: 'kuehn', author: 'weisshaupt', tags: ['proben'], title: r('„Ich spiele lieber Zauberinnen als Opfer“', '"I would rather play sorceresses than victims"'), teaser: r('Marlene Kühn über Rollenbilder, Textlernen beim Joggen und ihren Theaterpreis.', 'Marlene Kühn on female roles, learning lines while jogging and her theatre prize.') },
  { key: 'interview-strauss', category: 'interviews', about: 'strauss', production: 'winterreise', author: 'boehm', tags: ['musik'], title: r('Zehn Jahre Winterreise', 'Ten years of Winter Journey'), teaser: r('Paul Strauß hat Schuberts Zyklus über zweihundertmal gesungen. Wird es nie langweilig?', 'Paul Strauß has sung Schubert\'s cycle more than two hundred times. Does it never get boring?') },
  { key: 'interview-ortega', category: 'interviews', about: 'ortega', production: 'lichtspiel', author: 'haddad', tags: ['tanz'], title: r('„Der Schatten ist mein Partner“', '"The shadow is my partner"'), teaser: r('Lucía Ortega über Flamenco, Scheinwerfer und ihre erste Arbeit in Deutschland.', 'Lucía Ortega on flamenco, spotlights and her first piece in Germany.') },
  { key: 'interview-brenner', category: 'interviews', about: 'brenner', author: 'weisshaupt', tags: ['stadt'], title: r('„Ein Theater gehört der ganzen Stadt“', '"A theatre belongs to the whole city"'), teaser: r('Intendantin Johanna Brenner über volle Säle, leere Kassen und die Spielzeit 2026/27.', 'Artistic director Johanna Brenner on full houses, empty coffers and the 2026/27 season.') },
  // Essays
  { key: 'essay-brecht', category: 'essays', production: 'dreigroschenoper', author: 'weisshaupt', tags: ['musik'], title: r('Erst kommt das Fressen', 'Food comes first'), teaser: r('Warum Brechts Satz von 1928 heute wieder so unbequem klingt.', 'Why Brecht\'s line from 1928 sounds so uncomfortable again today.') },
  { key: 'essay-lessing', category: 'essays', production: 'nathan', author: 'weisshaupt', tags: [], title: r('Die Ringparabel als Zumutung', 'The parable of the rings as a challenge'), teaser: r('Lessings Toleranzgebot ist keine Wohlfühlformel. Ein Essay über das Aushalten von Widerspruch.', 'Lessing\'s call for tolerance is no feel-good formula. An essay on living with contradiction.') },
  { key: 'essay-fluss', category: 'essays', author: 'brenner', tags: ['stadt'], title: r('Die Stadt und ihr Fluss', 'The city and its river'), teaser: r('Auenstadt hat dem Fluss lange den Rücken zugekehrt. Über eine Wiederannäherung – auch durch das Theater.', 'For a long time Auenstadt turned its back on the river. On a rapprochement – through theatre, among other things.') },
  { key: 'essay-kafka', category: 'essays', production: 'verwandlung', author: 'faehnrich', tags: [], title: r('Wer ist hier das Ungeziefer?', 'Who is the vermin here?'), teaser: r('Kafkas „Verwandlung“ als Familiengeschichte über Pflege, Scham und Erleichterung.', 'Kafka\'s "Metamorphosis" as a family story about care, shame and relief.') },
  { key: 'essay-publikum', category: 'essays', author: 'brenner', tags: ['barrierefreiheit'], title: r('Das Publikum der Zukunft', 'The audience of the future'), teaser: r('Wer heute nicht ins Theater geht, hat meistens gute Gründe. Sieben Thesen zur Öffnung eines Hauses.', 'People who do not go to the theatre today usually have good reasons. Seven theses on opening up a house.') },
  { key: 'essay-komik', category: 'essays', production: 'physiker', author: 'weisshaupt', tags: [], title: r('Die schlimmstmögliche Wendung', 'The worst possible turn'), teaser: r('Dürrenmatt und die Komik der Katastrophe: Warum wir lachen, wenn es ernst wird.', 'Dürrenmatt and the comedy of catastrophe: why we laugh when things get serious.') },
  // Podcast & Video
  { key: 'podcast-hinterbuehne-1', category: 'podcast-video', author: 'faehnrich', tags: ['proben'], title: r('Hinterbühne #12: Lampenfieber', 'Backstage #12: Stage fright'), teaser: r('Im Podcast sprechen Tobias Fähnrich und Marlene Kühn über Angst, Rituale und den Moment vor dem Auftritt.', 'In the podcast, Tobias Fähnrich and Marlene Kühn talk about fear, rituals and the moment before going on.') },
  { key: 'podcast-hinterbuehne-2', category: 'podcast-video', author: 'faehnrich', tags: ['musik'], title: r('Hinterbühne #13: Das Orchester im Graben', 'Backstage #13: The orchestra in the pit'), teaser: r('Clara Böhm erklärt, warum man im Orchestergraben nie die ganze Vorstellung sieht – und trotzdem alles spürt.', 'Clara Böhm explains why you never see the whole show from the orchestra pit – and still feel everything.') },
  { key: 'video-flusslaeufe', category: 'podcast-video', production: 'flusslaeufe', author: 'haddad', tags: ['tanz'], title: r('Trailer: Flussläufe', 'Trailer: River Courses'), teaser: r('Zwei Minuten Strömung: der Trailer zum neuen Tanzabend.', 'Two minutes of current: the trailer for the new dance evening.') },
  { key: 'video-probe', category: 'podcast-video', production: 'sturm', author: 'weisshaupt', tags: ['proben', 'premiere'], title: r('Probenbesuch: Der Sturm', 'Rehearsal visit: The Tempest'), teaser: r('Ein Blick in die Endproben mit Wasser, Wind und einer Menge Handtücher.', 'A look at the final rehearsals with water, wind and a great many towels.') },
  { key: 'podcast-winter', category: 'podcast-video', production: 'winterreise', author: 'boehm', tags: ['musik'], title: r('Hörprobe: Der Lindenbaum', 'Listen: The Linden Tree'), teaser: r('Paul Strauß und Emil Nowak spielen das bekannteste Lied der „Winterreise“ im leeren Foyer.', 'Paul Strauß and Emil Nowak perform the best-known song from "Winter Journey" in the empty foyer.') },
  { key: 'video-ausstellung', category: 'podcast-video', production: 'buehnenbilder', author: 'ruediger', tags: ['ausstellung', 'werkstaetten'], title: r('Rundgang: Bühnenbilder', 'Walkthrough: Stage Designs'), teaser: r('Benedikt Rüdiger führt durch seine Ausstellung und verrät, welches Modell er nie gebaut hat.', 'Benedikt Rüdiger guides us through his exhibition and reveals which model he never built.') },
  // Junges Haus
  { key: 'erster-theaterbesuch', category: 'junges-haus', author: 'lehner', tags: ['familie'], title: r('Der erste Theaterbesuch', 'Your first trip to the theatre'), teaser: r('Wie lange dauert das? Darf man da reden? Ein Leitfaden für Familien, die zum ersten Mal kommen.', 'How long does it last? Are you allowed to talk? A guide for families coming for the first time.') },
  { key: 'jugendchor', category: 'junges-haus', production: 'stimmen', author: 'boehm', tags: ['musik', 'familie'], title: r('Sechzig Stimmen, ein Chor', 'Sixty voices, one choir'), teaser: r('Der Jugendchor probt für „Stimmen vom Ufer“. Wer mitsingen will, kommt einfach vorbei.', 'The youth choir is rehearsing for "Voices from the Riverbank". Anyone who wants to sing along can just come by.') },
  { key: 'schulklassen', category: 'junges-haus', production: 'kleiner-prinz', author: 'lehner', tags: ['familie'], title: r('Mit der Klasse ins Theater', 'Bringing your class to the theatre'), teaser: r('Materialmappen, Workshops und Nachgespräche: unser Angebot für Schulen in dieser Spielzeit.', 'Teaching packs, workshops and follow-up talks: what we offer schools this season.') },
  { key: 'tanzwerkstatt', category: 'junges-haus', about: 'lehner', author: 'haddad', tags: ['tanz', 'familie'], title: r('Tanzwerkstatt: Bewegung ohne Vorkenntnisse', 'Dance workshop: movement, no experience needed'), teaser: r('Jeden Dienstag tanzen Jugendliche von 12 bis 18 mit der Compagnie – kostenlos.', 'Every Tuesday teenagers aged 12 to 18 dance with the company – free of charge.') },
  { key: 'peter-instrumente', category: 'junges-haus', production: 'peter-wolf', author: 'boehm', tags: ['musik', 'familie'], title: r('Welches Instrument ist der Wolf?', 'Which instrument is the wolf?'), teaser: r('Vor jedem Familienkonzert stellen unsere Musikerinnen und Musiker ihre Instrumente vor. Hier ist der Spickzettel.', 'Before every family concert our musicians introduce their instruments. Here is the cheat sheet.') },
  { key: 'barrierefrei-kinder', category: 'junges-haus', author: 'lehner', tags: ['barrierefreiheit', 'familie'], title: r('Entspannte Vorstellungen', 'Relaxed performances'), teaser: r('Licht bleibt an, rausgehen ist erlaubt: Was eine entspannte Vorstellung ausmacht und für wen sie gedacht ist.', 'The lights stay on and you can leave at any time: what makes a relaxed performance and who it is for.') },
];
