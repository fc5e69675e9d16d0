// Seven forms in German and English that together use every field type (the seventh alone uses
// each) (README "Forms"), seeded
// while the forms table is empty. Also the start-up hook of the temp-file folder: expired uploads
// are swept now and periodically (the domain seeds are the one per-start hook src/cms has).
import { lockSchema } from '../db/runMigrations';
import type { Queryable } from '../db/openDatabase';
import { readUploadConfig } from '../config';
import { FIELD_TYPES, type FieldTypeCode } from '../forms/fieldTypes';
import { purgeExpiredTempFiles, scheduleTempFileSweep } from '../forms/tempFiles';
import type { DomainSeed } from './domainSeedTypes';

type Texts = readonly [de: string, en: string];

interface SeedChoice {
  value: string;
  label: Texts;
}

interface SeedField {
  slug: string;
  type: FieldTypeCode;
  label: Texts;
  required?: boolean;
  visible?: boolean;
  choices?: readonly SeedChoice[];
  default?: Texts;
  placeholder?: Texts;
  help?: Texts;
}

interface SeedForm {
  id: number;
  title: Texts;
  intro: Texts;
  fields: readonly SeedField[];
}

const T = FIELD_TYPES;
const same = (text: string): Texts => [text, text];
const CONSENT: SeedField = {
  slug: 'privacy',
  type: T.checkbox,
  required: true,
  label: ['Ich habe die Datenschutzerklärung gelesen und bin einverstanden.', 'I have read and accept the privacy policy.'],
};
const EMAIL: SeedField = {
  slug: 'email',
  type: T.email,
  required: true,
  label: ['E-Mail-Adresse', 'E-mail address'],
  placeholder: same('name@example.org'),
};

export const SEED_FORMS: readonly SeedForm[] = [
  {
    id: 1,
    title: ['Kontakt', 'Contact'],
    intro: ['Schreiben Sie uns – wir antworten innerhalb von drei Werktagen.', 'Write to us – we answer within three working days.'],
    fields: [
      { slug: 'name', type: T.text, required: true, label: ['Name', 'Name'] },
      EMAIL,
      {
        slug: 'subject',
        type: T.select,
        required: true,
        label: ['Anliegen', 'Subject'],
        default: same('general'),
        choices: [
          { value: 'general', label: ['Allgemeine Anfrage', 'General enquiry'] },
          { value: 'tickets', label: ['Karten und Abonnements', 'Tickets and subscriptions'] },
          { value: 'press', label: ['Presse', 'Press'] },
        ],
      },
      { slug: 'message', type: T.textarea, required: true, label: ['Ihre Nachricht', 'Your message'] },
      CONSENT,
      { slug: 'source', type: T.hidden, visible: false, label: ['Quelle', 'Source'], default: same('website') },
    ],
  },
  {
    id: 2,
    title: ['Newsletter', 'Newsletter'],
    intro: [
      'Einmal im Monat: Konzerte, Hintergründe und Vorverkaufstermine.',
      'Once a month: concerts, background stories and booking dates.',
    ],
    fields: [
      EMAIL,
      { slug: 'first_name', type: T.text, label: ['Vorname', 'First name'] },
      {
        slug: 'interests',
        type: T.checkboxes,
        label: ['Was interessiert Sie?', 'What are you interested in?'],
        default: same('symphony'),
        choices: [
          { value: 'symphony', label: ['Sinfoniekonzerte', 'Symphony concerts'] },
          { value: 'chamber', label: ['Kammermusik', 'Chamber music'] },
          { value: 'family', label: ['Familienkonzerte', 'Family concerts'] },
          { value: 'education', label: ['Musikvermittlung', 'Education'] },
        ],
      },
      CONSENT,
    ],
  },
  {
    id: 3,
    title: ['Gruppenbuchung', 'Group booking'],
    intro: ['Ab zehn Personen erhalten Gruppen 15 % Ermäßigung.', 'Groups of ten or more get a 15 % discount.'],
    fields: [
      { slug: 'organisation', type: T.text, required: true, label: ['Organisation', 'Organisation'] },
      { slug: 'contact_name', type: T.text, required: true, label: ['Ansprechperson', 'Contact person'] },
      EMAIL,
      { slug: 'phone', type: T.text, label: ['Telefon', 'Phone'], placeholder: same('+49 …') },
      {
        slug: 'concert_date',
        type: T.date,
        required: true,
        label: ['Konzerttermin', 'Concert date'],
        placeholder: ['TT-MM-JJJJ', 'DD-MM-YYYY'],
      },
      {
        slug: 'group_size',
        type: T.number,
        required: true,
        label: ['Anzahl Personen', 'Number of people'],
        help: ['Mindestens 10.', 'At least 10.'],
      },
      { slug: 'website', type: T.url, label: ['Website der Gruppe', 'Group website'], placeholder: same('https://') },
      { slug: 'notes', type: T.textarea, label: ['Anmerkungen', 'Notes'] },
    ],
  },
  {
    id: 4,
    title: ['Bewerbung Orchesterakademie', 'Academy application'],
    intro: [
      'Die Orchesterakademie bildet junge Musikerinnen und Musiker zwei Spielzeiten lang im Orchester aus.',
      'The orchestra academy trains young musicians in the orchestra for two seasons.',
    ],
    fields: [
      { slug: 'first_name', type: T.text, required: true, label: ['Vorname', 'First name'] },
      { slug: 'last_name', type: T.text, required: true, label: ['Nachname', 'Last name'] },
      EMAIL,
      {
        slug: 'birth_date',
        type: T.date,
        required: true,
        label: ['Geburtsdatum', 'Date of birth'],
        placeholder: ['TT-MM-JJJJ', 'DD-MM-YYYY'],
      },
      {
        slug: 'instrument',
        type: T.select,
        required: true,
        label: ['Instrument', 'Instrument'],
        choices: [
          { value: 'violin', label: ['Violine', 'Violin'] },
          { value: 'viola', label: ['Viola', 'Viola'] },
          { value: 'cello', label: ['Violoncello', 'Cello'] },
          { value: 'double_bass', label: ['Kontrabass', 'Double bass'] },
          { value: 'flute', label: ['Flöte', 'Flute'] },
          { value: 'oboe', label: ['Oboe', 'Oboe'] },
          { value: 'clarinet', label: ['Klarinette', 'Clarinet'] },
          { value: 'bassoon', label: ['Fagott', 'Bassoon'] },
          { value: 'horn', label: ['Horn', 'Horn'] },
          { value: 'trumpet', label: ['Trompete', 'Trumpet'] },
          { value: 'trombone', label: ['Posaune', 'Trombone'] },
          { value: 'percussion', label: ['Schlagwerk', 'Percussion'] },
        ],
      },
      {
        slug: 'cv',
        type: T.file,
        required: true,
        label: ['Lebenslauf', 'CV'],
        help: ['PDF, DOCX oder ODT, höchstens 10 MB.', 'PDF, DOCX or ODT, at most 10 MB.'],
      },
      { slug: 'recording_url', type: T.url, label: ['Link zu einer Aufnahme', 'Link to a recording'], placeholder: same('https://') },
      { slug: 'motivation', type: T.textarea, required: true, label: ['Motivation', 'Motivation'] },
      CONSENT,
    ],
  },
  {
    id: 5,
    title: ['Schulkonzert-Anmeldung', 'School concert registration'],
    intro: ['Melden Sie Ihre Klasse zu einem unserer Schulkonzerte an.', 'Register your class for one of our school concerts.'],
    fields: [
      { slug: 'school', type: T.text, required: true, label: ['Schule', 'School'] },
      { slug: 'teacher', type: T.text, required: true, label: ['Lehrkraft', 'Teacher'] },
      EMAIL,
      {
        slug: 'concert',
        type: T.select,
        required: true,
        label: ['Konzert', 'Concert'],
        choices: [
          { value: 'peter-and-the-wolf', label: ['Peter und der Wolf', 'Peter and the Wolf'] },
          { value: 'carnival-of-the-animals', label: ['Karneval der Tiere', 'The Carnival of the Animals'] },
          {
            value: 'young-persons-guide',
            label: ['The Young Person’s Guide to the Orchestra', 'The Young Person’s Guide to the Orchestra'],
          },
        ],
      },
      {
        slug: 'grades',
        type: T.multipleSelect,
        required: true,
        label: ['Klassenstufen', 'Year groups'],
        choices: [
          { value: '1-4', label: ['Klasse 1–4', 'Years 1–4'] },
          { value: '5-7', label: ['Klasse 5–7', 'Years 5–7'] },
          { value: '8-10', label: ['Klasse 8–10', 'Years 8–10'] },
          { value: '11-13', label: ['Klasse 11–13', 'Years 11–13'] },
        ],
      },
      { slug: 'pupils', type: T.number, required: true, label: ['Anzahl Schülerinnen und Schüler', 'Number of pupils'] },
      { slug: 'adults', type: T.number, label: ['Begleitpersonen', 'Accompanying adults'], default: same('2') },
      {
        slug: 'access_needs',
        type: T.checkboxes,
        label: ['Barrierefreiheit', 'Accessibility'],
        choices: [
          { value: 'wheelchair', label: ['Rollstuhlplätze', 'Wheelchair spaces'] },
          { value: 'hearing_loop', label: ['Induktionsschleife', 'Hearing loop'] },
          { value: 'quiet_room', label: ['Ruheraum', 'Quiet room'] },
        ],
      },
      { slug: 'notes', type: T.textarea, label: ['Anmerkungen', 'Notes'] },
    ],
  },
  {
    id: 6,
    title: ['Feedback', 'Feedback'],
    intro: ['Wie hat Ihnen Ihr Konzertbesuch gefallen?', 'How did you enjoy your concert?'],
    fields: [
      {
        slug: 'rating',
        type: T.select,
        required: true,
        label: ['Gesamteindruck', 'Overall impression'],
        choices: [
          { value: '5', label: ['Hervorragend', 'Excellent'] },
          { value: '4', label: ['Gut', 'Good'] },
          { value: '3', label: ['In Ordnung', 'Fair'] },
          { value: '2', label: ['Mäßig', 'Poor'] },
          { value: '1', label: ['Schlecht', 'Bad'] },
        ],
      },
      {
        slug: 'liked',
        type: T.checkboxes,
        label: ['Was hat Ihnen gefallen?', 'What did you like?'],
        choices: [
          { value: 'programme', label: ['Programm', 'Programme'] },
          { value: 'performance', label: ['Interpretation', 'Performance'] },
          { value: 'venue', label: ['Spielstätte', 'Venue'] },
          { value: 'service', label: ['Service', 'Service'] },
        ],
      },
      { slug: 'comments', type: T.textarea, label: ['Kommentar', 'Comments'] },
      { ...EMAIL, required: false, help: ['Nur wenn Sie eine Antwort wünschen.', 'Only if you would like an answer.'] },
      { slug: 'contact_ok', type: T.checkbox, label: ['Sie dürfen mich kontaktieren.', 'You may contact me.'] },
      { slug: 'page', type: T.hidden, visible: false, label: ['Seite', 'Page'], default: same('feedback') },
    ],
  },
  {
    // One form with every field type (README "Forms"): the forms page's tests fill each kind.
    id: 7,
    title: ['Konzertwunsch', 'Concert request'],
    intro: [
      'Wünschen Sie sich ein Werk oder ein Konzert? Erzählen Sie uns davon.',
      'Is there a work or a concert you would like to hear? Tell us about it.',
    ],
    fields: [
      { slug: 'name', type: T.text, required: true, label: ['Name', 'Name'], placeholder: ['Vor- und Nachname', 'First and last name'] },
      EMAIL,
      { slug: 'guests', type: T.number, required: true, label: ['Anzahl Personen', 'Number of people'], default: same('2') },
      {
        slug: 'genres',
        type: T.checkboxes,
        required: true,
        label: ['Welche Musik wünschen Sie sich?', 'Which music would you like?'],
        default: same('romantic'),
        choices: [
          { value: 'baroque', label: ['Barock', 'Baroque'] },
          { value: 'classical', label: ['Klassik', 'Classical'] },
          { value: 'romantic', label: ['Romantik', 'Romantic'] },
          { value: 'contemporary', label: ['Neue Musik', 'Contemporary'] },
        ],
      },
      {
        slug: 'venue',
        type: T.select,
        required: true,
        label: ['Spielstätte', 'Venue'],
        choices: [
          { value: 'hall', label: ['Großer Saal', 'Main hall'] },
          { value: 'chamber', label: ['Kammermusiksaal', 'Chamber music hall'] },
          { value: 'lake', label: ['Seebühne', 'Lake stage'] },
        ],
      },
      {
        slug: 'days',
        type: T.multipleSelect,
        label: ['Bevorzugte Tage', 'Preferred days'],
        help: ['Mehrere Tage mit Strg bzw. Cmd wählen.', 'Choose several days with Ctrl or Cmd.'],
        choices: [
          { value: 'fri', label: ['Freitag', 'Friday'] },
          { value: 'sat', label: ['Samstag', 'Saturday'] },
          { value: 'sun', label: ['Sonntag', 'Sunday'] },
        ],
      },
      {
        slug: 'wish_date',
        type: T.date,
        required: true,
        label: ['Wunschtermin', 'Preferred date'],
        placeholder: ['TT-MM-JJJJ', 'DD-MM-YYYY'],
      },
      { slug: 'wish', type: T.textarea, required: true, label: ['Ihr Wunsch', 'Your request'] },
      {
        slug: 'score',
        type: T.file,
        label: ['Noten oder Programmvorschlag', 'Score or programme proposal'],
        help: ['PDF, PNG oder JPEG, höchstens 10 MB.', 'PDF, PNG or JPEG, at most 10 MB.'],
      },
      { slug: 'recording_url', type: T.url, label: ['Link zu einer Aufnahme', 'Link to a recording'], placeholder: same('https://') },
      CONSENT,
      { slug: 'source', type: T.hidden, visible: false, label: ['Quelle', 'Source'], default: same('concert-request') },
    ],
  },
];

async function insertForms(client: Queryable): Promise<void> {
  const forms = SEED_FORMS.map((form) => ({
    id: form.id,
    title_de: form.title[0],
    title_en: form.title[1],
    intro_de: form.intro[0],
    intro_en: form.intro[1],
  }));
  const fields = SEED_FORMS.flatMap((form) =>
    form.fields.map((field, position) => ({
      form_id: form.id,
      position,
      slug: field.slug,
      field_type: field.type,
      required: field.required ?? false,
      visible: field.visible ?? true,
      label_de: field.label[0],
      label_en: field.label[1],
      choices: (field.choices ?? []).map((choice) => ({ value: choice.value, label_de: choice.label[0], label_en: choice.label[1] })),
      default_de: field.default?.[0] ?? '',
      default_en: field.default?.[1] ?? '',
      placeholder_text_de: field.placeholder?.[0] ?? '',
      placeholder_text_en: field.placeholder?.[1] ?? '',
      help_text_de: field.help?.[0] ?? '',
      help_text_en: field.help?.[1] ?? '',
    })),
  );
  // One statement per table (as seedDatabase.ts does); names come from this file, never from input.
  for (const [table, rows] of [
    ['forms', forms],
    ['form_fields', fields],
  ] as const) {
    const first = rows[0];
    if (!first) continue;
    const columns = Object.keys(first).join(', ');
    await client.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows),
    ]);
  }
  await client.query(`SELECT setval(pg_get_serial_sequence('forms', 'id'), (SELECT max(id) FROM forms))`);
}

export const seedForms: DomainSeed = async ({ db, logger }) => {
  const seeded = await db.transaction(async (client) => {
    await lockSchema(client);
    const existing = await client.query('SELECT 1 FROM forms LIMIT 1');
    if (existing.rowCount !== 0) return false;
    await insertForms(client);
    return true;
  });
  if (seeded) logger.info({ forms: SEED_FORMS.length }, 'forms seeded');

  const { tmpDir } = readUploadConfig();
  const removed = await purgeExpiredTempFiles(db, tmpDir);
  if (removed > 0) logger.info({ removed }, 'expired temp files removed');
  scheduleTempFileSweep(db, tmpDir, logger);
};
