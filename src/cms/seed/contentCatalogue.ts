// The fixed part of the content seed (README "Seed"): magazine categories, tags and topics, the
// orchestra's sections and name pools, venue details and opening hours. Ids are fixed so tests
// can name them.
import type { Text } from './seasonCatalogue';

export interface SeedArticleCategory {
  id: number;
  slug: string;
  name: Text;
  styleName: string;
}

export const ARTICLE_CATEGORIES: readonly SeedArticleCategory[] = [
  { id: 1, slug: 'hinter-den-kulissen', name: { de: 'Hinter den Kulissen', en: 'Behind the scenes' }, styleName: 'style1' },
  { id: 2, slug: 'portraets', name: { de: 'Porträts', en: 'Portraits' }, styleName: 'style2' },
  { id: 3, slug: 'education', name: { de: 'Education', en: 'Education' }, styleName: 'style3' },
  { id: 4, slug: 'unterwegs', name: { de: 'Unterwegs', en: 'On tour' }, styleName: 'style1' },
  { id: 5, slug: 'nachrichten', name: { de: 'Nachrichten', en: 'News' }, styleName: 'style2' },
];

export const ARTICLE_TAGS: readonly { id: number; slug: string; name: Text }[] = [
  { id: 1, slug: 'probenalltag', name: { de: 'Probenalltag', en: 'Rehearsals' } },
  { id: 2, slug: 'instrumente', name: { de: 'Instrumente', en: 'Instruments' } },
  { id: 3, slug: 'komponisten', name: { de: 'Komponisten', en: 'Composers' } },
  { id: 4, slug: 'nachwuchs', name: { de: 'Nachwuchs', en: 'Young talent' } },
  { id: 5, slug: 'tournee', name: { de: 'Tournee', en: 'Touring' } },
  { id: 6, slug: 'saisonvorschau', name: { de: 'Saisonvorschau', en: 'Season preview' } },
  { id: 7, slug: 'kammermusik', name: { de: 'Kammermusik', en: 'Chamber music' } },
  { id: 8, slug: 'sommer', name: { de: 'Sommer', en: 'Summer' } },
  { id: 9, slug: 'familien', name: { de: 'Familien', en: 'Families' } },
  { id: 10, slug: 'backstage', name: { de: 'Backstage', en: 'Backstage' } },
];

/** Eight titles per category, German and English; teaser lines are built around them. */
export const ARTICLE_TOPICS: Record<number, readonly Text[]> = {
  1: [
    { de: 'Ein Tag mit dem Orchesterwart', en: 'A day with the stage manager' },
    { de: 'Wie ein Programm entsteht', en: 'How a programme comes about' },
    { de: 'Die Notenbibliothek im Keller', en: 'The music library in the basement' },
    { de: 'Stimmung vor dem ersten Ton', en: 'Tuning before the first note' },
    { de: 'Was in der Generalprobe passiert', en: 'What happens at the dress rehearsal' },
    { de: 'Licht und Klang im Großen Saal', en: 'Light and sound in the Main Hall' },
    { de: 'Vom Probespiel zur festen Stelle', en: 'From audition to permanent seat' },
    { de: 'Die Instrumentenwerkstatt', en: 'The instrument workshop' },
  ],
  2: [
    { de: 'Die Konzertmeisterin im Gespräch', en: 'In conversation with the concertmaster' },
    { de: 'Zwanzig Jahre am Kontrabass', en: 'Twenty years at the double bass' },
    { de: 'Der Solo-Hornist und sein Lieblingsstück', en: 'The principal horn and his favourite piece' },
    { de: 'Eine Harfenistin zwischen Barock und Jazz', en: 'A harpist between Baroque and jazz' },
    { de: 'Unser Chefdirigent über Brahms', en: 'Our chief conductor on Brahms' },
    { de: 'Neu im Orchester: drei Gesichter', en: 'New in the orchestra: three faces' },
    { de: 'Die Pauke als Herzschlag', en: 'The timpani as a heartbeat' },
    { de: 'Ein Leben mit der Oboe', en: 'A life with the oboe' },
  ],
  3: [
    { de: 'Warum wir Konzerte für Babys spielen', en: 'Why we play concerts for babies' },
    { de: 'Schulklassen im Probensaal', en: 'School classes in the rehearsal hall' },
    { de: 'Instrumente zum Anfassen', en: 'Instruments to touch' },
    { de: 'Unsere Orchesterakademie', en: 'Our orchestra academy' },
    { de: 'Komponieren mit Kindern', en: 'Composing with children' },
    { de: 'Familienkonzerte mit Moderation', en: 'Family concerts with a presenter' },
    { de: 'Musikvermittlung im Stadtteil', en: 'Music outreach in the neighbourhood' },
    { de: 'Mitspielen erwünscht: das Bürgerorchester', en: 'Join in: the community orchestra' },
  ],
  4: [
    { de: 'Tournee durch Skandinavien', en: 'Tour through Scandinavia' },
    { de: 'Konzerte unter freiem Himmel', en: 'Concerts under the open sky' },
    { de: 'Mit 80 Koffern nach Japan', en: 'To Japan with 80 suitcases' },
    { de: 'Gastspiel in Wien', en: 'Guest performance in Vienna' },
    { de: 'Sommer am See: ein Rückblick', en: 'Summer by the lake: a look back' },
    { de: 'Das Orchester auf Reisen', en: 'The orchestra on the road' },
    { de: 'Kammermusik im Alten Schloss', en: 'Chamber music at the Old Palace' },
    { de: 'Festivalsommer in Salzburg', en: 'Festival summer in Salzburg' },
  ],
  5: [
    { de: 'Die neue Saison ist da', en: 'The new season is here' },
    { de: 'Abonnements jetzt buchen', en: 'Book your subscription now' },
    { de: 'Neuer Chefdirigent ab Herbst', en: 'New chief conductor from autumn' },
    { de: 'Auszeichnung für unsere Aufnahme', en: 'Award for our recording' },
    { de: 'Konzerthaus wird barrierefrei', en: 'Concert hall becomes step-free' },
    { de: 'Unter 30: günstige Karten für alle Konzerte', en: 'Under 30: cheap tickets for all concerts' },
    { de: 'Jubiläumsspielzeit angekündigt', en: 'Anniversary season announced' },
    { de: 'Neue Orgel für den Großen Saal', en: 'New organ for the Main Hall' },
  ],
};

/** Sentences the article bodies are drawn from (the PRNG picks them per article). */
export const BODY_SENTENCES: readonly Text[] = [
  {
    de: 'Wer das Konzerthaus am Vormittag betritt, hört schon im Foyer die ersten Töne aus dem Probensaal.',
    en: 'Whoever enters the concert hall in the morning hears the first notes from the rehearsal hall in the foyer.',
  },
  {
    de: 'Für die Musikerinnen und Musiker beginnt jede Woche mit einem neuen Programm und neuen Partituren.',
    en: 'For the musicians every week starts with a new programme and new scores.',
  },
  {
    de: 'Zwischen den Proben bleibt Zeit für Kammermusik, Unterricht und die eigene Vorbereitung.',
    en: 'Between rehearsals there is time for chamber music, teaching and their own preparation.',
  },
  {
    de: 'Das Publikum erlebt am Abend nur das Ergebnis vieler Stunden gemeinsamer Arbeit.',
    en: 'In the evening the audience only experiences the result of many hours of joint work.',
  },
  {
    de: 'Gerade die Konzerte mit jungen Zuhörern zeigen, wie lebendig klassische Musik sein kann.',
    en: 'Concerts with young listeners in particular show how alive classical music can be.',
  },
  {
    de: 'Auf Reisen gehört das Orchester zu den Botschaftern seiner Stadt.',
    en: 'On tour the orchestra is one of its city’s ambassadors.',
  },
  {
    de: 'Die Akustik des Großen Saals gilt unter Gastsolisten als eine der besten des Landes.',
    en: 'Guest soloists count the acoustics of the Main Hall among the best in the country.',
  },
  {
    de: 'Viele Werke der Saison erklingen zum ersten Mal in unserem Haus.',
    en: 'Many works of the season are heard in our house for the first time.',
  },
];

export const BODY_HEADINGS: readonly Text[] = [
  { de: 'Hinter der Bühne', en: 'Behind the stage' },
  { de: 'Im Probensaal', en: 'In the rehearsal hall' },
  { de: 'Was bleibt', en: 'What remains' },
  { de: 'Ein Blick nach vorn', en: 'Looking ahead' },
];

export const BODY_LIST_ITEMS: readonly Text[] = [
  { de: 'Konzerteinführung eine Stunde vor Beginn', en: 'Pre-concert talk one hour before the start' },
  { de: 'Karten ab 10 Euro für alle unter 30', en: 'Tickets from 10 euros for everyone under 30' },
  { de: 'Öffentliche Proben am Donnerstagvormittag', en: 'Open rehearsals on Thursday mornings' },
  { de: 'Programmhefte zum Download', en: 'Programme notes to download' },
  { de: 'Kinderbetreuung bei den Matineen', en: 'Childcare at the matinees' },
];

export const AUTHORS: readonly string[] = ['Katharina Berg', 'Jonas Weller', 'Miriam Falk', 'Tobias Renner', 'Lea Hoffmann'];

export interface SeedPersonSection {
  id: number;
  slug: string;
  name: Text;
  /** Instruments of the section in seat order, with how many play each. */
  seats: readonly { instrument: Text; count: number; leadRole: Text; role: Text }[];
}

const TUTTI: Text = { de: 'Tutti', en: 'Section' };
const strings = (de: string, en: string, count: number, lead: Text): SeedPersonSection['seats'][number] => ({
  instrument: { de, en },
  count,
  leadRole: lead,
  role: TUTTI,
});
const conductor = (leadRole: Text): SeedPersonSection['seats'][number] => ({
  instrument: { de: 'Dirigent', en: 'Conductor' },
  count: 1,
  leadRole,
  role: TUTTI,
});
const solo = (de: string, en: string, count: number): SeedPersonSection['seats'][number] => ({
  instrument: { de, en },
  count,
  leadRole: { de: `Solo-${de}`, en: `Principal ${en.toLowerCase()}` },
  role: TUTTI,
});

/** 80 musicians in nine sections (spec 000 §2 "Ensemble"). */
export const PERSON_SECTIONS: readonly SeedPersonSection[] = [
  {
    id: 1,
    slug: 'dirigenten',
    name: { de: 'Dirigenten', en: 'Conductors' },
    seats: [
      conductor({ de: 'Chefdirigent', en: 'Chief conductor' }),
      conductor({ de: 'Erster Gastdirigent', en: 'Principal guest conductor' }),
      conductor({ de: 'Ehrendirigent', en: 'Conductor laureate' }),
    ],
  },
  {
    id: 2,
    slug: 'violine-1',
    name: { de: 'Violine I', en: 'First violins' },
    seats: [strings('Violine', 'Violin', 14, { de: '1. Konzertmeister', en: 'Concertmaster' })],
  },
  {
    id: 3,
    slug: 'violine-2',
    name: { de: 'Violine II', en: 'Second violins' },
    seats: [strings('Violine', 'Violin', 12, { de: 'Stimmführer', en: 'Principal' })],
  },
  {
    id: 4,
    slug: 'viola',
    name: { de: 'Viola', en: 'Violas' },
    seats: [strings('Viola', 'Viola', 10, { de: 'Solo-Bratsche', en: 'Principal viola' })],
  },
  {
    id: 5,
    slug: 'violoncello',
    name: { de: 'Violoncello', en: 'Cellos' },
    seats: [strings('Violoncello', 'Cello', 9, { de: 'Solo-Cello', en: 'Principal cello' })],
  },
  {
    id: 6,
    slug: 'kontrabass',
    name: { de: 'Kontrabass', en: 'Double basses' },
    seats: [strings('Kontrabass', 'Double bass', 6, { de: 'Solo-Kontrabass', en: 'Principal double bass' })],
  },
  {
    id: 7,
    slug: 'holz',
    name: { de: 'Holz', en: 'Woodwinds' },
    seats: [solo('Flöte', 'Flute', 3), solo('Oboe', 'Oboe', 3), solo('Klarinette', 'Clarinet', 3), solo('Fagott', 'Bassoon', 3)],
  },
  {
    id: 8,
    slug: 'blech',
    name: { de: 'Blech', en: 'Brass' },
    seats: [solo('Horn', 'Horn', 4), solo('Trompete', 'Trumpet', 3), solo('Posaune', 'Trombone', 2), solo('Tuba', 'Tuba', 1)],
  },
  {
    id: 9,
    slug: 'schlagwerk',
    name: { de: 'Schlagwerk & Harfe', en: 'Percussion & harp' },
    seats: [solo('Pauke', 'Timpani', 1), solo('Schlagzeug', 'Percussion', 2), solo('Harfe', 'Harp', 1)],
  },
];

export const FIRST_NAMES: readonly string[] = [
  'Anna',
  'Clara',
  'Sophie',
  'Marie',
  'Johanna',
  'Lena',
  'Hannah',
  'Charlotte',
  'Emilia',
  'Greta',
  'Ingrid',
  'Yuki',
  'Elena',
  'Marta',
  'Ilona',
  'Sarah',
  'Paula',
  'Agnieszka',
  'Mei',
  'Julia',
  'Lukas',
  'Felix',
  'Jonas',
  'Matthias',
  'Stefan',
  'Andreas',
  'Henrik',
  'Tobias',
  'Florian',
  'Daniel',
  'Sebastian',
  'Pavel',
  'Marco',
  'Kenji',
  'David',
  'Niklas',
  'Benedikt',
  'Tomasz',
  'Jakob',
  'Christoph',
];

export const LAST_NAMES: readonly string[] = [
  'Müller',
  'Schneider',
  'Fischer',
  'Weber',
  'Becker',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Maier',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Scholz',
  'Möller',
  'Jung',
  'Hahn',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Berger',
  'Winkler',
  'Roth',
  'Lorenz',
  'Baumann',
  'Nowak',
  'Tanaka',
  'Rossi',
  'Novák',
  'Lindqvist',
];

export const VENUE_DETAILS: readonly {
  venueId: number;
  street: string;
  postalCode: string;
  city: string;
  /** WGS 84, for the venue page's map link and its schema.org Place (migration 011). */
  latitude: number;
  longitude: number;
  description: Text;
}[] = [
  {
    venueId: 1,
    street: 'Am Konzertplatz 1',
    postalCode: '70173',
    city: 'Stuttgart',
    latitude: 48.7823,
    longitude: 9.1772,
    description: {
      de: 'Das Konzerthaus ist die Heimat des Orchesters: der Große Saal mit 1.800 Plätzen, der Kleine Saal und der Probensaal.',
      en: 'The Konzerthaus is the orchestra’s home: the Main Hall with 1,800 seats, the Small Hall and the rehearsal hall.',
    },
  },
  {
    venueId: 2,
    street: 'Schlossplatz 4',
    postalCode: '70173',
    city: 'Stuttgart',
    latitude: 48.7784,
    longitude: 9.18,
    description: {
      // München/Munich: the site search finds "Muenchen" and "Munchen" here (README "Search").
      de: 'Im Alten Schloss spielen wir Kammermusik: im Kammermusiksaal und im prachtvollen Spiegelsaal, dessen Stuckdecke eine Werkstatt aus München restauriert hat.',
      en: 'At the Old Palace we play chamber music: in the Chamber Music Hall and the splendid Hall of Mirrors, whose stucco ceiling a workshop from Munich restored.',
    },
  },
  {
    venueId: 3,
    street: 'Seeuferweg 12',
    postalCode: '70191',
    city: 'Stuttgart',
    latitude: 48.8047,
    longitude: 9.2153,
    description: {
      de: 'Von Mitte Juni bis Ende August zieht das Orchester auf die Sommerbühne am See: Konzerte unter freiem Himmel.',
      en: 'From mid-June to the end of August the orchestra moves to the summer stage by the lake: concerts under the open sky.',
    },
  },
];

export interface SeedOpeningHours {
  weekday: number;
  from: string | null;
  to: string | null;
  closed: boolean;
  alternativeText: Text;
  alternativeLinkUrl: string;
}

const open = (weekday: number, from: string, to: string): SeedOpeningHours => ({
  weekday,
  from,
  to,
  closed: false,
  alternativeText: { de: '', en: '' },
  alternativeLinkUrl: '',
});

/** The box office: Thursday has two ranges (spec 001 §4 "with multiple ranges"), Sunday is closed. */
export const OPENING_HOURS: readonly SeedOpeningHours[] = [
  open(1, '10:00:00', '18:00:00'),
  open(2, '10:00:00', '18:00:00'),
  open(3, '10:00:00', '18:00:00'),
  open(4, '10:00:00', '13:00:00'),
  open(4, '15:00:00', '19:00:00'),
  open(5, '10:00:00', '18:00:00'),
  open(6, '10:00:00', '14:00:00'),
  {
    weekday: 7,
    from: null,
    to: null,
    closed: true,
    alternativeText: { de: 'Abendkasse eine Stunde vor Konzertbeginn', en: 'Box office opens one hour before each concert' },
    alternativeLinkUrl: '/de/konzerte',
  },
];

export const PRODUCTION_TAGS: readonly { id: number; name: Text }[] = [
  { id: 1, name: { de: 'Highlight', en: 'Highlight' } },
  { id: 2, name: { de: 'Neu in dieser Saison', en: 'New this season' } },
  { id: 3, name: { de: 'Mit Chor', en: 'With choir' } },
  { id: 4, name: { de: 'Für Familien', en: 'For families' } },
  { id: 5, name: { de: 'Open Air', en: 'Open air' } },
];
