// What a page path names (spec 000 §2 routes, §4, §9): the event, production, series, article,
// magazine category or tag, musician, venue, form or CMS page behind it, with the path it has in
// the page's language and what the document head shows. One lookup for every screen that shows
// one thing: the server decides a page's status with it before any byte (src/server/pageHandler.ts)
// through the request's loaders, which the render then reuses (the page still costs one upstream
// call per resource); the browser asks the same through Query.routeTarget on client navigation.
import { assertUnreachable } from '../../shared/assertUnreachable';
import { formSlug } from '../../shared/forms/formSlug';
import { LOCALES, type Locale } from '../../shared/locales';
import { matchRoute, pathFor, type RouteMatch } from '../../shared/routes';
import type { TargetRouteName } from '../../shared/targetRoutes';
import type { GatewayContext } from '../GatewayContext';
import { normalisePagePath } from '../pages/resolvers';
import type { ContentDetailKind } from '../sources/ContentApi';
import type { LegalKind } from '../sources/PageEditorApi';

export interface RouteTargetData {
  /** The thing's id (a CMS page's page id). */
  id: string;
  /** Where it lives in the page's language; a request for another path is sent there (301). */
  canonicalPath: string;
  /** For the document's title. */
  title: string;
  /** For the meta description; null: the site's default. */
  description: string | null;
  /** Its path per language it exists in (the language switch, hreflang). */
  alternates: { locale: Locale; path: string }[];
  /** A CMS landing page (spec 000 §2: header parts hidden). */
  isLandingPage: boolean;
  /** Open Graph and Twitter card data of a CMS page; null for other things. */
  social: SocialMetaData | null;
}

interface SocialMetaData {
  title: string;
  description: string | null;
  image: string | null;
  type: string;
}

/** The header logo (spec 000 §3 design settings header.logoLink, the fallback social picture); null when unset or unreadable. */
async function headerLogo(context: GatewayContext): Promise<string | null> {
  try {
    const design = await context.loaders.designSettings.load('design');
    return text(design.header?.logo_link);
  } catch {
    return null;
  }
}

const LEGAL_KINDS: Record<'terms' | 'privacy' | 'imprint', LegalKind> = { terms: 'agb', privacy: 'privacy-policy', imprint: 'imprint' };

/** The site path of a CMS page after `/{lang}/` ('' for the home page); undefined: no page can live there. */
export function cmsPagePathOf(route: RouteMatch): string | undefined {
  return route.name === 'home' ? '' : normalisePagePath(route.params.rest ?? '');
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

async function contentDetail<K extends ContentDetailKind>(context: GatewayContext, kind: K, id: string, locale: Locale) {
  return context.loaders.contentDetails[kind].load({ id, locale });
}

/** The thing itself, by the route's kind. */
type FoundTarget = Omit<RouteTargetData, 'alternates' | 'isLandingPage' | 'social'> &
  Partial<Pick<RouteTargetData, 'alternates' | 'isLandingPage' | 'social'>>;

async function findTarget(context: GatewayContext, route: RouteMatch & { name: TargetRouteName }): Promise<FoundTarget | null> {
  const { locale, params } = route;
  const id = params.id ?? '';
  const detailPath = (name: TargetRouteName, slug: string, slugKey = 'slug') => pathFor(name, locale, { [slugKey]: slug, id });
  switch (route.name) {
    case 'home':
    case 'cmsPage': {
      const path = cmsPagePathOf(route);
      if (path === undefined) return null;
      const page = await context.loaders.pages.load({ locale, path });
      if (!page) return null;
      // A page has no slug to correct: the upstream found it under the path asked.
      const canonicalPath = path === '' ? `/${locale}` : `/${locale}/${path}`;
      // spec 000 §4: the page's URL in each language it exists in (a language switch leads there).
      const alternates = LOCALES.flatMap((other) => {
        const url = other === locale ? canonicalPath : page.urls[other];
        return url ? [{ locale: other, path: url.replace(/(.)\/+$/, '$1') }] : [];
      });
      const title = text(page.meta_title) ?? page.title;
      const description = text(page.meta_description);
      // spec 000 §3 Page og_* fields; the picture falls back on the header logo.
      const ogImage = page.og_image_thumbs ? context.publicUrl(page.og_image_thumbs.large) : await headerLogo(context);
      const social: SocialMetaData = {
        title: text(page.og_title) ?? title,
        description: text(page.og_description) ?? description,
        image: ogImage,
        type: text(page.og_type) ?? 'website',
      };
      return { id: String(page.id), canonicalPath, title, description, alternates, isLandingPage: page.is_landing_page, social };
    }
    case 'eventDetail': {
      const event = await context.loaders.eventDetails.load({ id, locale });
      if (!event || String(event.id) !== id) return null;
      return { id, canonicalPath: detailPath('eventDetail', event.slug), title: event.title, description: text(event.subtitle) };
    }
    case 'productionDetail': {
      const production = await contentDetail(context, 'production', id, locale);
      if (!production || String(production.id) !== id) return null;
      return {
        id,
        canonicalPath: detailPath('productionDetail', production.slug),
        title: production.title,
        description: text(production.subtitle) ?? text(production.teaser_text),
      };
    }
    case 'seriesDetail': {
      const series = await contentDetail(context, 'series', id, locale);
      if (!series || String(series.id) !== id) return null;
      return { id, canonicalPath: detailPath('seriesDetail', series.slug), title: series.name, description: null };
    }
    case 'magazineArticle': {
      const article = await contentDetail(context, 'article', id, locale);
      if (!article || String(article.id) !== id) return null;
      return {
        id,
        canonicalPath: detailPath('magazineArticle', article.slug),
        title: article.title,
        description: text(article.teaser_text),
      };
    }
    case 'ensembleDetail': {
      const person = await contentDetail(context, 'person', id, locale);
      if (!person || String(person.id) !== id) return null;
      return { id, canonicalPath: detailPath('ensembleDetail', person.slug), title: person.name, description: null };
    }
    case 'venueDetail': {
      const venue = await contentDetail(context, 'venue', id, locale);
      if (!venue || String(venue.id) !== id) return null;
      return { id, canonicalPath: detailPath('venueDetail', venue.slug), title: venue.name, description: null };
    }
    case 'magazineCategory': {
      const categories = await context.loaders.contentLists.articleCategories.load(locale);
      const category = categories.find((candidate) => String(candidate.id) === id);
      if (!category) return null;
      return { id, canonicalPath: detailPath('magazineCategory', category.slug, 'category'), title: category.name, description: null };
    }
    case 'magazineTag': {
      const tags = await context.loaders.contentLists.articleTags.load(locale);
      const tag = tags.find((candidate) => String(candidate.id) === id);
      if (!tag) return null;
      return { id, canonicalPath: detailPath('magazineTag', tag.slug, 'tag'), title: tag.name, description: null };
    }
    case 'form': {
      const form = await context.loaders.forms.load({ id, locale });
      if (!form || String(form.id) !== id) return null;
      // A form has no slug upstream: its path's slug is made from its title in the page's language.
      // The other language's title makes that language's slug (the language switch lands there).
      const alternates = await Promise.all(
        LOCALES.map(async (other) => {
          const translated = other === locale ? form : await context.loaders.forms.load({ id, locale: other });
          return { locale: other, path: pathFor('form', other, { slug: formSlug(translated?.title ?? form.title), id }) };
        }),
      );
      return { id, canonicalPath: detailPath('form', formSlug(form.title)), title: form.title, description: text(form.intro), alternates };
    }
    case 'terms':
    case 'privacy':
    case 'imprint': {
      const legal = await context.loaders.legalPages.load({ locale, kind: LEGAL_KINDS[route.name] });
      // The site's own paths (spec 000 §2), whatever the upstream calls them.
      return legal ? { id: String(legal.id), canonicalPath: pathFor(route.name, locale), title: legal.title, description: null } : null;
    }
    default:
      return assertUnreachable(route.name);
  }
}

/**
 * The thing `route` names, or null when there is none (then the page is the 404 page). An
 * upstream failure is thrown: the caller decides (the server opens the page and lets its screen
 * show the load error).
 */
export async function findRouteTarget(
  context: GatewayContext,
  route: RouteMatch & { name: TargetRouteName },
): Promise<RouteTargetData | null> {
  // Other things keep their route and id in the other language, under that language's own slug:
  // the thing is asked there too (one more call per language, through the same loaders, at the
  // same time as this language's: the first byte waits for one round trip, not two), so the
  // language switch and hreflang lead straight to the page, never through a 301. A language that
  // lacks it is left out; one that cannot be asked now keeps the slug of this one (its page
  // corrects it with a 301). Pages of the CMS name their own siblings.
  const elsewhere = new Map(
    route.name === 'home' || route.name === 'cmsPage'
      ? []
      : LOCALES.filter((other) => other !== route.locale).map(
          (other) => [other, findTarget(context, { ...route, locale: other }).catch(() => undefined)] as const,
        ),
  );
  const found = await findTarget(context, route);
  if (!found) return null;
  const alternates =
    found.alternates ??
    (
      await Promise.all(
        LOCALES.map(async (other) => {
          if (other === route.locale) return { locale: other, path: found.canonicalPath };
          const there = await elsewhere.get(other);
          if (there === null) return null;
          const canonical = matchRoute(found.canonicalPath);
          return {
            locale: other,
            path: there?.canonicalPath ?? (canonical ? pathFor(route.name, other, canonical.params) : found.canonicalPath),
          };
        }),
      )
    ).filter((alternate) => alternate !== null);
  return { ...found, alternates, isLandingPage: found.isLandingPage ?? false, social: found.social ?? null };
}
