import type { Translated } from '../../translated.ts';
import { FORM_FIELD_TYPES as T, type FormFieldType } from '../../values.ts';

const r = (de: string, en: string): Translated => ({ de, en });

export type FormFieldSeed = {
  slug: string;
  label: Translated;
  fieldType: FormFieldType;
  required: boolean;
  visible?: boolean;
  choices?: Translated;
  defaultValue?: string;
  placeholder?: Translated;
  help?: Translated;
  /** file fields: the kinds of file accepted (image, pdf, audio, video, document), comma-separated */
  accept?: string;
};

export type FormSeed = {
  key: string;
  title: Translated;
  intro: Translated;
  slug: Translated;
  successText: Translated;
  notifyEmail: string;
  fields: FormFieldSeed[];
};

export const FORMS: FormSeed[] = [
  {
    key: 'kontakt',
    title: r('Kontakt', 'Contact'),
    intro: r('Sie haben eine Frage zu Karten, Ihrem Besuch oder unserem Programm? Schreiben Sie uns – wir antworten innerhalb von zwei Werktagen.', 'Do you have a question about tickets, your visit or our programme? Write to us – we reply within two working days.'),
    slug: r('kontakt', 'contact'),
    successText: r('Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich.', 'Thank you for your message! We will get back to you as soon as possible.'),
    notifyEmail: 'kontakt@kulturhaus-am-fluss.example',
    fields: [
      { slug: 'name', label: r('Name', 'Name'), fieldType: T.text, required: true, placeholder: r('Vor- und Nachname', 'First and last name') },
      { slug: 'email', label: r('E-Mail-Adresse', 'Email address'), fieldType: T.email, required: true, placeholder: r('name@beispiel.de', 'name@example.com') },
      { slug: 'telefon', label: r('Telefon', 'Phone'), fieldType: T.text, required: false, help: r('Nur falls wir Sie zurückrufen sollen.', 'Only if you would like us to call you back.') },
      { slug: 'anliegen', label: r('Anliegen', 'Subject'), fieldType: T.select, required: true, choices: r('Karten und Abos, Barrierefreiheit, Gruppen und Schulen, Presse, Sonstiges', 'Tickets and subscriptions, Accessibility, Groups and schools, Press, Other') },
      { slug: 'nachricht', label: r('Ihre Nachricht', 'Your message'), fieldType: T.textarea, required: true },
      { slug: 'datenschutz', label: r('Ich habe die Datenschutzerklärung gelesen und bin einverstanden.', 'I have read and agree to the privacy policy.'), fieldType: T.checkbox, required: true },
    ],
  },
  {
    key: 'familienwerkstatt',
    title: r('Anmeldung Familienwerkstatt', 'Family workshop registration'),
    intro: r('In der Familienwerkstatt nähen, bauen und spielen Kinder ab fünf Jahren gemeinsam mit ihren Eltern oder Großeltern. Die Teilnahme ist kostenlos, die Plätze sind begrenzt.', 'In the family workshop, children aged five and up sew, build and act together with their parents or grandparents. Taking part is free; places are limited.'),
    slug: r('familienwerkstatt', 'family-workshop'),
    successText: r('Danke für Ihre Anmeldung! Sie erhalten in den nächsten Tagen eine Bestätigung per E-Mail.', 'Thank you for registering! You will receive a confirmation by email within the next few days.'),
    notifyEmail: 'junges-haus@kulturhaus-am-fluss.example',
    fields: [
      { slug: 'name', label: r('Name einer erwachsenen Begleitperson', 'Name of an accompanying adult'), fieldType: T.text, required: true },
      { slug: 'email', label: r('E-Mail-Adresse', 'Email address'), fieldType: T.email, required: true },
      { slug: 'werkstaetten', label: r('Welche Werkstätten interessieren Sie?', 'Which workshops are you interested in?'), fieldType: T.checkboxMultiple, required: true, choices: r('Kostümwerkstatt, Kulissenbau, Maske und Schminke, Theaterspiel', 'Costume workshop, Set building, Make-up, Acting') },
      { slug: 'altersgruppe', label: r('Alter des Kindes', 'Age of the child'), fieldType: T.select, required: true, choices: r('5–7 Jahre, 8–10 Jahre, 11–13 Jahre', '5–7 years, 8–10 years, 11–13 years') },
      { slug: 'wunschtermin', label: r('Wunschtermin (Samstag)', 'Preferred date (Saturday)'), fieldType: T.date, required: true, help: r('Die Werkstatt findet samstags von 10 bis 13 Uhr statt.', 'The workshop takes place on Saturdays from 10 am to 1 pm.') },
      { slug: 'geburtsdatum-kind', label: r('Geburtsdatum des Kindes', 'Child\'s date of birth'), fieldType: T.dateOfBirth, required: false },
      { slug: 'anzahl-kinder', label: r('Anzahl der Kinder', 'Number of children'), fieldType: T.number, required: true, defaultValue: '1' },
      { slug: 'newsletter', label: r('Möchten Sie den Familien-Newsletter erhalten?', 'Would you like to receive the family newsletter?'), fieldType: T.radio, required: false, choices: r('Ja, Nein', 'Yes, No'), defaultValue: 'Nein' },
      { slug: 'hinweise', label: r('Hinweise (z. B. Allergien, Unterstützungsbedarf)', 'Notes (e.g. allergies, support needs)'), fieldType: T.textarea, required: false },
      { slug: 'quelle', label: r('Quelle', 'Source'), fieldType: T.hidden, required: false, visible: false, defaultValue: 'website' },
    ],
  },
  {
    key: 'bewerbung',
    title: r('Bewerbung Freiwilliges Soziales Jahr Kultur', 'Application: voluntary year in culture'),
    intro: r('Jedes Jahr bieten wir zwei Plätze im Freiwilligen Sozialen Jahr Kultur an – in der Theaterpädagogik und in der Bühnentechnik. Bewerbungsschluss ist der 31. März.', 'Every year we offer two places in the voluntary social year in culture – in theatre education and in stage technology. The deadline is 31 March.'),
    slug: r('bewerbung-fsj', 'application-voluntary-year'),
    successText: r('Vielen Dank für Ihre Bewerbung! Wir melden uns bis Ende April bei Ihnen.', 'Thank you for your application! We will be in touch by the end of April.'),
    notifyEmail: 'bewerbung@kulturhaus-am-fluss.example',
    fields: [
      { slug: 'name', label: r('Vor- und Nachname', 'First and last name'), fieldType: T.text, required: true },
      { slug: 'email', label: r('E-Mail-Adresse', 'Email address'), fieldType: T.email, required: true },
      { slug: 'geburtsdatum', label: r('Geburtsdatum', 'Date of birth'), fieldType: T.dateOfBirth, required: true },
      { slug: 'bereiche', label: r('Bereiche', 'Departments'), fieldType: T.selectMultiple, required: true, choices: r('Theaterpädagogik, Bühnentechnik, Kostümwerkstatt', 'Theatre education, Stage technology, Costume workshop') },
      { slug: 'lebenslauf', label: r('Lebenslauf (PDF oder Word)', 'CV (PDF or Word)'), fieldType: T.file, required: true, accept: 'pdf,document' },
      { slug: 'foto', label: r('Foto (freiwillig)', 'Photo (optional)'), fieldType: T.file, required: false, accept: 'image', help: r('Ein Porträtfoto, wenn Sie möchten.', 'A portrait photo, if you like.') },
      { slug: 'portfolio', label: r('Link zu Arbeitsproben', 'Link to work samples'), fieldType: T.url, required: false, placeholder: r('https://', 'https://') },
      { slug: 'motivation', label: r('Warum möchten Sie bei uns arbeiten?', 'Why would you like to work with us?'), fieldType: T.textarea, required: true },
      { slug: 'gespraechstermin', label: r('Wunschtermin für ein Kennenlerngespräch', 'Preferred time for an interview'), fieldType: T.dateTime, required: false },
      { slug: 'datenschutz', label: r('Ich bin mit der Speicherung meiner Daten für das Bewerbungsverfahren einverstanden.', 'I agree to my data being stored for the application process.'), fieldType: T.checkbox, required: true },
    ],
  },
];
