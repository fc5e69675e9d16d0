import { isNumericId } from '../../shared/queryParameters';
import type { GatewayContext } from '../GatewayContext';
import type { LegalPage, LegalPageKind, Module, Page, PageVersion, Resolvers, Section } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { LegalKind } from '../sources/PageEditorApi';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { requireSession } from '../editor/requireSession';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { mapLegalPage, mapPage, mapPageVersion, mapSection, sectionsOnlineAt } from './mapPages';

/** CMS page paths are lower-case words, digits and hyphens separated by / (README "Page editor"). */
const PAGE_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/i;
const SLUG = /^[\w-]{1,100}$/;

/** A requested path as the upstream takes it: without slashes around it; undefined if it cannot be a page. */
export function normalisePagePath(path: string): string | undefined {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  return trimmed.length <= 500 && PAGE_PATH.test(trimmed) ? trimmed : undefined;
}

function legalKindOf(kind: LegalPageKind): LegalKind {
  switch (kind) {
    case 'TERMS':
      return 'agb';
    case 'IMPRINT':
      return 'imprint';
    case 'PRIVACY':
      return 'privacy-policy';
    default:
      return assertUnreachable(kind);
  }
}

/** Query.page: the page as the request may see it (spec 000 §4 versions for staff, §3 online windows for visitors). */
async function loadPage(
  args: { locale: GraphQLLocale; path: string; versionId?: string | null },
  context: GatewayContext,
  logUnknown = true,
): Promise<Page | null> {
  const locale = fromGraphQLLocale(args.locale);
  const path = normalisePagePath(args.path);
  if (path === undefined) return null;
  let versionId: string | undefined;
  // spec 000 §4: only logged-in staff preview versions; visitors get the plain page (the
  // site redirects them), so for a request without a session the argument is not sent.
  if (args.versionId !== undefined && args.versionId !== null && context.http.hasSession()) {
    if (!isNumericId(args.versionId)) {
      throw badUserInput('versionId', locale, 'invalidVersionId');
    }
    versionId = args.versionId;
  }
  return fromUpstream(locale, async () => {
    const payload = await context.loaders.pages.load({ locale, path, versionId });
    if (!payload) return null;
    const page = mapPage(payload, context.publicUrl);
    // A module of a type the gateway does not know (a newer or older editor variant) is
    // kept as UnknownModule for the site to leave out; the server's log says which.
    const unknown = page.modules.flatMap((module) => (module.__typename === 'UnknownModule' ? [module.model] : []));
    if (logUnknown && unknown.length > 0) context.logger.warn({ path, models: unknown }, 'page holds modules of unknown types');
    // spec 000 §3: visitors see teasers and hero media only within their online window,
    // by the gateway's clock (GatewayContext.now; tests may set it, README "Test clock").
    return context.http.hasSession() ? page : { ...page, ...sectionsOnlineAt(page.sections, context.now()) };
  });
}

export const pagesResolvers: Pick<Resolvers, 'Query' | 'Module'> = {
  Query: {
    page: (
      _root: unknown,
      args: { locale: GraphQLLocale; path: string; versionId?: string | null },
      context: GatewayContext,
    ): Promise<Page | null> => loadPage(args, context),
    async pageModules(
      _root: unknown,
      args: { locale: GraphQLLocale; path: string; versionId?: string | null },
      context: GatewayContext,
    ): Promise<Module[] | null> {
      // The same request's loader: one upstream call for page and pageModules together.
      // Query.page beside it logs unknown module types once.
      const page = await loadPage(args, context, false);
      return page ? page.modules : null;
    },
    async section(_root: unknown, args: { locale: GraphQLLocale; slug: string }, context: GatewayContext): Promise<Section | null> {
      const locale = fromGraphQLLocale(args.locale);
      if (!SLUG.test(args.slug)) return null;
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.sectionsBySlug.load({ locale, slug: args.slug });
        return payload ? mapSection(payload, context.publicUrl) : null;
      });
    },
    async legalPage(
      _root: unknown,
      args: { locale: GraphQLLocale; kind: LegalPageKind },
      context: GatewayContext,
    ): Promise<LegalPage | null> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => {
        const payload = await context.loaders.legalPages.load({ locale, kind: legalKindOf(args.kind) });
        return payload ? mapLegalPage(payload, args.kind) : null;
      });
    },
    async pageVersions(
      _root: unknown,
      args: { locale: GraphQLLocale; pageId: string },
      context: GatewayContext,
    ): Promise<PageVersion[] | null> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      if (!isNumericId(args.pageId)) return null;
      return fromUpstream(locale, async () => {
        const versions = await context.apis.pageEditor.versions(locale, args.pageId);
        return versions ? versions.map(mapPageVersion) : null;
      });
    },
  },
  Module: {
    // mapModule sets the type name of every module it makes; one without is our bug, not an unknown module.
    __resolveType: (module) => {
      if (!module.__typename) throw new Error('A module without its type name');
      return module.__typename;
    },
  },
};
