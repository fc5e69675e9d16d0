// Every text a visitor sees, in German (the default) and English. The English table has the
// type of the German one, so a key missing in either language is a compile error (STYLE.md).
// One interpolation syntax: {{name}}.

export const de = {
  site: {
    brand: 'Aurelia Philharmonie',
    skipToContent: 'Zum Inhalt springen',
    primaryNavigation: 'Hauptnavigation',
    footerNavigation: 'Fußnavigation',
    languageSwitch: 'Sprache wählen',
    languageName: 'Deutsch',
    switchToLanguage: 'Diese Seite auf Deutsch',
    home: 'Startseite',
    copyright: '© {{year}} Aurelia Philharmonie',
    loading: 'Bitte warte einen Moment...',
  },
  nav: {
    events: 'Konzerte',
  },
  events: {
    title: 'Konzerte und Karten',
    intro: 'Das Programm der Saison: Sinfoniekonzerte, Kammermusik, Familienkonzerte und mehr.',
    filtersHeading: 'Programm filtern',
    filter: {
      room: 'Ort',
      type: 'Veranstaltungsart',
      tag: 'Tags',
      series: 'Reihe',
      genre: 'Genre',
    },
    filterAll: 'Alle',
    filterSelected: '{{filter}}: {{value}}',
    calendar: 'Ab Datum',
    calendarApply: 'Datum anwenden',
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter {{name}} entfernen',
    dateChip: 'ab {{date}}',
    resetFilters: 'Filter zurücksetzen',
    noEvent: 'Derzeit sind keine Veranstaltungen geplant.',
    emptyTitle: 'Leider hat Ihre Auswahl kein Ergebnis ergeben.',
    emptyHint: 'Bitte entfernen Sie einen der Filter oder versuchen Sie eine andere Kombination.',
    resultCount_one: '{{count}} Veranstaltung',
    resultCount_other: '{{count}} Veranstaltungen',
    loadMore: 'Weitere Veranstaltungen laden',
    loadingMore: 'Weitere Veranstaltungen werden geladen …',
    allLoaded: 'Alle Veranstaltungen werden angezeigt.',
    loadError: 'Das Programm konnte gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    soldOut: 'Ausverkauft',
    cancelled: 'Abgesagt',
    tickets: 'Karten',
    ticketsFor: 'Karten für {{title}}',
    teaserLabel: 'Tipp',
  },
  errors: {
    notFoundTitle: 'Diese Seite konnte nicht gefunden werden',
    notFoundText: 'Vielleicht finden Sie, was Sie suchen, in unserem Konzertprogramm.',
    offlineTitle: 'Website offline',
    offlineText: 'Die Website ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    unknownTitle: 'Es ist ein unbekannter Fehler aufgetreten',
    statusLabel: 'Fehler {{status}}',
    toHome: 'Zur Startseite',
    toEvents: 'Zum Konzertprogramm',
    didNotWork: 'Das hat leider nicht geklappt.',
    badRequestTitle: 'Ungültige Anfrage',
    badRequestText: 'Diese Adresse kann nicht gelesen werden. Bitte prüfen Sie den Link oder beginnen Sie auf der Startseite.',
    methodNotAllowedTitle: 'Diese Anfrage ist hier nicht möglich',
    methodNotAllowedText: 'Diese Adresse kann nur geöffnet werden; Daten lassen sich hierhin nicht senden.',
  },
  // spec 000 §5: the public messages, and the others in the same voice.
  validation: {
    required: 'Dieses Feld ist ein Pflichtfeld!',
    invalidEmail: 'Ungültige E-Mail-Adresse!',
    invalidDate: 'Bitte ein gültiges Datum im Format TT-MM-JJJJ angeben!',
    videoUrl: 'Bitte einen Link zu YouTube oder Vimeo angeben!',
    audioEmbed: 'Bitte einen Einbettungscode von SoundCloud, Spotify oder Podigee angeben!',
    socialEmbed: 'Bitte einen Beitrag von Instagram, Twitter, Facebook oder TikTok angeben!',
    headlineLevel: 'Die Überschriftenebene muss zwischen 2 und 6 liegen!',
    blogTeaserItems: 'Bitte eine Anzahl von 1 bis 8 angeben!',
    tooLong: 'Höchstens {{max}} Zeichen!',
  },
};

export type Translation = typeof de;

/** i18next's plural forms: `resultCount_one` and `resultCount_other` are asked for as `resultCount` with a count. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPluralSuffix<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the tables, dotted ('events.soldOut'): what `t` accepts. */
export type TranslationKey = Leaves<Translation>;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const en: Shape<Translation> = {
  site: {
    brand: 'Aurelia Philharmonic',
    skipToContent: 'Skip to content',
    primaryNavigation: 'Main navigation',
    footerNavigation: 'Footer navigation',
    languageSwitch: 'Choose language',
    languageName: 'English',
    switchToLanguage: 'This page in English',
    home: 'Home',
    copyright: '© {{year}} Aurelia Philharmonic',
    loading: 'Please wait a moment...',
  },
  nav: {
    events: 'Concerts',
  },
  events: {
    title: 'Concerts and tickets',
    intro: "The season's programme: symphony concerts, chamber music, family concerts and more.",
    filtersHeading: 'Filter the programme',
    filter: {
      room: 'Location',
      type: 'Exhibition type',
      tag: 'Tags',
      series: 'Series',
      genre: 'Genre',
    },
    filterAll: 'All',
    filterSelected: '{{filter}}: {{value}}',
    calendar: 'From date',
    calendarApply: 'Apply date',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter {{name}}',
    dateChip: 'from {{date}}',
    resetFilters: 'Reset filters',
    noEvent: 'There are no events scheduled at the moment.',
    emptyTitle: 'Unfortunately, your selection did not produce any result.',
    emptyHint: 'Please delete one of the filters or try a different combination.',
    resultCount_one: '{{count}} event',
    resultCount_other: '{{count}} events',
    loadMore: 'Load more events',
    loadingMore: 'Loading more events …',
    allLoaded: 'All events are shown.',
    loadError: 'The programme could not be loaded just now.',
    retry: 'Try again',
    soldOut: 'Sold out',
    cancelled: 'Cancelled',
    tickets: 'Tickets',
    ticketsFor: 'Tickets for {{title}}',
    teaserLabel: 'Tip',
  },
  errors: {
    notFoundTitle: 'This page could not be found',
    notFoundText: 'Perhaps you will find what you are looking for in our concert programme.',
    offlineTitle: 'Website offline',
    offlineText: 'The website cannot be reached right now. Please try again in a few minutes.',
    unknownTitle: 'An unknown error occurred',
    statusLabel: 'Error {{status}}',
    toHome: 'Go to the start page',
    toEvents: 'To the concert programme',
    didNotWork: "Unfortunately, that didn't work.",
    badRequestTitle: 'Bad request',
    badRequestText: 'This address cannot be read. Please check the link or start from the home page.',
    methodNotAllowedTitle: 'This request is not possible here',
    methodNotAllowedText: 'This address can only be opened; data cannot be sent to it.',
  },
  validation: {
    required: 'This field is required!',
    invalidEmail: 'Invalid e-mail address!',
    invalidDate: 'Please enter a valid date as DD-MM-YYYY!',
    videoUrl: 'Please enter a YouTube or Vimeo link!',
    audioEmbed: 'Please enter an embed code from SoundCloud, Spotify or Podigee!',
    socialEmbed: 'Please enter a post from Instagram, Twitter, Facebook or TikTok!',
    headlineLevel: 'The headline level must be between 2 and 6!',
    blogTeaserItems: 'Please enter a number from 1 to 8!',
    tooLong: 'At most {{max}} characters!',
  },
};
