// The content seed as plain rows: a pure function of the seed date (like season.ts), so every
// machine and test run sees the same magazine, ensemble, seasons, alerts and opening hours.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/constants';
import type { InlineNode, RichTextBlock, TextBlock } from '../content/richText';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_TAGS,
  ARTICLE_TOPICS,
  AUTHORS,
  BODY_HEADINGS,
  BODY_LIST_ITEMS,
  BODY_SENTENCES,
  FIRST_NAMES,
  LAST_NAMES,
  PERSON_SECTIONS,
} from './contentCatalogue';
import { createRandom, type Random } from './createRandom';
import { slugify } from './season';
import type { Text } from './seasonCatalogue';

export interface SeedSeason {
  id: number;
  slug: string;
  name: Text;
  dateStart: string;
  dateEnd: string;
}

interface SeedArticle {
  id: number;
  slug: Text;
  title: Text;
  teaserText: Text;
  body: { de: RichTextBlock[]; en: RichTextBlock[] };
  author: string;
  categoryId: number;
  tagIds: number[];
  datePublished: string;
  isTeaser: boolean;
  image: string;
  imageAlt: Text;
}

interface SeedPerson {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  instrument: Text;
  role: Text;
  biography: Text;
  categoryId: number;
  position: number;
  image: string | null;
}

interface SeedBreakingNews {
  id: number;
  title: Text;
  text: Text;
  linkUrl: Text;
  linkTitle: Text;
  onlineFrom: string;
  onlineTo: string | null;
}

export interface ContentSeed {
  seasons: SeedSeason[];
  articles: SeedArticle[];
  persons: SeedPerson[];
  breakingNews: SeedBreakingNews[];
  /** The one exception day: the first Christmas Eve on or after the seed date. */
  exceptionDay: string;
}

function day(seedDate: string): DateTime {
  return DateTime.fromISO(seedDate, { zone: TIMEZONE }).startOf('day');
}

/** The current season as the events seed builds it (twelve months from the seed month), and the one before. */
export function buildSeasons(seedDate: string): SeedSeason[] {
  const start = day(seedDate).startOf('month');
  return [start, start.minus({ years: 1 })].map((first, index) => {
    const label = `${first.year}/${String((first.year + 1) % 100).padStart(2, '0')}`;
    return {
      id: index + 1,
      slug: `saison-${first.year}-${String((first.year + 1) % 100).padStart(2, '0')}`,
      name: { de: `Saison ${label}`, en: `Season ${label}` },
      dateStart: first.toISODate() ?? '',
      dateEnd: first.plus({ years: 1 }).minus({ days: 1 }).toISODate() ?? '',
    };
  });
}

/** A Slate document: heading, paragraphs with marks and a link, a list (README "Rich text"). */
export function buildBody(random: Random, title: Text, lang: 'de' | 'en'): RichTextBlock[] {
  const sentence = () => random.pick(BODY_SENTENCES)[lang];
  const eventsPath = lang === 'de' ? '/de/konzerte' : '/en/concerts';
  const items = [...BODY_LIST_ITEMS].sort(() => random.next() - 0.5).slice(0, 3);
  return [
    { type: 'paragraph', children: [{ text: `${title[lang]}. `, bold: true }, { text: `${sentence()} ${sentence()}` }] },
    { type: 'heading-two', children: [{ text: random.pick(BODY_HEADINGS)[lang] }] },
    { type: 'paragraph', children: [{ text: `${sentence()} ` }, { text: sentence(), italic: true }] },
    {
      type: 'paragraph',
      children: [
        { text: lang === 'de' ? 'Alle Termine finden Sie im ' : 'You will find all dates in the ' },
        { type: 'link', url: eventsPath, children: [{ text: lang === 'de' ? 'Konzertkalender' : 'concert calendar' }] },
        { text: '.' },
      ],
    },
    { type: 'bulleted-list', children: items.map((item) => ({ type: 'list-item' as const, children: [{ text: item[lang] }] })) },
  ];
}

function buildArticles(seedDate: string, random: Random): SeedArticle[] {
  const articles: SeedArticle[] = [];
  const first = day(seedDate);
  // Interleaved by category, so every page of the magazine mixes topics; newest first by id.
  for (let round = 0; round < 8; round += 1) {
    for (const category of ARTICLE_CATEGORIES) {
      const title = ARTICLE_TOPICS[category.id]?.[round];
      if (!title) continue;
      const id = articles.length + 1;
      const tagIds = [...new Set([random.pick(ARTICLE_TAGS).id, random.pick(ARTICLE_TAGS).id])].sort((a, b) => a - b);
      const slug = { de: slugify(title.de), en: slugify(title.en) };
      articles.push({
        id,
        slug,
        title,
        teaserText: {
          de: `${random.pick(BODY_SENTENCES).de} Mehr aus der Rubrik „${category.name.de}“.`,
          en: `${random.pick(BODY_SENTENCES).en} More from “${category.name.en}”.`,
        },
        body: { de: buildBody(random, title, 'de'), en: buildBody(random, title, 'en') },
        author: random.pick(AUTHORS),
        categoryId: category.id,
        tagIds,
        // One article every four days back from the seed date: id 1 is the newest.
        datePublished: first.minus({ days: (id - 1) * 4 }).toISODate() ?? seedDate,
        isTeaser: id <= 3 || id % 10 === 0,
        image: `seed/articles/${slug.de}`,
        imageAlt: { de: `Bild zum Artikel „${title.de}“`, en: `Picture for the article “${title.en}”` },
      });
    }
  }
  return articles;
}

function buildPersons(random: Random): SeedPerson[] {
  const persons: SeedPerson[] = [];
  const used = new Set<string>();
  for (const section of PERSON_SECTIONS) {
    let position = 0;
    for (const seat of section.seats) {
      for (let n = 0; n < seat.count; n += 1) {
        let firstName = random.pick(FIRST_NAMES);
        let lastName = random.pick(LAST_NAMES);
        while (used.has(`${firstName} ${lastName}`)) {
          firstName = random.pick(FIRST_NAMES);
          lastName = random.pick(LAST_NAMES);
        }
        used.add(`${firstName} ${lastName}`);
        position += 1;
        const role = n === 0 ? seat.leadRole : seat.role;
        const since = 1995 + random.int(0, 29);
        persons.push({
          id: persons.length + 1,
          slug: slugify(`${firstName} ${lastName}`),
          firstName,
          lastName,
          instrument: seat.instrument,
          role,
          biography: {
            de:
              `${firstName} ${lastName} (${seat.instrument.de}, ${role.de}) ist seit ${since} Mitglied des Orchesters ` +
              'und spielt regelmäßig Kammermusik im Alten Schloss.',
            en:
              `${firstName} ${lastName} (${seat.instrument.en}, ${role.en}) has been a member of the orchestra since ${since} ` +
              'and regularly plays chamber music at the Old Palace.',
          },
          categoryId: section.id,
          position,
          // Only the conductors have portraits: 80 pictures would double the first start's drawing.
          image: section.slug === 'dirigenten' ? `seed/persons/${slugify(`${firstName} ${lastName}`)}` : null,
        });
      }
    }
  }
  return persons;
}

/**
 * A few articles name musicians, with a link to their page, so a person's page has articles to
 * show (README "GET /{lang}/api/persons/{id}/"). Fixed choices, no random draws: the rest of the
 * seed stays as it was.
 */
const MENTIONS: readonly { articleId: number; personIds: readonly number[] }[] = [
  { articleId: 2, personIds: [1] },
  { articleId: 11, personIds: [1, 2] },
];

function mentionMusicians(articles: SeedArticle[], persons: readonly SeedPerson[]): SeedArticle[] {
  return articles.map((article) => {
    const mention = MENTIONS.find((m) => m.articleId === article.id);
    const named = mention ? persons.filter((p) => mention.personIds.includes(p.id)) : [];
    if (named.length === 0) return article;
    const paragraph = (lang: 'de' | 'en'): TextBlock => {
      const base = lang === 'de' ? '/de/orchestermitglieder' : '/en/musicians';
      const children: InlineNode[] = [{ text: lang === 'de' ? 'Im Gespräch: ' : 'In conversation: ' }];
      named.forEach((person, index) => {
        if (index > 0) children.push({ text: lang === 'de' ? ' und ' : ' and ' });
        children.push({
          type: 'link',
          url: `${base}/${person.slug}/${person.id}`,
          children: [{ text: `${person.firstName} ${person.lastName}` }],
        });
      });
      children.push({ text: '.' });
      return { type: 'paragraph', children };
    };
    return { ...article, body: { de: [...article.body.de, paragraph('de')], en: [...article.body.en, paragraph('en')] } };
  });
}

function buildBreakingNews(seedDate: string): SeedBreakingNews[] {
  const first = day(seedDate);
  return [
    {
      id: 1,
      title: { de: 'Abonnements für die neue Saison', en: 'Subscriptions for the new season' },
      text: {
        de: 'Sichern Sie sich jetzt Ihre Plätze: bis zu 30 % günstiger als im Einzelkauf.',
        en: 'Secure your seats now: up to 30 % off single tickets.',
      },
      linkUrl: { de: '/de/abonnements/abo-a/1', en: '/en/subscriptions/abo-a/1' },
      linkTitle: { de: 'Zu den Abonnements', en: 'To the subscriptions' },
      onlineFrom: first.minus({ days: 7 }).toISO() ?? '',
      onlineTo: null,
    },
    {
      id: 2,
      title: { de: 'Sommerpause an der Kasse', en: 'Box office summer break' },
      text: {
        de: 'Die Konzertkasse ist bis Ende August nur vormittags geöffnet.',
        en: 'Until the end of August the box office is open in the mornings only.',
      },
      linkUrl: { de: '/de/konzerte', en: '/en/concerts' },
      linkTitle: { de: 'Zum Programm', en: 'To the programme' },
      onlineFrom: first.minus({ days: 60 }).toISO() ?? '',
      onlineTo: first.minus({ days: 30 }).toISO() ?? '',
    },
  ];
}

export function christmasEveFrom(seedDate: string): string {
  const start = day(seedDate);
  const eve = start.set({ month: 12, day: 24 });
  return (eve < start ? eve.plus({ years: 1 }) : eve).toISODate() ?? seedDate;
}

export function buildContentSeed(seedDate: string): ContentSeed {
  const random = createRandom(`content:${seedDate}`);
  // Drawn in this order (articles, then persons), as before the mentions existed.
  const articles = buildArticles(seedDate, random);
  const persons = buildPersons(random);
  return {
    seasons: buildSeasons(seedDate),
    articles: mentionMusicians(articles, persons),
    persons,
    breakingNews: buildBreakingNews(seedDate),
    exceptionDay: christmasEveFrom(seedDate),
  };
}
