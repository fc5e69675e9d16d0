// The editor's pages, navigation and redirects (issue 12; src/cms/README.md "Page editor": create
// and delete pages, PUT nav, redirect records, changes). Staff only, like every editor mutation:
// no session cookie is UNAUTHENTICATED before the upstream is asked; the upstream checks CSRF and
// staff. Its 400s come back as BAD_USER_INPUT with fieldErrors on the arguments' paths, worded in
// the caller's language (upstreamMessages.ts); its 409s as CONFLICT. After every write the shared
// cache drops pages, sections, the navigation and the redirects, so the site shows the change.
import { fromGraphQLLocale, toGraphQLLocale } from '../../shared/graphqlLocale';
import { isLocale, type Locale } from '../../shared/locales';
import type { GatewayContext } from '../GatewayContext';
import type {
  CreatePageInput,
  EditorChange,
  EditorEntity,
  FooterLinkInput,
  MutationCreatePageArgs,
  MutationCreateRedirectArgs,
  MutationDeletePageArgs,
  MutationDeleteRedirectArgs,
  MutationUpdateNavigationArgs,
  MutationUpdateRedirectArgs,
  Navigation,
  NavigationItemInput,
  Page,
  QueryEditorChangesArgs,
  Redirect,
  Resolvers,
} from '../generated/resolvers';
import { mapNavigation, mapRedirect } from '../navigation/mapNavigation';
import { mapPage } from '../pages/mapPages';
import type { EditorChangePayload } from '../sources/pageEditorPayloads';
import { badUserInput, fromUpstream } from '../upstreamErrors';
import { badFields, PAGE_SETTINGS_KINDS, pathOfSetting, prepareSettings, requireId, staffWrite } from './resolvers';
import { requireSession } from './requireSession';

/** Everything a page, menu or redirect change can make stale on the site. */
const SITE_KINDS = PAGE_SETTINGS_KINDS;
const NAV_KINDS = ['navigation:'] as const;
const REDIRECT_KINDS = ['redirects:'] as const;

const ENTITIES: Record<EditorEntity, string> = { PAGE: 'page', NAVIGATION: 'nav', REDIRECT: 'redirect' };
const ENTITY_OF: Record<EditorChangePayload['entity'], EditorEntity> = { page: 'PAGE', nav: 'NAVIGATION', redirect: 'REDIRECT' };

/** The upstream's POST page/ body from the input (the settings' names, plus parent_id). */
function createPageBody(
  input: CreatePageInput,
  locale: Locale,
): { body: Record<string, unknown>; problems: ReturnType<typeof prepareSettings>['problems'] } {
  const { parentId, ...settings } = input;
  const { body, problems } = prepareSettings(settings);
  if (!body.path || (typeof body.path === 'string' && body.path.trim() === ''))
    problems.push({ path: 'path', problem: { key: 'required' } });
  if (parentId !== undefined && parentId !== null) body.parent_id = requireId('input.parentId', parentId, locale);
  if (body.is_online === undefined) body.is_online = false;
  return { body, problems };
}

/** Upstream nav field paths (`menu.0.has_tab_navigation`) as the arguments' (`menu.0.hasTabNavigation`). */
function navPathOf(field: string): string {
  return field.replace(/(^|\.)has_tab_navigation(?=$|\.)/g, '$1hasTabNavigation');
}

function menuBody(items: readonly NavigationItemInput[]): unknown[] {
  return items.map((item) => ({
    title: item.title,
    url: item.url,
    has_tab_navigation: item.hasTabNavigation ?? false,
    children: menuBody(item.children ?? []),
  }));
}

function footerBody(links: readonly FooterLinkInput[]): unknown[] {
  return links.map((link) => ({ title: link.title, url: link.url }));
}

function redirectPathOf(field: string): string {
  return field === 'old_path' ? 'oldPath' : field === 'new_path' ? 'newPath' : field;
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function mapChange(change: EditorChangePayload): EditorChange {
  return {
    id: String(change.id),
    entity: ENTITY_OF[change.entity],
    entityId: change.entity_id === null ? null : String(change.entity_id),
    locale: change.lang !== null && isLocale(change.lang) ? toGraphQLLocale(change.lang) : null,
    action: change.action,
    user: change.user,
    created: change.created,
    before: json(change.before),
    after: json(change.after),
  };
}

/** A revision argument as the upstream takes it: left out, or a non-negative integer. */
function revisionBody(revision: number | null | undefined, locale: Locale): { revision?: number } {
  if (revision === undefined || revision === null) return {};
  if (revision < 0) throw badFields('revision', [{ path: '', problem: { message: 'invalidId' } }], locale);
  return { revision };
}

export const pageAdminResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async editorChanges(_root: unknown, args: QueryEditorChangesArgs, context: GatewayContext): Promise<EditorChange[]> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const limit = args.limit ?? 50;
      if (!Number.isInteger(limit) || limit < 1 || limit > 200)
        throw badUserInput('limit', locale, 'pageSizeRange', { field: 'limit', max: 200 });
      const entityId =
        args.entityId === undefined || args.entityId === null ? undefined : String(requireId('entityId', args.entityId, locale));
      const changes = await fromUpstream(locale, () =>
        context.apis.pageEditor.changes(locale, {
          ...(args.entity ? { entity: ENTITIES[args.entity] } : {}),
          ...(entityId === undefined ? {} : { entityId }),
          limit,
        }),
      );
      return changes.map(mapChange);
    },
  },
  Mutation: {
    async createPage(_root: unknown, args: MutationCreatePageArgs, context: GatewayContext): Promise<Page> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const { body, problems } = createPageBody(args.input, locale);
      if (problems.length > 0) throw badFields('input', problems, locale);
      const page = await staffWrite(
        context,
        locale,
        'input',
        () => context.apis.pageEditor.createPage(locale, body),
        (field) => (field === 'parent_id' ? 'parentId' : pathOfSetting(field)),
        SITE_KINDS,
      );
      return mapPage(page, context.publicUrl);
    },

    async deletePage(_root: unknown, args: MutationDeletePageArgs, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      const body = { ...(args.redirectTo ? { redirect_to: args.redirectTo } : {}), ...revisionBody(args.revision, locale) };
      return staffWrite(
        context,
        locale,
        '',
        () => context.apis.pageEditor.deletePage(locale, args.pageId, body),
        (field) => (field === 'redirect_to' ? 'redirectTo' : field),
        SITE_KINDS,
      );
    },

    async updateNavigation(_root: unknown, args: MutationUpdateNavigationArgs, context: GatewayContext): Promise<Navigation> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const body = { menu: menuBody(args.menu), footer: footerBody(args.footer), revision: args.revision };
      // The argument named is the first one with a problem; each field error carries its full path.
      const payload = await staffWrite(
        context,
        locale,
        '',
        () => context.apis.pageEditor.updateNavigation(locale, body),
        navPathOf,
        NAV_KINDS,
        'navigation',
      );
      return mapNavigation(payload);
    },

    async createRedirect(_root: unknown, args: MutationCreateRedirectArgs, context: GatewayContext): Promise<Redirect> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const body = { old_path: args.input.oldPath, new_path: args.input.newPath };
      const record = await staffWrite(
        context,
        locale,
        'input',
        () => context.apis.pageEditor.createRedirect(locale, body),
        redirectPathOf,
        REDIRECT_KINDS,
        'redirect',
      );
      return mapRedirect(record);
    },

    async updateRedirect(_root: unknown, args: MutationUpdateRedirectArgs, context: GatewayContext): Promise<Redirect> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const body = {
        ...(args.input.oldPath === undefined || args.input.oldPath === null ? {} : { old_path: args.input.oldPath }),
        ...(args.input.newPath === undefined || args.input.newPath === null ? {} : { new_path: args.input.newPath }),
        ...revisionBody(args.revision, locale),
      };
      const record = await staffWrite(
        context,
        locale,
        'input',
        () => context.apis.pageEditor.updateRedirect(locale, args.id, body),
        redirectPathOf,
        REDIRECT_KINDS,
        'redirect',
      );
      return mapRedirect(record);
    },

    async deleteRedirect(_root: unknown, args: MutationDeleteRedirectArgs, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      return staffWrite(
        context,
        locale,
        'id',
        () => context.apis.pageEditor.deleteRedirect(locale, args.id, revisionBody(args.revision, locale)),
        (field) => field,
        REDIRECT_KINDS,
        'redirect',
      );
    },
  },
};
