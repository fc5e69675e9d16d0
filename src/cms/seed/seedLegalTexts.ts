// The seed's legal texts (spec 000 §2 Terms, Privacy, Imprint; README "Seed"): an imprint, a privacy
// policy and terms for ticket sales as a German orchestra's site would have them, in German and
// English. SAMPLE CONTENT: the orchestra, its people, addresses, register entry, VAT id and
// supervisory authority are invented (example domains, made-up numbers), and each text says so at
// its top; they are no legal advice and no template to copy. The privacy policy names what this
// site really does: the cookie groups of its consent manager (src/shared/consent.ts) with the
// cookies each sets, the tag manager behind 'tracking' and 'marketing', and every provider the
// external-media placeholder can load (src/shared/embeds.ts).
import type { Locale } from '../../shared/locales';
import type { RichTextNode } from '../pages/richText';
import type { SeedModule, SeedSection } from './seedSectionTypes';

type Inline = string | { text: string; url: string };
type Block = { kind: 'paragraph'; parts: Inline[] } | { kind: 'list'; items: Inline[][] } | { kind: 'subheading'; text: string };

interface Chapter {
  heading: string;
  blocks: Block[];
}

const p = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
const list = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
const h3 = (text: string): Block => ({ kind: 'subheading', text });
const link = (text: string, url: string): Inline => ({ text, url });
const chapter = (heading: string, ...blocks: Block[]): Chapter => ({ heading, blocks });

const EMAIL = 'info@aurelia-philharmonie.example';
const PRIVACY_EMAIL = 'datenschutz@aurelia-philharmonie.example';
const TICKETS_EMAIL = 'karten@aurelia-philharmonie.example';

function inline(parts: readonly Inline[]): RichTextNode[] {
  return parts.map((part) =>
    typeof part === 'string' ? { text: part } : { type: 'link', url: part.url, new_tab: false, children: [{ text: part.text }] },
  );
}

/** One section per chapter: its headline (level 2), then text modules and level-3 headlines in order, as an editor would build it. */
function toSections(chapters: readonly Chapter[]): SeedSection[] {
  return chapters.map(({ heading, blocks }) => {
    const modules: SeedModule[] = [{ model: 'headline', fields: { content: heading, headline_level: 2 } }];
    let nodes: RichTextNode[] = [];
    const flush = () => {
      if (nodes.length > 0) modules.push({ model: 'text', fields: { content: nodes } });
      nodes = [];
    };
    for (const block of blocks) {
      if (block.kind === 'subheading') {
        flush();
        modules.push({ model: 'headline', fields: { content: block.text, headline_level: 3 } });
      } else if (block.kind === 'paragraph') {
        nodes.push({ type: 'paragraph', children: inline(block.parts) });
      } else {
        nodes.push({ type: 'bulleted-list', children: block.items.map((item) => ({ type: 'list-item', children: inline(item) })) });
      }
    }
    flush();
    return { layout: '100', columns: [modules] };
  });
}

/** Each text's own headline, as an editor starts the page (the site leaves out one that only repeats the page's title). */
const HEADLINES: Record<'imprint' | 'privacy' | 'terms', Record<Locale, string>> = {
  imprint: { de: 'Impressum', en: 'Imprint' },
  privacy: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
  terms: { de: 'Allgemeine Geschäftsbedingungen für den Kartenverkauf', en: 'General terms and conditions for ticket sales' },
};

/** The first section of every legal text: its headline, and a line that says the text is an invented sample. */
function opening(kind: 'imprint' | 'privacy' | 'terms', locale: Locale): SeedSection {
  const text =
    locale === 'de'
      ? 'Beispielinhalt: Dieser Text gehört zu einem erfundenen Orchester und zeigt nur, wie diese Website Rechtstexte darstellt. Alle Namen, Anschriften, Register- und Steuernummern sind ausgedacht.'
      : 'Sample content: this text belongs to an invented orchestra and only shows how this website presents its legal texts. All names, addresses, register and tax numbers are made up.';
  return {
    layout: '100',
    columns: [
      [
        { model: 'headline', fields: { content: HEADLINES[kind][locale], headline_level: 2 } },
        { model: 'text', fields: { content: [{ type: 'paragraph', children: [{ text, italic: true }] }] } },
      ],
    ],
  };
}

const IMPRINT: Record<Locale, Chapter[]> = {
  de: [
    chapter('Angaben gemäß § 5 DDG', p('Aurelia Philharmonie gGmbH'), p('Seestraße 1, 12345 Aurelia, Deutschland')),
    chapter(
      'Vertreten durch',
      p('Die Geschäftsführung: Dr. Marie Beispiel (Intendantin und Geschäftsführerin) und Jonas Muster (kaufmännischer Geschäftsführer).'),
      p('Vorsitzende des Aufsichtsrats: Erika Mustermann.'),
    ),
    chapter(
      'Kontakt',
      p('Telefon: +49 123 456 78 90'),
      p('E-Mail: ', link(EMAIL, `mailto:${EMAIL}`)),
      p('Kartenservice: ', link(TICKETS_EMAIL, `mailto:${TICKETS_EMAIL}`)),
    ),
    chapter('Registereintrag', p('Eingetragen im Handelsregister des Amtsgerichts Aurelia unter HRB 98765.')),
    chapter('Umsatzsteuer-Identifikationsnummer', p('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE999999999')),
    chapter('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', p('Dr. Marie Beispiel, Seestraße 1, 12345 Aurelia')),
    chapter(
      'Gesellschafterin und Förderung',
      p('Alleinige Gesellschafterin ist die Stadt Aurelia. Der Spielbetrieb wird vom Land Aurelia gefördert.'),
    ),
    chapter(
      'Verbraucherstreitbeilegung',
      p('Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'),
    ),
    chapter(
      'Haftung für Inhalte und Links',
      p(
        'Wir erstellen die Inhalte dieser Website mit Sorgfalt, können für Vollständigkeit und Aktualität aber keine Gewähr übernehmen. Für die Inhalte verlinkter Websites anderer Anbieter sind deren Betreiber verantwortlich; rechtswidrige Inhalte waren beim Setzen der Links nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
      ),
    ),
    chapter('Bildnachweise', p('Die Bilder dieser Beispielseite sind Platzhalter, die die Website selbst erzeugt.')),
  ],
  en: [
    chapter(
      'Information pursuant to § 5 DDG (German Digital Services Act)',
      p('Aurelia Philharmonie gGmbH'),
      p('Seestraße 1, 12345 Aurelia, Germany'),
    ),
    chapter(
      'Represented by',
      p('The management: Dr Marie Beispiel (General Director and Managing Director) and Jonas Muster (Commercial Director).'),
      p('Chair of the Supervisory Board: Erika Mustermann.'),
    ),
    chapter(
      'Contact',
      p('Phone: +49 123 456 78 90'),
      p('E-mail: ', link(EMAIL, `mailto:${EMAIL}`)),
      p('Ticket service: ', link(TICKETS_EMAIL, `mailto:${TICKETS_EMAIL}`)),
    ),
    chapter('Register entry', p('Entered in the commercial register of the local court (Amtsgericht) of Aurelia under HRB 98765.')),
    chapter('VAT identification number', p('VAT identification number pursuant to § 27a of the German VAT Act: DE999999999')),
    chapter(
      'Responsible for the content pursuant to § 18 (2) MStV (German Interstate Media Treaty)',
      p('Dr Marie Beispiel, Seestraße 1, 12345 Aurelia, Germany'),
    ),
    chapter(
      'Shareholder and funding',
      p('The sole shareholder is the City of Aurelia. The orchestra’s concerts are funded by the State of Aurelia.'),
    ),
    chapter(
      'Consumer dispute resolution',
      p('We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.'),
    ),
    chapter(
      'Liability for content and links',
      p(
        'We prepare the content of this website with care but cannot guarantee that it is complete and up to date. The operators of linked websites are responsible for their content; no unlawful content was apparent when the links were set. Should we learn of an infringement, we will remove the link at once.',
      ),
    ),
    chapter('Picture credits', p('The pictures of this sample site are placeholders the website draws itself.')),
  ],
};

const PRIVACY: Record<Locale, Chapter[]> = {
  de: [
    chapter(
      'Verantwortlicher',
      p(
        'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist die Aurelia Philharmonie gGmbH, Seestraße 1, 12345 Aurelia, Telefon +49 123 456 78 90, E-Mail ',
        link(EMAIL, `mailto:${EMAIL}`),
        '.',
      ),
    ),
    chapter(
      'Datenschutzbeauftragte',
      p(
        'Unsere Datenschutzbeauftragte erreichen Sie unter der obigen Anschrift mit dem Zusatz „Datenschutz“ oder per E-Mail an ',
        link(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
        '.',
      ),
    ),
    chapter(
      'Aufruf der Website und Server-Logdateien',
      p(
        'Bei jedem Aufruf verarbeitet unser Server, was Ihr Browser übermittelt: IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die zuvor besuchte Seite (Referrer), Browser und Betriebssystem. Wir brauchen diese Angaben, um die Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Die Logdateien löschen wir nach 14 Tagen.',
      ),
      p(
        'Tritt beim Anzeigen einer Seite ein technischer Fehler auf, sendet Ihr Browser eine Fehlermeldung (Seitenadresse, Fehlertext, Browserversion) an unseren Server, der sie an unseren Dienst zur Fehlerauswertung weitergibt. Diese Berichte enthalten keine Formulareingaben und werden nach 90 Tagen gelöscht.',
      ),
    ),
    chapter(
      'Cookies und Einwilligungen',
      p(
        'Beim ersten Besuch fragt Sie unser Cookie-Banner, welche Gruppen von Cookies und Diensten wir nutzen dürfen. Notwendige Cookies sind immer aktiv (§ 25 Abs. 2 Nr. 2 TDDDG); alles Weitere nutzen wir nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen. Sendet Ihr Browser das Signal „Global Privacy Control“, bleiben Optimierung und Tracking sowie Marketing ausgeschaltet.',
      ),
      h3('Notwendig'),
      p('Diese Cookies setzt nur unsere Website selbst; sie werden an niemanden weitergegeben:'),
      list(
        '„consent“ speichert Ihre Auswahl im Cookie-Banner (12 Monate).',
        '„sessionid“ hält Sie angemeldet, wenn Sie sich in Ihr Kundenkonto einloggen (bis zur Abmeldung, höchstens 14 Tage).',
        '„csrftoken“ schützt Formulare und Anmeldung vor gefälschten Anfragen (12 Monate).',
        '„shop_cart“ ordnet Ihnen Ihren Warenkorb zu (24 Stunden).',
        '„cartAmount“, „cartUrl“ und „cartHoldUntil“ zeigen im Kopf der Seite die Zahl der Karten im Warenkorb und die verbleibende Reservierungszeit (15 Minuten).',
        '„top-alert-noeku“ merkt sich, dass Sie einen Hinweis oben auf der Seite geschlossen haben (12 Monate).',
      ),
      h3('Optimierung und Tracking'),
      p(
        'Mit Ihrer Einwilligung laden wir den Google Tag Manager und darüber Google Analytics 4 der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. So erfahren wir, welche Seiten wie genutzt werden, und können die Website verbessern. Google Analytics setzt die Cookies „_ga“ und „_ga_…“ (24 Monate) und verarbeitet pseudonyme Nutzungsdaten; vollständige IP-Adressen speichert Google Analytics nicht. Daten können in die USA übermittelt werden; Google ist nach dem EU-US Data Privacy Framework zertifiziert. Ohne Einwilligung wird der Tag Manager gar nicht geladen.',
      ),
      h3('Marketing'),
      p(
        'Mit Ihrer Einwilligung erlauben wir dem Google Tag Manager zusätzlich Werbesignale (Google-Einwilligungsmodus: Speicherung für Werbung, Nutzerdaten für Werbung, personalisierte Werbung). Damit messen wir, welche unserer Anzeigen auf anderen Websites zu einem Kartenkauf geführt haben, und zeigen Ihnen dort passende Konzerthinweise. Dabei kann das Cookie „_gcl_au“ (90 Tage) gesetzt werden.',
      ),
      h3('Externe Medien'),
      p(
        'Videos, Audio, Dokumente, Beiträge aus sozialen Netzwerken und Formulare anderer Anbieter zeigen wir erst, wenn Sie es wollen: Ein Platzhalter nennt den Anbieter, und erst mit „Einmal laden“ oder „Externe Medien immer erlauben“ stellt Ihr Browser eine Verbindung zu ihm her und übermittelt dabei mindestens Ihre IP-Adresse. Der Anbieter kann eigene Cookies setzen. Eingebunden werden können:',
      ),
      list(
        'YouTube im erweiterten Datenschutzmodus (Google Ireland Limited, Dublin, Irland)',
        'Vimeo (Vimeo.com, Inc., New York, USA)',
        'SoundCloud (SoundCloud Global Limited & Co. KG, Berlin)',
        'Spotify (Spotify AB, Stockholm, Schweden)',
        'Podigee (Podigee GmbH, Berlin)',
        'Issuu (Issuu, Inc., Palo Alto, USA)',
        'Instagram und Facebook (Meta Platforms Ireland Limited, Dublin, Irland)',
        'X, vormals Twitter (Twitter International Unlimited Company, Dublin, Irland)',
        'TikTok (TikTok Technology Limited, Dublin, Irland)',
        'HubSpot-Formulare (HubSpot Ireland Limited, Dublin, Irland)',
      ),
      p('Eigene Videos und Audiodateien liefern wir selbst aus; dafür ist keine Einwilligung nötig.'),
    ),
    chapter(
      'Merkliste',
      p(
        'Konzerte, die Sie mit dem Stern merken, speichert Ihr Browser in seinem lokalen Speicher („aurelia-philharmonie.watchlist.v1“). Die Liste verlässt Ihr Gerät nicht; wenn Sie den Kalender-Feed abonnieren, enthält dessen Adresse nur die Nummern der gemerkten Konzerte.',
      ),
    ),
    chapter(
      'Formulare und Newsletter',
      p(
        'Was Sie in unsere Formulare eingeben (etwa Kontakt, Gruppenbuchung, Schulkonzerte, Bewerbung), verarbeiten wir, um Ihre Anfrage zu beantworten oder Ihre Anmeldung durchzuführen (Art. 6 Abs. 1 lit. b DSGVO, bei freiwilligen Angaben lit. a). Hochgeladene Dateien, die nicht mit einer Anfrage abgeschickt werden, löschen wir nach 24 Stunden; Anfragen löschen wir, wenn sie erledigt sind, spätestens nach zwei Jahren, Bewerbungen sechs Monate nach Abschluss des Verfahrens.',
      ),
      p(
        'Für den Newsletter brauchen wir nur Ihre E-Mail-Adresse. Sie erhalten zunächst eine E-Mail, mit der Sie die Anmeldung bestätigen (Double-Opt-in). Abmelden können Sie sich jederzeit über den Link in jedem Newsletter.',
      ),
    ),
    chapter(
      'Kartenkauf und Kundenkonto',
      p(
        'Für den Kauf von Karten verarbeiten wir Name, Anschrift, E-Mail-Adresse, die gebuchten Plätze und die Zahlungsdaten (Art. 6 Abs. 1 lit. b DSGVO). Zahlungen wickelt unser Zahlungsdienstleister ab, der die Zahlungsdaten in eigener Verantwortung verarbeitet. Rechnungs- und Buchungsdaten bewahren wir nach den handels- und steuerrechtlichen Vorschriften bis zu zehn Jahre auf (§ 147 AO, § 257 HGB). Ein Kundenkonto ist freiwillig; Sie können es jederzeit löschen lassen.',
      ),
    ),
    chapter(
      'Links zu anderen Websites',
      p(
        'Die Seiten unserer Spielstätten verlinken die Lage auf einer Karte von OpenStreetMap. Es wird keine Karte eingebettet: Daten fließen erst an die OpenStreetMap Foundation, wenn Sie dem Link folgen.',
      ),
    ),
    chapter(
      'Ihre Rechte',
      p(
        'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3). Schreiben Sie uns dazu an ',
        link(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
        '.',
      ),
      p(
        'Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der für uns zuständigen Landesbeauftragten für den Datenschutz des Landes Aurelia.',
      ),
    ),
  ],
  en: [
    chapter(
      'Controller',
      p(
        'The controller for the processing of personal data on this website is Aurelia Philharmonie gGmbH, Seestraße 1, 12345 Aurelia, Germany, phone +49 123 456 78 90, e-mail ',
        link(EMAIL, `mailto:${EMAIL}`),
        '.',
      ),
    ),
    chapter(
      'Data protection officer',
      p(
        'You can reach our data protection officer at the address above, marked “Data protection”, or by e-mail to ',
        link(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
        '.',
      ),
    ),
    chapter(
      'Visiting the website and server log files',
      p(
        'With every visit our server processes what your browser sends: IP address, date and time, the address requested, the page you came from (referrer), browser and operating system. We need this to deliver the website and keep it secure (Art. 6 (1) (f) GDPR). We delete the log files after 14 days.',
      ),
      p(
        'If a technical error occurs while a page is shown, your browser sends an error report (page address, error text, browser version) to our server, which passes it on to our error-analysis service. These reports hold nothing you typed into forms and are deleted after 90 days.',
      ),
    ),
    chapter(
      'Cookies and consent',
      p(
        'On your first visit our cookie banner asks which groups of cookies and services we may use. Necessary cookies are always active (§ 25 (2) no. 2 TDDDG); we use everything else only with your consent (§ 25 (1) TDDDG, Art. 6 (1) (a) GDPR). You can change or withdraw your choice at any time under “Cookie settings” at the foot of every page. If your browser sends the Global Privacy Control signal, optimisation and tracking as well as marketing stay switched off.',
      ),
      h3('Necessary'),
      p('Only our website itself sets these cookies; they are passed on to no one:'),
      list(
        '“consent” stores your choice in the cookie banner (12 months).',
        '“sessionid” keeps you logged in when you sign in to your customer account (until you log out, at most 14 days).',
        '“csrftoken” protects forms and login against forged requests (12 months).',
        '“shop_cart” links you to your basket (24 hours).',
        '“cartAmount”, “cartUrl” and “cartHoldUntil” show the number of tickets in your basket and the reservation time left in the page header (15 minutes).',
        '“top-alert-noeku” remembers that you closed a notice at the top of the page (12 months).',
      ),
      h3('Optimisation and tracking'),
      p(
        'With your consent we load Google Tag Manager and, through it, Google Analytics 4 of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland. This tells us which pages are used and how, so that we can improve the website. Google Analytics sets the cookies “_ga” and “_ga_…” (24 months) and processes pseudonymous usage data; Google Analytics does not store full IP addresses. Data may be transferred to the USA; Google is certified under the EU-US Data Privacy Framework. Without your consent the Tag Manager is not loaded at all.',
      ),
      h3('Marketing'),
      p(
        'With your consent we also allow Google Tag Manager advertising signals (Google consent mode: ad storage, ad user data, ad personalisation). With them we measure which of our adverts on other websites led to a ticket purchase, and show you suitable concert notices there. The cookie “_gcl_au” (90 days) may be set.',
      ),
      h3('External media'),
      p(
        'We show videos, audio, documents, social media posts and forms of other providers only when you want them: a placeholder names the provider, and only with “Load once” or “Always allow external media” does your browser connect to it, sending at least your IP address. The provider may set cookies of its own. The following may be embedded:',
      ),
      list(
        'YouTube in privacy-enhanced mode (Google Ireland Limited, Dublin, Ireland)',
        'Vimeo (Vimeo.com, Inc., New York, USA)',
        'SoundCloud (SoundCloud Global Limited & Co. KG, Berlin, Germany)',
        'Spotify (Spotify AB, Stockholm, Sweden)',
        'Podigee (Podigee GmbH, Berlin, Germany)',
        'Issuu (Issuu, Inc., Palo Alto, USA)',
        'Instagram and Facebook (Meta Platforms Ireland Limited, Dublin, Ireland)',
        'X, formerly Twitter (Twitter International Unlimited Company, Dublin, Ireland)',
        'TikTok (TikTok Technology Limited, Dublin, Ireland)',
        'HubSpot forms (HubSpot Ireland Limited, Dublin, Ireland)',
      ),
      p('We serve our own videos and audio files ourselves; they need no consent.'),
    ),
    chapter(
      'Watchlist',
      p(
        'Concerts you mark with the star are stored in your browser’s local storage (“aurelia-philharmonie.watchlist.v1”). The list does not leave your device; if you subscribe to its calendar feed, the feed’s address holds only the numbers of the marked concerts.',
      ),
    ),
    chapter(
      'Forms and newsletter',
      p(
        'What you enter in our forms (such as contact, group booking, school concerts, applications) we process to answer your request or carry out your registration (Art. 6 (1) (b) GDPR; voluntary details (a)). Uploaded files that are not sent with a request are deleted after 24 hours; we delete requests once they are dealt with, at the latest after two years, and applications six months after the procedure has ended.',
      ),
      p(
        'For the newsletter we only need your e-mail address. You will first receive an e-mail in which you confirm your subscription (double opt-in). You can unsubscribe at any time with the link in every newsletter.',
      ),
    ),
    chapter(
      'Ticket purchases and customer account',
      p(
        'To sell you tickets we process your name, address, e-mail address, the seats booked and your payment details (Art. 6 (1) (b) GDPR). Payments are handled by our payment service provider, which processes the payment details under its own responsibility. We keep invoices and booking records for up to ten years as commercial and tax law requires (§ 147 AO, § 257 HGB). A customer account is voluntary; you can have it deleted at any time.',
      ),
    ),
    chapter(
      'Links to other websites',
      p(
        'The pages of our venues link to their location on an OpenStreetMap map. No map is embedded: data only goes to the OpenStreetMap Foundation when you follow the link.',
      ),
    ),
    chapter(
      'Your rights',
      p(
        'You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and to object to processing based on legitimate interests (Art. 21). You can withdraw a consent at any time with effect for the future (Art. 7 (3)). Write to us at ',
        link(PRIVACY_EMAIL, `mailto:${PRIVACY_EMAIL}`),
        '.',
      ),
      p(
        'You may also lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), for instance the State Commissioner for Data Protection of the State of Aurelia, which is responsible for us.',
      ),
    ),
  ],
};

const TERMS: Record<Locale, Chapter[]> = {
  de: [
    chapter(
      '§ 1 Geltungsbereich',
      p(
        'Diese Allgemeinen Geschäftsbedingungen gelten für den Verkauf von Eintrittskarten und Abonnements der Aurelia Philharmonie gGmbH, Seestraße 1, 12345 Aurelia („wir“), über diese Website, an der Konzertkasse und per Telefon. Abweichende Bedingungen der Käuferin oder des Käufers gelten nicht.',
      ),
    ),
    chapter(
      '§ 2 Vertragsschluss',
      p(
        'Die Darstellung der Konzerte und Plätze auf der Website ist kein bindendes Angebot. Plätze, die Sie in den Warenkorb legen, reservieren wir 15 Minuten lang für Sie; danach werden sie wieder frei. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen.',
      ),
    ),
    chapter(
      '§ 3 Preise und Ermäßigungen',
      p(
        'Es gelten die beim Kauf angezeigten Preise in Euro einschließlich der gesetzlichen Umsatzsteuer. Ermäßigte Karten erhalten Schülerinnen und Schüler, Studierende, Auszubildende und Menschen mit Behinderung (ab einem Grad von 50, eine Begleitperson frei, wenn der Ausweis das Merkzeichen B trägt). Der Nachweis ist beim Einlass vorzuzeigen; ohne ihn ist der Unterschied zum Vollpreis nachzuzahlen. Gruppen ab zehn Personen erhalten 15 % Ermäßigung.',
      ),
    ),
    chapter(
      '§ 4 Zahlung und Zustellung',
      p(
        'Sie zahlen per Kreditkarte, PayPal oder SEPA-Lastschrift. Die Karten erhalten Sie als Print@home-Karte oder Handyticket per E-Mail, auf Wunsch gegen eine Gebühr von 2,50 € per Post oder zur Abholung an der Konzertkasse.',
      ),
    ),
    chapter(
      '§ 5 Kein Widerrufsrecht',
      p(
        'Beim Kauf von Eintrittskarten für Konzerte an einem bestimmten Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Jede Bestellung ist nach der Bestätigung verbindlich.',
      ),
    ),
    chapter(
      '§ 6 Umtausch, Absage und Änderungen',
      p(
        'Gekaufte Karten sind vom Umtausch und von der Rückgabe ausgeschlossen. Fällt ein Konzert aus, erstatten wir den Kartenpreis; wird es verlegt, gelten die Karten für den neuen Termin, oder wir erstatten den Preis, wenn Sie die Karten bis zwei Wochen vor dem neuen Termin zurückgeben. Gebühren für Versand erstatten wir nicht. Besetzungs- und Programmänderungen bleiben vorbehalten und berechtigen nicht zur Rückgabe, es sei denn, das Konzert wird dadurch zu einem wesentlich anderen.',
      ),
    ),
    chapter(
      '§ 7 Einlass und Hausordnung',
      p(
        'Einlass ist eine Stunde vor Konzertbeginn. Wer zu spät kommt, wird in einer geeigneten Pause eingelassen; ein Anspruch auf den gebuchten Platz besteht bis dahin nicht. Ton-, Bild- und Filmaufnahmen sind während der Konzerte nicht gestattet. Es gilt die Hausordnung der jeweiligen Spielstätte.',
      ),
    ),
    chapter(
      '§ 8 Weiterverkauf',
      p(
        'Karten dürfen privat zum Selbstkostenpreis weitergegeben werden. Der gewerbliche Weiterverkauf und der Verkauf zu einem höheren als dem aufgedruckten Preis sind untersagt; so erworbene Karten können wir sperren.',
      ),
    ),
    chapter(
      '§ 9 Haftung',
      p(
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Für Garderobe haften wir nur, wenn sie an der Garderobe abgegeben wurde.',
      ),
    ),
    chapter(
      '§ 10 Schlussbestimmungen',
      p(
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Aufenthaltsstaats bleiben unberührt. Wir nehmen nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil. Ist eine Bestimmung unwirksam, bleiben die übrigen wirksam.',
      ),
    ),
  ],
  en: [
    chapter(
      '§ 1 Scope',
      p(
        'These general terms and conditions apply to the sale of tickets and subscriptions by Aurelia Philharmonie gGmbH, Seestraße 1, 12345 Aurelia, Germany (“we”), through this website, at the box office and by phone. Differing terms of the buyer do not apply.',
      ),
    ),
    chapter(
      '§ 2 Conclusion of the contract',
      p(
        'The concerts and seats shown on the website are not a binding offer. Seats you put in the basket are reserved for you for 15 minutes; after that they are released. By clicking “Order and pay” you make a binding offer. The contract is concluded when we confirm the order by e-mail.',
      ),
    ),
    chapter(
      '§ 3 Prices and reductions',
      p(
        'The prices shown at the time of purchase apply, in euros including statutory VAT. Reduced tickets are available to pupils, students, apprentices and people with disabilities (from a degree of 50; one companion free if the pass bears the mark B). Proof must be shown at the entrance; without it, the difference to the full price is to be paid. Groups of ten or more receive a 15 % discount.',
      ),
    ),
    chapter(
      '§ 4 Payment and delivery',
      p(
        'You pay by credit card, PayPal or SEPA direct debit. You receive your tickets as print-at-home or mobile tickets by e-mail, or, on request and for a fee of € 2.50, by post or for collection at the box office.',
      ),
    ),
    chapter(
      '§ 5 No right of withdrawal',
      p(
        'There is no right of withdrawal for tickets to concerts on a specific date (§ 312g (2) no. 9 of the German Civil Code, BGB). Every order is binding once it has been confirmed.',
      ),
    ),
    chapter(
      '§ 6 Exchange, cancellation and changes',
      p(
        'Tickets bought cannot be exchanged or returned. If a concert is cancelled, we refund the ticket price; if it is moved, the tickets are valid for the new date, or we refund the price if you return the tickets up to two weeks before the new date. Delivery fees are not refunded. Changes of cast and programme are reserved and give no right to return tickets, unless they make the concert a substantially different one.',
      ),
    ),
    chapter(
      '§ 7 Admission and house rules',
      p(
        'Doors open one hour before the concert. Latecomers are admitted at a suitable break; until then there is no claim to the seat booked. Sound, photo and film recordings are not permitted during concerts. The house rules of each venue apply.',
      ),
    ),
    chapter(
      '§ 8 Resale',
      p(
        'Tickets may be passed on privately at cost price. Commercial resale and selling above the printed price are prohibited; we may block tickets acquired in this way.',
      ),
    ),
    chapter(
      '§ 9 Liability',
      p(
        'We are liable without limitation for intent and gross negligence and for injury to life, body and health. For slight negligence we are only liable for the breach of essential contractual obligations, limited to the foreseeable damage typical of the contract. We are liable for coats and bags only if they were left at the cloakroom.',
      ),
    ),
    chapter(
      '§ 10 Final provisions',
      p(
        'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods; mandatory consumer protection rules of the country where you live remain unaffected. We do not take part in dispute resolution proceedings before a consumer arbitration board. Should a provision be invalid, the others remain valid.',
      ),
    ),
  ],
};

/** The sections of a legal page in `locale`: its headline with the sample notice, then one section per chapter. */
export function legalSections(kind: 'imprint' | 'privacy' | 'terms', locale: Locale): SeedSection[] {
  const chapters = { imprint: IMPRINT, privacy: PRIVACY, terms: TERMS }[kind][locale];
  return [opening(kind, locale), ...toSections(chapters)];
}
