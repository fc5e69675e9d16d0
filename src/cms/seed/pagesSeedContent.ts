// The CMS pages the editor seed writes (README "Page editor"): a home page, "Über uns" with
// children (one of them offline), a contact page that leads to the seed's forms, the module
// overview (every module type of spec 000 §3 once, with teaser items whose online windows a test
// clock can cross), a landing page and the three legal pages (sample texts of a fictitious
// orchestra, seedLegalTexts.ts), German and English.
import { formSlug } from '../../shared/forms/formSlug';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { paragraphs, type RichTextNode } from '../pages/richText';
import { SEED_FORMS } from './seedForms';
import { legalSections } from './seedLegalTexts';
import type { SeedModule, SeedSection } from './seedSectionTypes';

interface SeedTranslation {
  path: string;
  title: string;
  headline?: string;
  menuName?: string;
  isOnline?: boolean;
  inMenu?: boolean;
  inFooter?: boolean;
  metaDescription?: string;
  sections: SeedSection[];
}

export interface SeedPage {
  key: string;
  parent?: string;
  legalKey?: 'agb' | 'imprint' | 'privacy-policy';
  isLandingPage?: boolean;
  ogImage?: string;
  translations: Record<Locale, SeedTranslation>;
}

/** Pictures the page seed draws (ensureMedia renders any path under seed/). */
export const PAGE_IMAGES = ['seed/pages/konzerthaus', 'seed/pages/orchester', 'seed/pages/geschichte', 'seed/pages/probe'] as const;

const headline = (content: string, level = 2, extra: Record<string, unknown> = {}): SeedModule => ({
  model: 'headline',
  fields: { content, headline_level: level, ...extra },
});
const text = (content: RichTextNode[]): SeedModule => ({ model: 'text', fields: { content } });
const one = (...modules: SeedModule[]): SeedSection => ({ layout: '100', columns: [modules] });

/**
 * A seeded form's page in `locale` (spec 000 §2 /{lang}/forms/{slug}/{id}), under the slug the site
 * makes from its title there (src/shared/forms/formSlug.ts), so a link never meets a 301.
 */
function seedFormPath(id: number, locale: Locale): string {
  return pathFor('form', locale, { slug: formSlug(seedFormTitle(id, locale)), id: String(id) });
}

function seedFormTitle(id: number, locale: Locale): string {
  const form = SEED_FORMS.find((candidate) => candidate.id === id);
  if (!form) throw new Error(`The seed has no form ${id}`);
  return form.title[locale === 'de' ? 0 : 1];
}

/** What each of the seed's forms is for, as the contact page says it. */
const FORM_PURPOSES: readonly (readonly [id: number, de: string, en: string])[] = [
  [1, 'allgemeine Anfragen, Fragen zu Karten und Abonnements, Presse', 'general enquiries, tickets and subscriptions, press'],
  [2, 'einmal im Monat Konzerte, Hintergründe und Vorverkaufstermine', 'concerts, background stories and booking dates once a month'],
  [3, 'für Gruppen ab zehn Personen, mit 15 % Ermäßigung', 'for groups of ten or more, with a 15 % discount'],
  [5, 'Schulklassen melden sich zu unseren Schulkonzerten an', 'school classes sign up for our school concerts'],
  [7, 'welches Werk möchten Sie von uns hören?', 'which work would you like to hear us play?'],
  [6, 'Lob, Kritik und Anregungen nach Ihrem Konzertbesuch', 'praise, criticism and ideas after your concert'],
  [4, 'zwei Spielzeiten im Orchester für junge Musikerinnen und Musiker', 'two seasons in the orchestra for young musicians'],
];

/** The contact page's way to the forms (README "Forms page"): a short text and a link to each, in the page's language. */
function formLinks(locale: Locale): SeedModule[] {
  const de = locale === 'de';
  const items: RichTextNode[] = FORM_PURPOSES.map(([id, purposeDe, purposeEn]) => ({
    type: 'list-item',
    children: [
      { type: 'link', url: seedFormPath(id, locale), new_tab: false, children: [{ text: seedFormTitle(id, locale) }] },
      { text: ` – ${de ? purposeDe : purposeEn}` },
    ],
  }));
  return [
    headline(de ? 'Online-Formulare' : 'Online forms', 2),
    text([
      ...paragraphs(
        de
          ? 'Am schnellsten erreicht uns Ihr Anliegen über das passende Formular. Wir antworten innerhalb von drei Werktagen.'
          : 'The quickest way to reach us is the form for your request. We answer within three working days.',
      ),
      { type: 'bulleted-list', children: items },
    ]),
  ];
}

const richIntro = (de: boolean): RichTextNode[] => [
  {
    type: 'paragraph',
    children: [
      { text: de ? 'Die ' : 'The ' },
      { text: 'Aurelia Philharmonie', bold: true },
      {
        text: de
          ? ' spielt seit 1908 für ihre Stadt – im Konzerthaus, auf der Seebühne und unterwegs. '
          : ' has played for its city since 1908 – in the concert hall, on the lake stage and on tour. ',
      },
      {
        type: 'link',
        url: de ? '/de/konzerte' : '/en/concerts',
        new_tab: false,
        children: [{ text: de ? 'Zum Spielplan' : 'See the programme' }],
      },
    ],
  },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ text: de ? 'über 90 Musikerinnen und Musiker' : 'more than 90 musicians' }] },
      { type: 'list-item', children: [{ text: de ? 'rund 200 Konzerte pro Saison' : 'about 200 concerts a season', italic: true }] },
    ],
  },
];

/**
 * The online windows of the module overview's teaser items (spec 000 §3 online_from, online_to),
 * fixed instants so a test clock (the web process's SITE_TEST_NOW) can stand before, inside and
 * after them: 'always' is online from 2026-01-01 on, 'ended' until 2026-03-01, 'future' from 2030-01-01.
 */
const TEASER_WINDOWS = {
  always: { online_from: '2026-01-01T00:00:00+01:00' },
  ended: { online_from: '2026-01-01T00:00:00+01:00', online_to: '2026-03-01T00:00:00+01:00' },
  future: { online_from: '2030-01-01T00:00:00+01:00' },
} as const;

/** Every module type of spec 000 §3 (both editor variants) at least once, in each column preset. */
function moduleOverview(de: boolean): SeedSection[] {
  const l = (german: string, english: string) => (de ? german : english);
  const image = (path: string, alt: string, extra: Record<string, unknown> = {}): SeedModule => ({
    model: 'image',
    fields: { image: path, image_alt: alt, ...extra },
  });
  const link = (text: string, target: string, extra: Record<string, unknown> = {}): SeedModule => ({
    model: 'link',
    fields: { link_text: text, link: target, ...extra },
  });
  const teaserItem = (key: keyof typeof TEASER_WINDOWS, headlineText: string): SeedModule => ({
    model: 'teaser_item',
    fields: {
      image: 'seed/pages/orchester',
      image_alt: l('Das Orchester', 'The orchestra'),
      link: de ? '/de/konzerte' : '/en/concerts',
      link_text: l('Mehr', 'More'),
      preline: l('Teaser', 'Teaser'),
      headline: headlineText,
      text: l('Ein Teaser mit Zeitfenster.', 'A teaser with an online window.'),
      ...TEASER_WINDOWS[key],
    },
  });
  return [
    one({
      model: 'hero_media',
      fields: {
        headline: l('Module des Seiteneditors', 'Modules of the page editor'),
        text: l('Diese Seite zeigt jedes Modul einmal.', 'This page shows every module once.'),
        button_text: l('Karten kaufen', 'Buy tickets'),
        button_link: de ? '/de/konzerte' : '/en/concerts',
        sticky: true,
        image: 'seed/pages/probe',
        image_alt: l('Probe im Großen Saal', 'Rehearsal in the main hall'),
        online_from: '2026-01-01T00:00:00+01:00',
      },
    }),
    one({
      model: 'anchor_list',
      fields: {},
      children: [
        link(l('Texte', 'Texts'), '#texte'),
        link(l('Bilder', 'Pictures'), '#bilder'),
        link(l('Medien', 'Media'), '#medien'),
        link(l('Listen', 'Lists'), '#listen'),
      ],
    }),
    {
      layout: '67-33',
      columns: [
        [
          headline(l('Überschriften und Text', 'Headlines and text'), 2, {
            preline: l('Texte', 'Texts'),
            subline: l('Ebenen zwei bis sechs', 'Levels two to six'),
            anchor: 'texte',
          }),
          text(richIntro(de)),
          headline(l('Ebene drei', 'Level three'), 3),
          headline(l('Ebene vier', 'Level four'), 4),
          headline(l('Ebene fünf', 'Level five'), 5),
          headline(l('Ebene sechs', 'Level six'), 6),
          {
            model: 'text',
            fields: { content: paragraphs(l('Ein Text mit geringerem Abstand.', 'A text set closer.')), decrease_distance: true },
          },
        ],
        [
          link(l('Zum Spielplan', 'See the programme'), de ? '/de/konzerte' : '/en/concerts'),
          link(l('Newsletter', 'Newsletter'), de ? '/de/kontakt' : '/en/contact', { sticky: true }),
          {
            model: 'quote',
            fields: {
              content: l('Musik ist die gemeinsame Sprache dieser Stadt.', 'Music is the common language of this city.'),
              author: l('Chefdirigentin', 'Chief conductor'),
            },
          },
        ],
      ],
    },
    {
      layout: '33-67',
      columns: [
        [
          headline(l('Bilder', 'Pictures'), 2, { anchor: 'bilder' }),
          image('seed/pages/geschichte', l('Historische Aufnahme', 'Historic photograph'), {
            format: '1-1',
            text: l('Quadratisch', 'Square'),
          }),
        ],
        [
          image('seed/pages/konzerthaus', l('Das Konzerthaus', 'The concert hall'), {
            format: '16-9',
            text: l('Das Konzerthaus im Format 16:9', 'The concert hall at 16:9'),
            link: de ? '/de/ueber-uns' : '/en/about-us',
          }),
        ],
      ],
    },
    one({
      model: 'image_list',
      fields: { format: '4-3' },
      children: [
        image('seed/pages/probe', l('Probe', 'Rehearsal')),
        image('seed/pages/orchester', l('Das Orchester', 'The orchestra')),
        image('seed/pages/geschichte', l('Geschichte', 'History')),
      ],
    }),
    {
      layout: '50-50',
      columns: [
        [
          {
            model: 'two_columns',
            fields: {
              extra_class: 'image-text',
              image: 'seed/pages/orchester',
              image_alt: l('Das Orchester', 'The orchestra'),
              text: paragraphs(l('Bild links, Text rechts.', 'Picture left, text right.')),
            },
          },
        ],
        [
          {
            model: 'two_columns',
            fields: {
              extra_class: 'text-image',
              image: 'seed/pages/probe',
              image_alt: l('Probe', 'Rehearsal'),
              text: paragraphs(l('Text links, Bild rechts.', 'Text left, picture right.')),
            },
          },
        ],
      ],
    },
    {
      layout: '33-33-33',
      columns: [
        [
          {
            model: 'full_teaser',
            fields: {
              image: 'seed/pages/orchester',
              image_alt: l('Das Orchester', 'The orchestra'),
              link: de ? '/de/ueber-uns' : '/en/about-us',
              link_text: l('Mehr erfahren', 'Read more'),
              preline: l('Orchester', 'Orchestra'),
              headline: l('Großer Teaser', 'Full teaser'),
              subline: l('Mit Unterzeile', 'With a subline'),
              text: l('Ein Teaser mit Bild und Link.', 'A teaser with picture and link.'),
            },
          },
        ],
        [
          {
            model: 'html',
            fields: {
              html_code: l(
                '<p class="hinweis"><strong>HTML-Modul:</strong> bereinigt im Gateway.</p><script>alert(1)</script>',
                '<p class="hinweis"><strong>HTML module:</strong> sanitised in the gateway.</p><script>alert(1)</script>',
              ),
            },
          },
        ],
        [{ model: 'form', fields: { hubspot_id: 'aurelia-newsletter-2026' } }],
      ],
    },
    one({
      model: 'teaser_list',
      fields: { headline: l('Teaser mit Zeitfenster', 'Teasers with online windows') },
      children: [
        teaserItem('always', l('Immer sichtbar', 'Always shown')),
        teaserItem('ended', l('Bereits abgelaufen', 'Already ended')),
        teaserItem('future', l('Erst ab 2030', 'Only from 2030')),
      ],
    }),
    {
      layout: '50-50',
      columns: [
        [
          headline(l('Medien', 'Media'), 2, { anchor: 'medien' }),
          {
            model: 'video',
            fields: { video_url: 'https://www.youtube.com/watch?v=aurelia2026', title: l('Saisontrailer', 'Season trailer') },
          },
        ],
        [{ model: 'video', fields: { video_url: 'https://vimeo.com/76979871', title: l('Probenbesuch', 'At a rehearsal') } }],
      ],
    },
    {
      layout: '25-50-25',
      columns: [
        [
          {
            model: 'self_hosted_audio',
            fields: { file: 'seed/media/konzertausschnitt.mp3', title: l('Konzertausschnitt', 'Concert excerpt') },
          },
        ],
        [
          {
            model: 'self_hosted_video',
            fields: {
              file: 'seed/media/saisontrailer.webm',
              image: 'seed/pages/konzerthaus',
              image_alt: l('Das Konzerthaus', 'The concert hall'),
              title: l('Eigenes Video', 'Our own video'),
            },
          },
        ],
        [{ model: 'audio', fields: { embed: 'https://soundcloud.com/aurelia-philharmonie/sinfonie-nr-1' } }],
      ],
    },
    {
      layout: '50-50',
      columns: [
        [
          { model: 'audio', fields: { embed: '<iframe src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5"></iframe>' } },
          {
            model: 'audio',
            fields: {
              embed:
                '<iframe src="https://player.podigee-cdn.net/podcast-player/embed?configuration=https%3A%2F%2Faurelia.podigee.io%2Fembed" title="podigee"></iframe>',
            },
          },
        ],
        [{ model: 'social_media', fields: { embed: 'https://www.instagram.com/p/C0aUreLiA26/' } }],
      ],
    },
    {
      layout: '50-50',
      columns: [
        [{ model: 'viewer', fields: { embed: 'https://issuu.com/aurelia-philharmonie/docs/saisonheft-2026' } }],
        [{ model: 'pdf_viewer', fields: { embed: 'https://issuu.com/aurelia-philharmonie/docs/programmheft-1' } }],
      ],
    },
    one({
      model: 'video_list',
      fields: { headline: l('Videoliste', 'Video list') },
      children: [
        { model: 'video', fields: { video_url: 'https://youtu.be/aurelia2027', title: l('Konzertmitschnitt', 'Concert recording') } },
      ],
    }),
    one(headline(l('Listen', 'Lists'), 2, { anchor: 'listen' }), {
      model: 'faq',
      fields: {
        headline: l('Häufige Fragen', 'Frequently asked questions'),
        items: [
          {
            question: l('Wann öffnet die Kasse?', 'When does the box office open?'),
            answer: l('Dienstag bis Samstag von 10 bis 18 Uhr.', 'Tuesday to Saturday, 10 am to 6 pm.'),
          },
          {
            question: l('Gibt es Ermäßigungen?', 'Are there reductions?'),
            answer: l(
              'Ja, für Schüler, Studierende und Menschen mit Behinderung.',
              'Yes, for pupils, students and people with disabilities.',
            ),
          },
        ],
      },
    }),
    one({ model: 'event_list', fields: { filters: true }, children: [] }),
    one({ model: 'blog_teaser_list', fields: { items: 3 } }),
    one({ model: 'highlight_teaser', fields: { categories: [1, 2] } }),
    {
      layout: '33-67',
      columns: [
        [{ model: 'venue', fields: { venue: 1 } }],
        [{ model: 'venue_list', fields: { headline: l('Spielstätten', 'Venues'), venues: [2, 3] } }],
      ],
    },
    one({
      model: 'logo_list',
      fields: { headline: l('Partner', 'Partners') },
      children: [
        image('seed/pages/konzerthaus', l('Partner Konzerthaus', 'Partner concert hall')),
        image('seed/pages/orchester', l('Partner Orchesterverein', 'Partner orchestra society')),
      ],
    }),
  ];
}

export const SEED_PAGES: readonly SeedPage[] = [
  {
    key: 'home',
    ogImage: 'seed/pages/konzerthaus',
    translations: {
      de: {
        path: '',
        title: 'Startseite',
        headline: 'Aurelia Philharmonie',
        metaDescription: 'Konzerte, Abonnements und Tickets der Aurelia Philharmonie.',
        sections: [
          one({
            model: 'hero_media',
            fields: {
              headline: 'Neue Saison, neue Klänge',
              text: 'Entdecken Sie unseren Spielplan.',
              button_text: 'Zum Spielplan',
              button_link: '/de/konzerte',
              image: 'seed/pages/konzerthaus',
              image_alt: 'Das Konzerthaus am Abend',
              online_from: '2026-01-01T00:00:00+01:00',
            },
          }),
          {
            layout: '67-33',
            columns: [
              [headline('Willkommen', 2, { preline: 'Aurelia Philharmonie' }), text(richIntro(true))],
              [{ model: 'link', fields: { link_text: 'Über uns', link: '/de/ueber-uns' } }],
            ],
          },
          {
            layout: '50-50',
            columns: [
              [
                {
                  model: 'full_teaser',
                  fields: {
                    image: 'seed/pages/orchester',
                    image_alt: 'Das Orchester auf der Bühne',
                    link: '/de/ueber-uns',
                    link_text: 'Mehr erfahren',
                    preline: 'Orchester',
                    headline: 'Wer wir sind',
                    text: 'Über 90 Musikerinnen und Musiker aus 20 Ländern.',
                  },
                },
              ],
              [{ model: 'video', fields: { video_url: 'https://www.youtube.com/watch?v=aurelia2026', title: 'Saisontrailer' } }],
            ],
          },
          one({ model: 'blog_teaser_list', fields: { items: 3 } }),
        ],
      },
      en: {
        path: '',
        title: 'Home',
        headline: 'Aurelia Philharmonic',
        metaDescription: 'Concerts, subscriptions and tickets of the Aurelia Philharmonic.',
        sections: [
          one({
            model: 'hero_media',
            fields: {
              headline: 'New season, new sounds',
              text: 'Discover our programme.',
              button_text: 'See the programme',
              button_link: '/en/concerts',
              image: 'seed/pages/konzerthaus',
              image_alt: 'The concert hall at night',
              online_from: '2026-01-01T00:00:00+01:00',
            },
          }),
          {
            layout: '67-33',
            columns: [
              [headline('Welcome', 2, { preline: 'Aurelia Philharmonic' }), text(richIntro(false))],
              [{ model: 'link', fields: { link_text: 'About us', link: '/en/about-us' } }],
            ],
          },
          {
            layout: '50-50',
            columns: [
              [
                {
                  model: 'full_teaser',
                  fields: {
                    image: 'seed/pages/orchester',
                    image_alt: 'The orchestra on stage',
                    link: '/en/about-us',
                    link_text: 'Read more',
                    preline: 'Orchestra',
                    headline: 'Who we are',
                    text: 'More than 90 musicians from 20 countries.',
                  },
                },
              ],
              [{ model: 'video', fields: { video_url: 'https://www.youtube.com/watch?v=aurelia2026', title: 'Season trailer' } }],
            ],
          },
          one({ model: 'blog_teaser_list', fields: { items: 3 } }),
        ],
      },
    },
  },
  {
    key: 'about',
    ogImage: 'seed/pages/orchester',
    translations: {
      de: {
        path: 'ueber-uns',
        title: 'Über uns',
        menuName: 'Orchester',
        inMenu: true,
        sections: [
          one(headline('Über uns', 2), text(richIntro(true))),
          {
            layout: '33-33-33',
            slug: 'ueber-uns-zahlen',
            columns: [
              [headline('1908', 3, { subline: 'gegründet' })],
              [headline('92', 3, { subline: 'Musikerinnen und Musiker' })],
              [headline('200', 3, { subline: 'Konzerte pro Saison' })],
            ],
          },
          one({
            model: 'image_list',
            fields: { format: '16-9' },
            children: [
              { model: 'image', fields: { image: 'seed/pages/probe', image_alt: 'Probe im Großen Saal' } },
              { model: 'image', fields: { image: 'seed/pages/orchester', image_alt: 'Das Orchester' } },
            ],
          }),
          one({ model: 'quote', fields: { content: 'Musik ist die gemeinsame Sprache dieser Stadt.', author: 'Chefdirigentin' } }),
        ],
      },
      en: {
        path: 'about-us',
        title: 'About us',
        menuName: 'Orchestra',
        inMenu: true,
        sections: [
          one(headline('About us', 2), text(richIntro(false))),
          {
            layout: '33-33-33',
            slug: 'about-us-numbers',
            columns: [
              [headline('1908', 3, { subline: 'founded' })],
              [headline('92', 3, { subline: 'musicians' })],
              [headline('200', 3, { subline: 'concerts a season' })],
            ],
          },
          one({
            model: 'image_list',
            fields: { format: '16-9' },
            children: [
              { model: 'image', fields: { image: 'seed/pages/probe', image_alt: 'Rehearsal in the main hall' } },
              { model: 'image', fields: { image: 'seed/pages/orchester', image_alt: 'The orchestra' } },
            ],
          }),
          one({ model: 'quote', fields: { content: 'Music is the common language of this city.', author: 'Chief conductor' } }),
        ],
      },
    },
  },
  {
    key: 'history',
    parent: 'about',
    translations: {
      de: {
        path: 'ueber-uns/geschichte',
        title: 'Geschichte',
        inMenu: true,
        sections: [
          {
            layout: '50-50',
            columns: [
              [
                headline('Seit 1908', 2),
                text(paragraphs('Gegründet als städtisches Orchester, heute ein Klangkörper von internationalem Rang.')),
              ],
              [
                {
                  model: 'image',
                  fields: { image: 'seed/pages/geschichte', image_alt: 'Historische Aufnahme des Orchesters', text: 'Das Orchester 1925' },
                },
              ],
            ],
          },
        ],
      },
      en: {
        path: 'about-us/history',
        title: 'History',
        inMenu: true,
        sections: [
          {
            layout: '50-50',
            columns: [
              [
                headline('Since 1908', 2),
                text(paragraphs('Founded as the municipal orchestra, today an ensemble of international standing.')),
              ],
              [
                {
                  model: 'image',
                  fields: {
                    image: 'seed/pages/geschichte',
                    image_alt: 'Historic photograph of the orchestra',
                    text: 'The orchestra in 1925',
                  },
                },
              ],
            ],
          },
        ],
      },
    },
  },
  {
    key: 'team',
    parent: 'about',
    translations: {
      de: {
        path: 'ueber-uns/team',
        title: 'Team',
        inMenu: true,
        sections: [
          one(
            headline('Unser Team', 2),
            text(
              paragraphs(
                'Intendanz, Orchesterbüro, Dramaturgie, Marketing und Kartenservice: rund zwanzig Menschen sorgen dafür, dass jedes Konzert gelingt.',
                'Das Orchesterbüro erreichen Sie montags bis freitags von 9 bis 17 Uhr unter +49 123 456 78 90.',
              ),
            ),
            { model: 'link', fields: { link_text: 'Die Musikerinnen und Musiker', link: '/de/orchestermitglieder' } },
            {
              model: 'faq',
              fields: {
                headline: 'Häufige Fragen',
                items: [{ question: 'Wie erreiche ich das Orchesterbüro?', answer: 'Montag bis Freitag von 9 bis 17 Uhr.' }],
              },
            },
          ),
        ],
      },
      en: {
        path: 'about-us/team',
        title: 'Team',
        inMenu: true,
        sections: [
          one(
            headline('Our team', 2),
            text(
              paragraphs(
                'Management, orchestra office, dramaturgy, marketing and ticket service: some twenty people make sure every concert succeeds.',
                'The orchestra office is open Monday to Friday, 9 am to 5 pm, on +49 123 456 78 90.',
              ),
            ),
            { model: 'link', fields: { link_text: 'The musicians', link: '/en/musicians' } },
            {
              model: 'faq',
              fields: {
                headline: 'Frequently asked questions',
                items: [{ question: 'How do I reach the orchestra office?', answer: 'Monday to Friday, 9 am to 5 pm.' }],
              },
            },
          ),
        ],
      },
    },
  },
  {
    key: 'press',
    parent: 'about',
    translations: {
      // With a meta description: staff publish this page in tests/e2e/editor.test.ts, and the check before publishing (issue 22 item 9) asks about a page without one.
      de: {
        path: 'ueber-uns/presse',
        title: 'Presse',
        isOnline: false,
        metaDescription: 'Presseinformationen der Aurelia Philharmonie.',
        sections: [one(headline('Presse (in Vorbereitung)', 2))],
      },
      en: {
        path: 'about-us/press',
        title: 'Press',
        isOnline: false,
        metaDescription: 'Press information of the Aurelia Philharmonic.',
        sections: [one(headline('Press (in preparation)', 2))],
      },
    },
  },
  {
    key: 'contact',
    translations: {
      de: {
        path: 'kontakt',
        title: 'Kontakt',
        inMenu: true,
        inFooter: true,
        sections: [
          {
            layout: '67-33',
            columns: [
              [
                headline('So erreichen Sie uns', 2),
                text(paragraphs('Aurelia Philharmonie, Seestraße 1, 12345 Aurelia', 'Telefon +49 123 456 78 90')),
              ],
              [{ model: 'link', fields: { link_text: 'E-Mail schreiben', link: 'mailto:info@aurelia-philharmonie.example' } }],
            ],
          },
          one(...formLinks('de')),
          one({
            model: 'two_columns',
            fields: {
              extra_class: 'image-text',
              image: 'seed/pages/konzerthaus',
              image_alt: 'Das Konzerthaus',
              text: paragraphs('Die Kasse im Konzerthaus ist dienstags bis samstags geöffnet.'),
            },
          }),
        ],
      },
      en: {
        path: 'contact',
        title: 'Contact',
        inMenu: true,
        inFooter: true,
        sections: [
          {
            layout: '67-33',
            columns: [
              [
                headline('How to reach us', 2),
                text(paragraphs('Aurelia Philharmonic, Seestraße 1, 12345 Aurelia', 'Phone +49 123 456 78 90')),
              ],
              [{ model: 'link', fields: { link_text: 'Send an e-mail', link: 'mailto:info@aurelia-philharmonie.example' } }],
            ],
          },
          one(...formLinks('en')),
          one({
            model: 'two_columns',
            fields: {
              extra_class: 'image-text',
              image: 'seed/pages/konzerthaus',
              image_alt: 'The concert hall',
              text: paragraphs('The box office in the concert hall is open Tuesday to Saturday.'),
            },
          }),
        ],
      },
    },
  },
  {
    key: 'modules',
    ogImage: 'seed/pages/probe',
    translations: {
      de: {
        path: 'modul-uebersicht',
        title: 'Modulübersicht',
        headline: 'Alle Module auf einer Seite',
        menuName: 'Module',
        inMenu: true,
        metaDescription: 'Jedes Modul des Seiteneditors einmal: Texte, Bilder, Medien, Teaser und Listen.',
        sections: moduleOverview(true),
      },
      en: {
        path: 'module-overview',
        title: 'Module overview',
        headline: 'Every module on one page',
        menuName: 'Modules',
        inMenu: true,
        metaDescription: 'Every module of the page editor once: texts, pictures, media, teasers and lists.',
        sections: moduleOverview(false),
      },
    },
  },
  {
    key: 'landing',
    isLandingPage: true,
    ogImage: 'seed/pages/konzerthaus',
    translations: {
      de: {
        path: 'saisonstart',
        title: 'Saisonstart',
        headline: 'Die neue Saison beginnt',
        metaDescription: 'Der Saisonstart der Aurelia Philharmonie.',
        sections: [
          one({
            model: 'hero_media',
            fields: {
              headline: 'Eröffnungskonzert',
              text: 'Feiern Sie mit uns den Auftakt.',
              button_text: 'Zum Spielplan',
              button_link: '/de/konzerte',
              image: 'seed/pages/konzerthaus',
              image_alt: 'Das Konzerthaus am Abend',
              online_from: '2026-01-01T00:00:00+01:00',
            },
          }),
        ],
      },
      en: {
        path: 'season-opening',
        title: 'Season opening',
        headline: 'The new season begins',
        metaDescription: 'The season opening of the Aurelia Philharmonic.',
        sections: [
          one({
            model: 'hero_media',
            fields: {
              headline: 'Opening concert',
              text: 'Celebrate the start with us.',
              button_text: 'See the programme',
              button_link: '/en/concerts',
              image: 'seed/pages/konzerthaus',
              image_alt: 'The concert hall at night',
              online_from: '2026-01-01T00:00:00+01:00',
            },
          }),
        ],
      },
    },
  },
  {
    key: 'imprint',
    legalKey: 'imprint',
    translations: {
      de: { path: 'impressum', title: 'Impressum', inFooter: true, sections: legalSections('imprint', 'de') },
      en: { path: 'impressum', title: 'Imprint', inFooter: true, sections: legalSections('imprint', 'en') },
    },
  },
  {
    key: 'privacy',
    legalKey: 'privacy-policy',
    translations: {
      de: { path: 'datenschutz', title: 'Datenschutz', inFooter: true, sections: legalSections('privacy', 'de') },
      en: { path: 'datenschutz', title: 'Privacy', inFooter: true, sections: legalSections('privacy', 'en') },
    },
  },
  {
    key: 'terms',
    legalKey: 'agb',
    translations: {
      de: { path: 'agb', title: 'AGB', inFooter: true, sections: legalSections('terms', 'de') },
      en: { path: 'agb', title: 'Terms', inFooter: true, sections: legalSections('terms', 'en') },
    },
  },
];

/** A container that belongs to no page, fetched by slug (spec 000 §7 container/by-slug). */
export const SEED_CONTAINERS: Record<Locale, { slug: string; section: SeedSection }> = {
  de: { slug: 'footer-kontakt', section: one(text(paragraphs('Kasse: Di–Sa 10–18 Uhr · Telefon +49 123 456 78 90'))) },
  en: { slug: 'footer-contact', section: one(text(paragraphs('Box office: Tue–Sat 10 am–6 pm · Phone +49 123 456 78 90'))) },
};

export interface SeedNavItem {
  title: string;
  url: string;
  hasTabNavigation?: boolean;
  children?: SeedNavItem[];
}

/**
 * The menu shows each kind of item spec 001 §2 knows: plain links, "Orchester" with tab
 * navigation (a plain link; its page shows the children as tabs) and two items whose submenus
 * open by button ("Spielzeit" and "Kontakt", the latter leading to forms), so that one open at a
 * time can be seen on the seed itself.
 */
export const SEED_NAV: Record<Locale, { menu: SeedNavItem[]; footer: SeedNavItem[] }> = {
  de: {
    menu: [
      { title: 'Konzerte', url: '/de/konzerte' },
      {
        title: 'Spielzeit',
        url: '/de/saisonstart',
        children: [
          { title: 'Produktionen', url: '/de/productions' },
          { title: 'Musikerinnen und Musiker', url: '/de/orchestermitglieder' },
        ],
      },
      {
        title: 'Orchester',
        url: '/de/ueber-uns',
        hasTabNavigation: true,
        children: [
          { title: 'Geschichte', url: '/de/ueber-uns/geschichte' },
          { title: 'Team', url: '/de/ueber-uns/team' },
        ],
      },
      { title: 'Orchesterleben', url: '/de/orchesterleben' },
      {
        title: 'Kontakt',
        url: '/de/kontakt',
        children: [
          { title: 'Kontaktformular', url: seedFormPath(1, 'de') },
          { title: 'Newsletter abonnieren', url: seedFormPath(2, 'de') },
          { title: 'Gruppenbuchung', url: seedFormPath(3, 'de') },
        ],
      },
      { title: 'Module', url: '/de/modul-uebersicht' },
    ],
    footer: [
      { title: 'Impressum', url: '/de/impressum' },
      { title: 'Datenschutz', url: '/de/datenschutz' },
      { title: 'AGB', url: '/de/agb' },
      { title: 'Kontakt', url: '/de/kontakt' },
    ],
  },
  en: {
    menu: [
      { title: 'Concerts', url: '/en/concerts' },
      {
        title: 'Season',
        url: '/en/season-opening',
        children: [
          { title: 'Productions', url: '/en/productions' },
          { title: 'Musicians', url: '/en/musicians' },
        ],
      },
      {
        title: 'Orchestra',
        url: '/en/about-us',
        hasTabNavigation: true,
        children: [
          { title: 'History', url: '/en/about-us/history' },
          { title: 'Team', url: '/en/about-us/team' },
        ],
      },
      { title: 'Magazine', url: '/en/magazine' },
      {
        title: 'Contact',
        url: '/en/contact',
        children: [
          { title: 'Contact form', url: seedFormPath(1, 'en') },
          { title: 'Newsletter sign-up', url: seedFormPath(2, 'en') },
          { title: 'Group booking', url: seedFormPath(3, 'en') },
        ],
      },
      { title: 'Modules', url: '/en/module-overview' },
    ],
    footer: [
      { title: 'Imprint', url: '/en/impressum' },
      { title: 'Privacy', url: '/en/datenschutz' },
      { title: 'Terms', url: '/en/agb' },
      { title: 'Contact', url: '/en/contact' },
    ],
  },
};

export const SEED_REDIRECTS: readonly { old_path: string; new_path: string }[] = [
  { old_path: '/de/about', new_path: '/de/ueber-uns' },
  { old_path: '/en/ueber-uns', new_path: '/en/about-us' },
  { old_path: '/de/konzertkalender', new_path: '/de/konzerte' },
  { old_path: '/en/programme', new_path: '/en/concerts' },
];
