// The fixed part of the seed: places, filter options and the repertoire the season draws from.
// Ids are fixed so tests and the teasers' links can name them.

export interface Text {
  de: string;
  en: string;
}

export interface SeedVenue {
  id: number;
  slug: string;
  name: Text;
}

export interface SeedRoom {
  id: number;
  venueId: number;
  name: Text;
  showInFilter: boolean;
}

export interface SeedExhibitionType {
  id: number;
  slug: string;
  name: Text;
}

export interface SeedTag {
  id: number;
  name: Text;
  showInFilter: boolean;
}

export interface SeedSeries {
  id: number;
  slug: string;
  name: Text;
  showInFilter: boolean;
}

export interface SeedGenre {
  id: number;
  name: Text;
}

const VENUE = { konzerthaus: 1, altesSchloss: 2, sommerbuehne: 3 } as const;
export const ROOM = {
  grosserSaal: 1,
  kleinerSaal: 2,
  probensaal: 3,
  kammermusiksaal: 4,
  spiegelsaal: 5,
  seebuehne: 6,
  pavillon: 7,
} as const;
export const TYPE = { symphony: 1, chamber: 2, family: 3, education: 4, guest: 5, openAir: 6, special: 7 } as const;
export const TAG = {
  families: 1,
  schools: 2,
  introduction: 3,
  under30: 4,
  presented: 5,
  accessible: 6,
  lastTickets: 7,
  premiere: 8,
} as const;
export const SERIES = {
  aboA: 1,
  aboB: 2,
  matinee: 3,
  chamber: 4,
  family: 5,
  summer: 6,
  lunch: 7,
  flexible: 8,
  schools: 9,
} as const;
export const GENRE = { baroque: 1, classical: 2, romantic: 3, modern: 4, contemporary: 5, film: 6, jazz: 7 } as const;

export const VENUES: readonly SeedVenue[] = [
  { id: VENUE.konzerthaus, slug: 'konzerthaus', name: { de: 'Konzerthaus', en: 'Konzerthaus' } },
  {
    id: VENUE.altesSchloss,
    slug: 'kammermusiksaal-im-alten-schloss',
    name: { de: 'Kammermusiksaal im Alten Schloss', en: 'Chamber Music Hall at the Old Palace' },
  },
  { id: VENUE.sommerbuehne, slug: 'sommerbuehne-am-see', name: { de: 'Sommerbühne am See', en: 'Summer Stage by the Lake' } },
];

export const ROOMS: readonly SeedRoom[] = [
  { id: ROOM.grosserSaal, venueId: VENUE.konzerthaus, name: { de: 'Großer Saal', en: 'Main Hall' }, showInFilter: true },
  { id: ROOM.kleinerSaal, venueId: VENUE.konzerthaus, name: { de: 'Kleiner Saal', en: 'Small Hall' }, showInFilter: true },
  // Not offered as a filter (spec 001 §2 "Options with show_in_filter false are hidden").
  { id: ROOM.probensaal, venueId: VENUE.konzerthaus, name: { de: 'Probensaal', en: 'Rehearsal Hall' }, showInFilter: false },
  { id: ROOM.kammermusiksaal, venueId: VENUE.altesSchloss, name: { de: 'Kammermusiksaal', en: 'Chamber Music Hall' }, showInFilter: true },
  { id: ROOM.spiegelsaal, venueId: VENUE.altesSchloss, name: { de: 'Spiegelsaal', en: 'Hall of Mirrors' }, showInFilter: true },
  { id: ROOM.seebuehne, venueId: VENUE.sommerbuehne, name: { de: 'Seebühne', en: 'Lake Stage' }, showInFilter: true },
  { id: ROOM.pavillon, venueId: VENUE.sommerbuehne, name: { de: 'Pavillon am Ufer', en: 'Lakeside Pavilion' }, showInFilter: true },
];

export const EXHIBITION_TYPES: readonly SeedExhibitionType[] = [
  { id: TYPE.symphony, slug: 'sinfoniekonzert', name: { de: 'Sinfoniekonzert', en: 'Symphony concert' } },
  { id: TYPE.chamber, slug: 'kammerkonzert', name: { de: 'Kammerkonzert', en: 'Chamber concert' } },
  { id: TYPE.family, slug: 'familienkonzert', name: { de: 'Familienkonzert', en: 'Family concert' } },
  { id: TYPE.education, slug: 'education', name: { de: 'Education', en: 'Education' } },
  { id: TYPE.guest, slug: 'gastspiel', name: { de: 'Gastspiel', en: 'Guest performance' } },
  { id: TYPE.openAir, slug: 'open-air', name: { de: 'Open Air', en: 'Open air' } },
  { id: TYPE.special, slug: 'sonderkonzert', name: { de: 'Sonderkonzert', en: 'Special concert' } },
];

export const TAGS: readonly SeedTag[] = [
  { id: TAG.families, name: { de: 'Für Familien', en: 'For families' }, showInFilter: true },
  { id: TAG.schools, name: { de: 'Für Schulklassen', en: 'For school classes' }, showInFilter: true },
  { id: TAG.introduction, name: { de: 'Mit Konzerteinführung', en: 'Pre-concert talk' }, showInFilter: true },
  { id: TAG.under30, name: { de: 'Unter 30', en: 'Under 30' }, showInFilter: true },
  { id: TAG.presented, name: { de: 'Mit Moderation', en: 'Presented' }, showInFilter: true },
  { id: TAG.accessible, name: { de: 'Barrierefrei', en: 'Step-free access' }, showInFilter: false },
  { id: TAG.lastTickets, name: { de: 'Restkarten', en: 'Last tickets' }, showInFilter: false },
  { id: TAG.premiere, name: { de: 'Uraufführung', en: 'World premiere' }, showInFilter: false },
];

export const SERIES_LIST: readonly SeedSeries[] = [
  { id: SERIES.aboA, slug: 'abo-a', name: { de: 'Abo A – Donnerstag', en: 'Subscription A – Thursday' }, showInFilter: true },
  { id: SERIES.aboB, slug: 'abo-b', name: { de: 'Abo B – Freitag', en: 'Subscription B – Friday' }, showInFilter: true },
  { id: SERIES.matinee, slug: 'sonntagsmatinee', name: { de: 'Sonntagsmatinee', en: 'Sunday Matinee' }, showInFilter: true },
  {
    id: SERIES.chamber,
    slug: 'kammermusik-im-schloss',
    name: { de: 'Kammermusik im Schloss', en: 'Chamber Music at the Palace' },
    showInFilter: true,
  },
  { id: SERIES.family, slug: 'familienabo', name: { de: 'Familienabo', en: 'Family Subscription' }, showInFilter: true },
  { id: SERIES.summer, slug: 'sommer-am-see', name: { de: 'Sommer am See', en: 'Summer by the Lake' }, showInFilter: true },
  { id: SERIES.lunch, slug: 'mittagspause', name: { de: 'Mittagspause', en: 'Lunch Break' }, showInFilter: true },
  { id: SERIES.flexible, slug: 'wahlabo', name: { de: 'Wahlabo', en: 'Flexible Subscription' }, showInFilter: false },
  { id: SERIES.schools, slug: 'schulkonzerte', name: { de: 'Schulkonzerte', en: 'School Concerts' }, showInFilter: false },
];

export const GENRES: readonly SeedGenre[] = [
  { id: GENRE.baroque, name: { de: 'Barock', en: 'Baroque' } },
  { id: GENRE.classical, name: { de: 'Klassik', en: 'Classical' } },
  { id: GENRE.romantic, name: { de: 'Romantik', en: 'Romantic' } },
  { id: GENRE.modern, name: { de: 'Moderne', en: 'Modernism' } },
  { id: GENRE.contemporary, name: { de: 'Zeitgenössische Musik', en: 'Contemporary music' } },
  { id: GENRE.film, name: { de: 'Filmmusik', en: 'Film music' } },
  { id: GENRE.jazz, name: { de: 'Jazz & Crossover', en: 'Jazz & crossover' } },
];

export interface Work {
  composer: Text;
  title: Text;
  genreId: number;
}

function work(composer: string | Text, title: Text, genreId: number): Work {
  return { composer: typeof composer === 'string' ? { de: composer, en: composer } : composer, title, genreId };
}

/** Opening pieces of a symphony concert. */
export const OVERTURES: readonly Work[] = [
  work('Weber', { de: 'Ouvertüre zu „Der Freischütz“', en: 'Overture to Der Freischütz' }, GENRE.romantic),
  work('Mendelssohn', { de: 'Die Hebriden, Konzertouvertüre op. 26', en: 'The Hebrides, Concert Overture, Op. 26' }, GENRE.romantic),
  work('Mozart', { de: 'Ouvertüre zu „Die Zauberflöte“', en: 'Overture to The Magic Flute' }, GENRE.classical),
  work('Beethoven', { de: 'Egmont-Ouvertüre op. 84', en: 'Egmont Overture, Op. 84' }, GENRE.classical),
  work('Widmann', { de: 'Con brio, Konzertouvertüre', en: 'Con brio, Concert Overture' }, GENRE.contemporary),
  work('Saariaho', { de: 'Ciel d’hiver', en: 'Ciel d’hiver' }, GENRE.contemporary),
  work('Pärt', { de: 'Cantus in memoriam Benjamin Britten', en: 'Cantus in Memory of Benjamin Britten' }, GENRE.contemporary),
  work('Wagner', { de: 'Vorspiel zu „Die Meistersinger von Nürnberg“', en: 'Prelude to Die Meistersinger von Nürnberg' }, GENRE.romantic),
  work('Ravel', { de: 'Le tombeau de Couperin', en: 'Le tombeau de Couperin' }, GENRE.modern),
  work({ de: 'Glinka', en: 'Glinka' }, { de: 'Ouvertüre zu „Ruslan und Ludmilla“', en: 'Overture to Ruslan and Lyudmila' }, GENRE.romantic),
  work('Berlioz', { de: 'Le carnaval romain, Ouvertüre op. 9', en: 'Roman Carnival Overture, Op. 9' }, GENRE.romantic),
  work(
    'Rihm',
    { de: 'Verwandlung 2 (Uraufführung der Neufassung)', en: 'Verwandlung 2 (premiere of the revised version)' },
    GENRE.contemporary,
  ),
];

/** Concertos with a soloist. */
export const CONCERTOS: readonly Work[] = [
  work('Schumann', { de: 'Klavierkonzert a-Moll op. 54', en: 'Piano Concerto in A minor, Op. 54' }, GENRE.romantic),
  work(
    { de: 'Tschaikowsky', en: 'Tchaikovsky' },
    { de: 'Violinkonzert D-Dur op. 35', en: 'Violin Concerto in D major, Op. 35' },
    GENRE.romantic,
  ),
  work('Mozart', { de: 'Klavierkonzert Nr. 21 C-Dur KV 467', en: 'Piano Concerto No. 21 in C major, K. 467' }, GENRE.classical),
  work('Beethoven', { de: 'Violinkonzert D-Dur op. 61', en: 'Violin Concerto in D major, Op. 61' }, GENRE.classical),
  work('Dvořák', { de: 'Cellokonzert h-Moll op. 104', en: 'Cello Concerto in B minor, Op. 104' }, GENRE.romantic),
  work(
    { de: 'Rachmaninow', en: 'Rachmaninoff' },
    { de: 'Klavierkonzert Nr. 2 c-Moll op. 18', en: 'Piano Concerto No. 2 in C minor, Op. 18' },
    GENRE.romantic,
  ),
  work('Sibelius', { de: 'Violinkonzert d-Moll op. 47', en: 'Violin Concerto in D minor, Op. 47' }, GENRE.romantic),
  work(
    { de: 'Schostakowitsch', en: 'Shostakovich' },
    { de: 'Cellokonzert Nr. 1 Es-Dur op. 107', en: 'Cello Concerto No. 1 in E-flat major, Op. 107' },
    GENRE.modern,
  ),
  work('Haydn', { de: 'Trompetenkonzert Es-Dur Hob. VIIe:1', en: 'Trumpet Concerto in E-flat major, Hob. VIIe:1' }, GENRE.classical),
  work('Bartók', { de: 'Klavierkonzert Nr. 3', en: 'Piano Concerto No. 3' }, GENRE.modern),
  work('Brahms', { de: 'Violinkonzert D-Dur op. 77', en: 'Violin Concerto in D major, Op. 77' }, GENRE.romantic),
  work('Elgar', { de: 'Cellokonzert e-Moll op. 85', en: 'Cello Concerto in E minor, Op. 85' }, GENRE.romantic),
];

/** The main work after the interval. */
export const SYMPHONIES: readonly Work[] = [
  work('Brahms', { de: 'Sinfonie Nr. 4 e-Moll op. 98', en: 'Symphony No. 4 in E minor, Op. 98' }, GENRE.romantic),
  work('Beethoven', { de: 'Sinfonie Nr. 7 A-Dur op. 92', en: 'Symphony No. 7 in A major, Op. 92' }, GENRE.classical),
  work(
    'Dvořák',
    { de: 'Sinfonie Nr. 9 e-Moll „Aus der Neuen Welt“', en: 'Symphony No. 9 in E minor, “From the New World”' },
    GENRE.romantic,
  ),
  work('Mahler', { de: 'Sinfonie Nr. 5 cis-Moll', en: 'Symphony No. 5 in C-sharp minor' }, GENRE.romantic),
  work(
    { de: 'Tschaikowsky', en: 'Tchaikovsky' },
    { de: 'Sinfonie Nr. 6 h-Moll „Pathétique“', en: 'Symphony No. 6 in B minor, “Pathétique”' },
    GENRE.romantic,
  ),
  work('Mozart', { de: 'Sinfonie Nr. 41 C-Dur „Jupiter“', en: 'Symphony No. 41 in C major, “Jupiter”' }, GENRE.classical),
  work(
    { de: 'Schostakowitsch', en: 'Shostakovich' },
    { de: 'Sinfonie Nr. 5 d-Moll op. 47', en: 'Symphony No. 5 in D minor, Op. 47' },
    GENRE.modern,
  ),
  work({ de: 'Strawinsky', en: 'Stravinsky' }, { de: 'Le sacre du printemps', en: 'The Rite of Spring' }, GENRE.modern),
  work('Bruckner', { de: 'Sinfonie Nr. 4 Es-Dur „Romantische“', en: 'Symphony No. 4 in E-flat major, “Romantic”' }, GENRE.romantic),
  work('Schumann', { de: 'Sinfonie Nr. 3 Es-Dur „Rheinische“', en: 'Symphony No. 3 in E-flat major, “Rhenish”' }, GENRE.romantic),
  work('Bartók', { de: 'Konzert für Orchester', en: 'Concerto for Orchestra' }, GENRE.modern),
  work('Sibelius', { de: 'Sinfonie Nr. 2 D-Dur op. 43', en: 'Symphony No. 2 in D major, Op. 43' }, GENRE.romantic),
  work('Haydn', { de: 'Sinfonie Nr. 104 D-Dur „London“', en: 'Symphony No. 104 in D major, “London”' }, GENRE.classical),
  work(
    { de: 'Mussorgski / Ravel', en: 'Mussorgsky / Ravel' },
    { de: 'Bilder einer Ausstellung', en: 'Pictures at an Exhibition' },
    GENRE.modern,
  ),
];

/** Chamber music for the palace, the lunch concerts and the salon evenings. */
export const CHAMBER_WORKS: readonly Work[] = [
  work('Schubert', { de: 'Klavierquintett A-Dur „Forellenquintett“', en: 'Piano Quintet in A major, “Trout”' }, GENRE.romantic),
  work('Beethoven', { de: 'Streichquartett op. 59 Nr. 1 „Rasumowsky“', en: 'String Quartet Op. 59 No. 1, “Razumovsky”' }, GENRE.classical),
  work('Mendelssohn', { de: 'Oktett Es-Dur op. 20', en: 'Octet in E-flat major, Op. 20' }, GENRE.romantic),
  work('Haydn', { de: 'Streichquartett op. 76 Nr. 3 „Kaiserquartett“', en: 'String Quartet Op. 76 No. 3, “Emperor”' }, GENRE.classical),
  work('Bach', { de: 'Goldberg-Variationen (Fassung für Streichtrio)', en: 'Goldberg Variations (arr. for string trio)' }, GENRE.baroque),
  work('Vivaldi', { de: 'Die vier Jahreszeiten', en: 'The Four Seasons' }, GENRE.baroque),
  work('Händel', { de: 'Triosonaten op. 5', en: 'Trio Sonatas, Op. 5' }, GENRE.baroque),
  work('Brahms', { de: 'Klarinettenquintett h-Moll op. 115', en: 'Clarinet Quintet in B minor, Op. 115' }, GENRE.romantic),
  work('Dvořák', { de: 'Streichquartett F-Dur „Amerikanisches“', en: 'String Quartet in F major, “American”' }, GENRE.romantic),
  work('Ravel', { de: 'Streichquartett F-Dur', en: 'String Quartet in F major' }, GENRE.modern),
  work(
    { de: 'Schostakowitsch', en: 'Shostakovich' },
    { de: 'Streichquartett Nr. 8 c-Moll', en: 'String Quartet No. 8 in C minor' },
    GENRE.modern,
  ),
  work('Mozart', { de: 'Klarinettenquintett A-Dur KV 581', en: 'Clarinet Quintet in A major, K. 581' }, GENRE.classical),
  work('Widmann', { de: 'Jagdquartett', en: 'Hunting Quartet' }, GENRE.contemporary),
  work('Kurtág', { de: 'Hommage à R. Sch.', en: 'Hommage à R. Sch.' }, GENRE.contemporary),
  work('Telemann', { de: 'Pariser Quartette', en: 'Paris Quartets' }, GENRE.baroque),
  work('Janáček', { de: 'Streichquartett Nr. 2 „Intime Briefe“', en: 'String Quartet No. 2, “Intimate Letters”' }, GENRE.modern),
];

export interface Programme {
  title: Text;
  subtitle: Text;
  genreIds: readonly number[];
}

/** Family concerts: for everyone from five (spec 001 §1 "visitors browse an event programme"). */
export const FAMILY_PROGRAMMES: readonly Programme[] = [
  {
    title: { de: 'Peter und der Wolf', en: 'Peter and the Wolf' },
    subtitle: { de: 'Prokofjews musikalisches Märchen', en: 'Prokofiev’s musical fairy tale' },
    genreIds: [GENRE.modern],
  },
  {
    title: { de: 'Karneval der Tiere', en: 'The Carnival of the Animals' },
    subtitle: { de: 'Saint-Saëns für alle ab 5', en: 'Saint-Saëns for everyone aged 5 and up' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Der Zauberlehrling', en: 'The Sorcerer’s Apprentice' },
    subtitle: { de: 'Dukas und die Besen', en: 'Dukas and the brooms' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Das Orchester-ABC', en: 'The Orchestra ABC' },
    subtitle: { de: 'Von Alphorn bis Zimbel', en: 'From alphorn to zither' },
    genreIds: [GENRE.classical, GENRE.contemporary],
  },
  {
    title: { de: 'Der Nussknacker', en: 'The Nutcracker' },
    subtitle: { de: 'Tschaikowskys Wintermärchen', en: 'Tchaikovsky’s winter tale' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Ferdinand der Stier', en: 'Ferdinand the Bull' },
    subtitle: { de: 'Eine Geschichte mit Violine', en: 'A story with violin' },
    genreIds: [GENRE.modern],
  },
  {
    title: { de: 'Bilder einer Ausstellung', en: 'Pictures at an Exhibition' },
    subtitle: { de: 'Ein Museumsbesuch in Tönen', en: 'A museum visit in sound' },
    genreIds: [GENRE.modern],
  },
  {
    title: { de: 'Hänsel und Gretel', en: 'Hansel and Gretel' },
    subtitle: { de: 'Humperdincks Märchenoper in Kurzfassung', en: 'Humperdinck’s fairy-tale opera, abridged' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Filmreif!', en: 'Ready for the Movies!' },
    subtitle: { de: 'Große Melodien aus dem Kino', en: 'Great tunes from the cinema' },
    genreIds: [GENRE.film],
  },
];

export const SCHOOL_PROGRAMMES: readonly Programme[] = [
  {
    title: { de: 'Schulkonzert: Wie klingt ein Orchester?', en: 'School concert: What does an orchestra sound like?' },
    subtitle: { de: 'Für die Klassen 1 bis 4', en: 'For school years 1 to 4' },
    genreIds: [GENRE.classical],
  },
  {
    title: { de: 'Schulkonzert: Die Moldau', en: 'School concert: The Moldau' },
    subtitle: { de: 'Smetana für die Klassen 5 bis 7', en: 'Smetana for school years 5 to 7' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Schulkonzert: Rhythmus!', en: 'School concert: Rhythm!' },
    subtitle: { de: 'Von Ravels Boléro bis Steve Reich', en: 'From Ravel’s Boléro to Steve Reich' },
    genreIds: [GENRE.modern, GENRE.contemporary],
  },
  {
    title: { de: 'Schulkonzert: Musik erzählt', en: 'School concert: Music tells stories' },
    subtitle: { de: 'Programmmusik für die Klassen 3 bis 6', en: 'Programme music for school years 3 to 6' },
    genreIds: [GENRE.romantic],
  },
  {
    title: { de: 'Schulkonzert: Soundtrack', en: 'School concert: Soundtrack' },
    subtitle: { de: 'Filmmusik für die Oberstufe', en: 'Film music for upper school years' },
    genreIds: [GENRE.film],
  },
];

export const GUEST_ENSEMBLES: readonly { name: Text; roomId: number; works: readonly Work[] }[] = [
  {
    name: { de: 'Baltisches Kammerorchester', en: 'Baltic Chamber Orchestra' },
    roomId: ROOM.kammermusiksaal,
    works: [
      work('Vivaldi', { de: 'Die vier Jahreszeiten', en: 'The Four Seasons' }, GENRE.baroque),
      work('Pärt', { de: 'Fratres', en: 'Fratres' }, GENRE.contemporary),
    ],
  },
  {
    name: { de: 'Philharmonie Südwest', en: 'Southwest Philharmonic' },
    roomId: ROOM.grosserSaal,
    works: [work('Bruckner', { de: 'Sinfonie Nr. 7 E-Dur', en: 'Symphony No. 7 in E major' }, GENRE.romantic)],
  },
  {
    name: { de: 'Quatuor Lumière', en: 'Quatuor Lumière' },
    roomId: ROOM.kammermusiksaal,
    works: [
      work('Debussy', { de: 'Streichquartett g-Moll', en: 'String Quartet in G minor' }, GENRE.modern),
      work('Ravel', { de: 'Streichquartett F-Dur', en: 'String Quartet in F major' }, GENRE.modern),
    ],
  },
  {
    name: { de: 'Camerata Alpina', en: 'Camerata Alpina' },
    roomId: ROOM.spiegelsaal,
    works: [work('Bach', { de: 'Brandenburgische Konzerte Nr. 1–3', en: 'Brandenburg Concertos Nos. 1–3' }, GENRE.baroque)],
  },
  {
    name: { de: 'Landesjugendsinfonieorchester', en: 'State Youth Symphony Orchestra' },
    roomId: ROOM.grosserSaal,
    works: [work({ de: 'Strawinsky', en: 'Stravinsky' }, { de: 'Der Feuervogel', en: 'The Firebird' }, GENRE.modern)],
  },
  {
    name: { de: 'Big Band der Musikhochschule', en: 'University of Music Big Band' },
    roomId: ROOM.kleinerSaal,
    works: [work('Ellington', { de: 'Far East Suite', en: 'Far East Suite' }, GENRE.jazz)],
  },
  {
    name: { de: 'Nordische Sinfonietta', en: 'Nordic Sinfonietta' },
    roomId: ROOM.grosserSaal,
    works: [
      work('Grieg', { de: 'Aus Holbergs Zeit', en: 'Holberg Suite' }, GENRE.romantic),
      work('Saariaho', { de: 'Terra memoria', en: 'Terra memoria' }, GENRE.contemporary),
    ],
  },
];

/** Summer open-air evenings on the lake stage. */
export const OPEN_AIR_PROGRAMMES: readonly Programme[] = [
  {
    title: { de: 'Filmmusik unter Sternen', en: 'Film Music under the Stars' },
    subtitle: { de: 'Williams, Zimmer und Morricone', en: 'Williams, Zimmer and Morricone' },
    genreIds: [GENRE.film],
  },
  {
    title: { de: 'Gershwin-Nacht', en: 'Gershwin Night' },
    subtitle: { de: 'Rhapsody in Blue und An American in Paris', en: 'Rhapsody in Blue and An American in Paris' },
    genreIds: [GENRE.jazz],
  },
  {
    title: { de: 'Klassik am See', en: 'Classics by the Lake' },
    subtitle: { de: 'Mozart, Beethoven und Strauss', en: 'Mozart, Beethoven and Strauss' },
    genreIds: [GENRE.classical, GENRE.romantic],
  },
  {
    title: { de: 'West Side Story – Sinfonische Tänze', en: 'West Side Story – Symphonic Dances' },
    subtitle: { de: 'Bernstein und Musical-Klassiker', en: 'Bernstein and musical classics' },
    genreIds: [GENRE.jazz, GENRE.modern],
  },
  {
    title: { de: 'Feuerwerksmusik', en: 'Music for the Royal Fireworks' },
    subtitle: { de: 'Händel mit Feuerwerk über dem See', en: 'Handel with fireworks over the lake' },
    genreIds: [GENRE.baroque],
  },
];
