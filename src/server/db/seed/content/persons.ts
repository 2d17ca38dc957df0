import type { Translated } from '../../translated.ts';

export const PERSON_CATEGORIES: { key: string; name: Translated }[] = [
  { key: 'leitung', name: { de: 'Leitung', en: 'Management' } },
  { key: 'ensemble', name: { de: 'Ensemble', en: 'Ensemble' } },
  { key: 'musik', name: { de: 'Musik', en: 'Music' } },
  { key: 'gaeste', name: { de: 'Gäste', en: 'Guest Artists' } },
];

export type PersonSeed = {
  key: string;
  firstName: string;
  lastName: string;
  category: string;
  role: Translated;
  /** Markdown-ish source of the biography (see seed/rich-text.ts). */
  bio: Translated;
};

export const PERSONS: PersonSeed[] = [
  {
    key: 'brenner',
    firstName: 'Johanna',
    lastName: 'Brenner',
    category: 'leitung',
    role: { de: 'Intendantin', en: 'Artistic Director' },
    bio: {
      de: 'Johanna Brenner leitet das Kulturhaus am Fluss seit der Spielzeit 2021/22. Zuvor war sie Schauspieldirektorin in Freiburg und Dramaturgin am **Thalia Theater**.\n\nIhr Programm verbindet große Stoffe mit neuen Stimmen aus der Region: „Ein Theater gehört der ganzen Stadt, nicht nur denen, die schon kommen.“',
      en: 'Johanna Brenner has run the Kulturhaus am Fluss since the 2021/22 season. Before that she was head of drama in Freiburg and a dramaturg at the **Thalia Theater**.\n\nHer programme pairs the great classics with new voices from the region: "A theatre belongs to the whole city, not just to those who already come."',
    },
  },
  {
    key: 'oelschlaeger',
    firstName: 'Matthias',
    lastName: 'Ölschläger',
    category: 'leitung',
    role: { de: 'Kaufmännischer Direktor', en: 'Managing Director' },
    bio: {
      de: 'Matthias Ölschläger verantwortet Finanzen, Personal und Gebäude des Hauses. Der gelernte Bühnentechniker studierte Kulturmanagement in Weimar und brachte die Sanierung des Großen Hauses ohne Spielpause zu Ende.',
      en: 'Matthias Ölschläger is responsible for finance, staff and the buildings. A trained stage technician, he studied arts management in Weimar and saw the renovation of the Main Theatre through without a single dark season.',
    },
  },
  {
    key: 'weisshaupt',
    firstName: 'Leonie',
    lastName: 'Weißhaupt',
    category: 'leitung',
    role: { de: 'Chefdramaturgin', en: 'Head of Dramaturgy' },
    bio: {
      de: 'Leonie Weißhaupt kuratiert die Reihen *Literatur im Zollhaus* und *Stimmen vom Ufer*. Sie übersetzt skandinavische Gegenwartsdramatik und unterrichtet an der Hochschule für Schauspielkunst.',
      en: 'Leonie Weißhaupt curates the series *Literature at the Customs House* and *Voices from the Riverbank*. She translates contemporary Scandinavian drama and teaches at the drama school.',
    },
  },
  {
    key: 'haddad',
    firstName: 'Karim',
    lastName: 'Haddad',
    category: 'leitung',
    role: { de: 'Künstlerischer Leiter Tanz', en: 'Artistic Director of Dance' },
    bio: {
      de: 'Karim Haddad tanzte in Lyon, Brüssel und Tel Aviv, bevor er 2022 die Tanzsparte übernahm. Seine Choreografien verbinden Hip-Hop, Dabke und zeitgenössischen Tanz.',
      en: 'Karim Haddad danced in Lyon, Brussels and Tel Aviv before taking over the dance company in 2022. His choreographies bring together hip-hop, dabke and contemporary dance.',
    },
  },
  {
    key: 'kuehn',
    firstName: 'Marlene',
    lastName: 'Kühn',
    category: 'ensemble',
    role: { de: 'Schauspielerin', en: 'Actor' },
    bio: {
      de: 'Marlene Kühn ist seit 2019 im Ensemble. Zu sehen war sie unter anderem als Luise in *Kabale und Liebe* und als Prospero in *Der Sturm*. 2024 erhielt sie den Auenstädter Theaterpreis.',
      en: 'Marlene Kühn joined the ensemble in 2019. Her roles include Luise in *Intrigue and Love* and Prospero in *The Tempest*. In 2024 she received the Auenstadt Theatre Prize.',
    },
  },
  {
    key: 'assmann',
    firstName: 'Jonas',
    lastName: 'Aßmann',
    category: 'ensemble',
    role: { de: 'Schauspieler', en: 'Actor' },
    bio: {
      de: 'Jonas Aßmann studierte in Leipzig und spielte am Staatsschauspiel Dresden. Am Kulturhaus ist er als Macheath in der *Dreigroschenoper* zu erleben.',
      en: 'Jonas Aßmann trained in Leipzig and worked at the Staatsschauspiel Dresden. Here he plays Macheath in *The Threepenny Opera*.',
    },
  },
  {
    key: 'sorensen',
    firstName: 'Ida',
    lastName: 'Sørensen',
    category: 'ensemble',
    role: { de: 'Tänzerin', en: 'Dancer' },
    bio: {
      de: 'Die Dänin Ida Sørensen kam über das Cullberg Ballet nach Auenstadt. In *Flussläufe* tanzt sie das große Solo des zweiten Teils.',
      en: 'Danish dancer Ida Sørensen came to Auenstadt by way of the Cullberg Ballet. In *River Courses* she dances the long solo of the second part.',
    },
  },
  {
    key: 'grossmann',
    firstName: 'Felix',
    lastName: 'Großmann',
    category: 'ensemble',
    role: { de: 'Schauspieler', en: 'Actor' },
    bio: {
      de: 'Felix Großmann ist das dienstälteste Ensemblemitglied und seit 2004 am Haus. Kinder kennen ihn als Erzähler in *Peter und der Wolf*.',
      en: 'Felix Großmann is the longest-serving member of the ensemble and has been with the company since 2004. Children know him as the narrator of *Peter and the Wolf*.',
    },
  },
  {
    key: 'yildiz',
    firstName: 'Amira',
    lastName: 'Yıldız',
    category: 'ensemble',
    role: { de: 'Schauspielerin', en: 'Actor' },
    bio: {
      de: 'Amira Yıldız wuchs in Duisburg auf und studierte an der Folkwang Universität. Sie spielt Recha in *Nathan der Weise* und schreibt eigene Performances.',
      en: 'Amira Yıldız grew up in Duisburg and studied at Folkwang University. She plays Recha in *Nathan the Wise* and writes her own performance pieces.',
    },
  },
  {
    key: 'strauss',
    firstName: 'Paul',
    lastName: 'Strauß',
    category: 'ensemble',
    role: { de: 'Sänger (Bariton)', en: 'Singer (baritone)' },
    bio: {
      de: 'Paul Strauß singt Lied, Oper und Musical. Mit Schuberts *Winterreise* tourt er seit zehn Jahren durch Kirchen, Scheunen und Konzertsäle.',
      en: 'Paul Strauß sings art song, opera and musical theatre. He has toured Schubert\'s *Winter Journey* through churches, barns and concert halls for ten years.',
    },
  },
  {
    key: 'lehner',
    firstName: 'Sophie',
    lastName: 'Lehner',
    category: 'ensemble',
    role: { de: 'Tänzerin', en: 'Dancer' },
    bio: {
      de: 'Sophie Lehner kommt aus Graz und gehört seit 2023 zur Tanzcompagnie. Sie leitet außerdem die Tanzwerkstatt für Jugendliche.',
      en: 'Sophie Lehner is from Graz and joined the dance company in 2023. She also runs the dance workshop for teenagers.',
    },
  },
  {
    key: 'faehnrich',
    firstName: 'Tobias',
    lastName: 'Fähnrich',
    category: 'ensemble',
    role: { de: 'Schauspieler', en: 'Actor' },
    bio: {
      de: 'Tobias Fähnrich war Gregor Samsa in *Die Verwandlung* und Möbius in *Die Physiker*. Nebenbei moderiert er den Podcast „Hinterbühne“.',
      en: 'Tobias Fähnrich played Gregor Samsa in *The Metamorphosis* and Möbius in *The Physicists*. He also hosts the podcast "Backstage".',
    },
  },
  {
    key: 'boehm',
    firstName: 'Clara',
    lastName: 'Böhm',
    category: 'musik',
    role: { de: 'Musikalische Leiterin', en: 'Musical Director' },
    bio: {
      de: 'Clara Böhm leitet das Hausorchester und den Jugendchor. Sie studierte Dirigieren in Wien und arrangiert für Jazzbesetzungen.',
      en: 'Clara Böhm conducts the house orchestra and the youth choir. She studied conducting in Vienna and arranges for jazz ensembles.',
    },
  },
  {
    key: 'nowak',
    firstName: 'Emil',
    lastName: 'Nowak',
    category: 'musik',
    role: { de: 'Pianist und Korrepetitor', en: 'Pianist and répétiteur' },
    bio: {
      de: 'Emil Nowak begleitet Proben, Liederabende und die Jazzreihe im Zollkeller. Er wurde in Krakau geboren und lebt seit 2012 in Auenstadt.',
      en: 'Emil Nowak accompanies rehearsals, song recitals and the jazz series in the Zollkeller. Born in Kraków, he has lived in Auenstadt since 2012.',
    },
  },
  {
    key: 'lindqvist',
    firstName: 'Nora',
    lastName: 'Lindqvist',
    category: 'gaeste',
    role: { de: 'Regisseurin', en: 'Director' },
    bio: {
      de: 'Die schwedische Regisseurin Nora Lindqvist inszeniert zum dritten Mal bei uns. Ihre Arbeiten wurden zum Berliner Theatertreffen eingeladen.',
      en: 'Swedish director Nora Lindqvist is staging her third production with us. Her work has been invited to the Berlin Theatertreffen.',
    },
  },
  {
    key: 'hammerschmidt',
    firstName: 'Viktor',
    lastName: 'Hammerschmidt',
    category: 'gaeste',
    role: { de: 'Dirigent', en: 'Conductor' },
    bio: {
      de: 'Viktor Hammerschmidt war Generalmusikdirektor in Görlitz und dirigiert bei uns die *Dreigroschenoper* und die Neujahrskonzerte.',
      en: 'Viktor Hammerschmidt was general music director in Görlitz; here he conducts *The Threepenny Opera* and the New Year concerts.',
    },
  },
  {
    key: 'ortega',
    firstName: 'Lucía',
    lastName: 'Ortega',
    category: 'gaeste',
    role: { de: 'Choreografin', en: 'Choreographer' },
    bio: {
      de: 'Lucía Ortega aus Sevilla verbindet Flamenco mit Tanztheater. *Lichtspiel* ist ihre erste Arbeit für ein deutsches Ensemble.',
      en: 'Lucía Ortega from Seville combines flamenco with dance theatre. *Play of Light* is her first piece for a German company.',
    },
  },
  {
    key: 'ruediger',
    firstName: 'Benedikt',
    lastName: 'Rüdiger',
    category: 'gaeste',
    role: { de: 'Bühnenbildner', en: 'Stage Designer' },
    bio: {
      de: 'Benedikt Rüdiger baut Räume aus Licht, Stoff und Wasser. Die Ausstellung *Bühnenbilder* zeigt Modelle aus zwanzig Jahren seiner Arbeit.',
      en: 'Benedikt Rüdiger builds spaces out of light, fabric and water. The exhibition *Stage Designs* shows models from twenty years of his work.',
    },
  },
  {
    key: 'czerny',
    firstName: 'Hanna',
    lastName: 'Czerny',
    category: 'gaeste',
    role: { de: 'Kostümbildnerin', en: 'Costume Designer' },
    bio: {
      de: 'Hanna Czerny entwirft Kostüme für Oper, Tanz und Film. Für die Ausstellung *Kostüm als Haut* öffnet sie ihr Archiv.',
      en: 'Hanna Czerny designs costumes for opera, dance and film. For the exhibition *Costume as Skin* she opens her archive.',
    },
  },
  {
    key: 'mensah',
    firstName: 'David',
    lastName: 'Mensah',
    category: 'gaeste',
    role: { de: 'Komponist', en: 'Composer' },
    bio: {
      de: 'David Mensah komponiert für Theater, Tanz und Klanginstallationen. Für *Klangräume* hat er den Fluss ein Jahr lang aufgenommen.',
      en: 'David Mensah composes for theatre, dance and sound installations. For *Sound Spaces* he recorded the river for a whole year.',
    },
  },
];
