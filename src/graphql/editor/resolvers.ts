// The editor's mutations (spec 000 §1, §4 "Editing mode", §6, §7): staff only. Each checks for a
// session cookie first (requireSession), validates what spec 000 §5 rules on, then writes
// upstream; a 400 of the upstream comes back as BAD_USER_INPUT with fieldErrors, a 401/403 as
// UNAUTHENTICATED. After every write the shared cache drops what it may hold of pages.
import { GraphQLError } from 'graphql';
import type { Locale } from '../../shared/locales';
import { en } from '../../shared/i18n/resources';
import { isNumericId } from '../../shared/queryParameters';
import { rules } from '../../shared/validation';
import { apiMessage } from '../apiMessage';
import { addFieldError, fieldErrorsInput, violationMessage, type FieldErrors } from '../fieldErrors';
import type { GatewayContext } from '../GatewayContext';
import type {
  ModuleChange,
  ModuleKind,
  MutationCreateModuleArgs,
  MutationCreateSectionArgs,
  MutationDeleteModuleArgs,
  MutationMoveModuleArgs,
  MutationUpdateSectionArgs,
  MutationPublishPageArgs,
  MutationRestoreVersionArgs,
  MutationSetSectionPresetArgs,
  MutationUpdateModuleArgs,
  MutationUpdatePageSettingsArgs,
  MutationRestoreSectionArgs,
  MutationPasteBlockArgs,
  Page,
  QueryPageSectionSnapshotsArgs,
  QuerySectionSnapshotArgs,
  SectionSnapshot,
  PageSettingsInput,
  Resolvers,
  Section,
} from '../generated/resolvers';
import { fromGraphQLLocale } from '../../shared/graphqlLocale';
import { layoutOfPreset, mapModule, mapPage, mapSection } from '../pages/mapPages';
import { normalisePagePath } from '../pages/resolvers';
import type { WriteResult } from '../sources/PageEditorApi';
import type { EditedNodePayload } from '../sources/pageEditorPayloads';
import { UpstreamError } from '../sources/UpstreamError';
import { fromUpstream } from '../upstreamErrors';
import { inputPathOf, prepareModuleFields, type FieldProblem, type Problem } from './prepareModuleFields';
import { requireSession } from './requireSession';
import { conflictError, localiseUpstreamMessage, type ConflictSubject } from './upstreamMessages';

/**
 * Shared-cache kinds a content change can make stale. Pages and sections are not shared today
 * (cache/upstreamCachePolicy.ts keeps anonymous GETs of events, teasers, filters, opening hours,
 * breaking news and settings only); invalidating them anyway keeps edits right once they are.
 */
const CONTENT_KINDS = ['pages:', 'sections:'] as const;
/** A page's settings also change the menu, the footer and (a new path) the redirects. */
export const PAGE_SETTINGS_KINDS = [...CONTENT_KINDS, 'navigation:', 'redirects:'] as const;

/** `input.fields` + `headline.level`; an empty path names the argument itself. */
function joinPath(argument: string, path: string): string {
  if (argument === '') return path;
  return path === '' ? argument : `${argument}.${path}`;
}

function problemMessage(problem: Problem, locale: Locale): string {
  return 'key' in problem ? violationMessage(problem, locale) : apiMessage(locale, problem.message);
}

export function badFields(argument: string, problems: readonly FieldProblem[], locale: Locale): GraphQLError {
  const errors: FieldErrors = {};
  for (const { path, problem } of problems) addFieldError(errors, joinPath(argument, path), problemMessage(problem, locale));
  return fieldErrorsInput(argument, errors, locale);
}

/** The upstream's messages are English; its "required" is ours (spec 000 §5), worded in the caller's language, and so are its page, navigation and redirect messages. */
function upstreamMessage(message: string, locale: Locale): string {
  return message === en.validation.required ? violationMessage({ key: 'required' }, locale) : localiseUpstreamMessage(message, locale);
}

export function requireId(argument: string, value: string, locale: Locale): number {
  if (!isNumericId(value)) throw badFields(argument, [{ path: '', problem: { message: 'invalidId' } }], locale);
  return Number(value);
}

/**
 * One staff write: session check, the call, its 400 as fieldErrors (upstream field names as
 * input paths), its 409 as CONFLICT (what `subject` names changed meanwhile, or cannot be
 * changed), then invalidation.
 */
export async function staffWrite<T>(
  context: GatewayContext,
  locale: Locale,
  argument: string,
  call: () => Promise<WriteResult<T>>,
  pathOf: (upstreamField: string) => string,
  kinds: readonly string[] = CONTENT_KINDS,
  subject: ConflictSubject = 'page',
): Promise<T> {
  const result = await fromUpstream(locale, call);
  if (!result.ok) {
    if (result.conflict && Object.keys(result.fieldErrors).length === 0) throw conflictError(result.conflict, subject, locale);
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      for (const message of messages) addFieldError(errors, joinPath(argument, pathOf(field)), upstreamMessage(message, locale));
    }
    // '' (several arguments, e.g. menu and footer): the argument of the first problem.
    throw fieldErrorsInput(argument === '' ? (Object.keys(errors)[0]?.split('.')[0] ?? '') : argument, errors, locale);
  }
  await context.invalidate(kinds);
  return result.value;
}

function moduleChange(node: EditedNodePayload, context: GatewayContext): ModuleChange {
  return node.kind === 'section'
    ? { section: mapSection(node.section, context.publicUrl), module: null }
    : { module: mapModule(node.module, context.publicUrl), section: null };
}

function sectionOf(node: EditedNodePayload, path: string): EditedNodePayload & { kind: 'section' } {
  if (node.kind !== 'section') throw new UpstreamError('invalid_payload', path, 'Expected a section');
  return node;
}

const SETTINGS_FIELDS: { [K in keyof PageSettingsInput]-?: string } = {
  title: 'title',
  headline: 'headline',
  menuName: 'menu_name',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  ogTitle: 'og_title',
  ogDescription: 'og_description',
  isOnline: 'is_online',
  isClickable: 'is_clickable',
  inMenu: 'in_menu',
  inFooter: 'in_footer',
  path: 'path',
  isLandingPage: 'is_landing_page',
  ogType: 'og_type',
  ogImage: 'og_image',
  parentId: 'parent_id',
};

/** The settings given, as the upstream's PATCH body; problems for what spec 000 §5 rules on. */
export function prepareSettings(settings: PageSettingsInput): { body: Record<string, unknown>; problems: FieldProblem[] } {
  const body: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [name, to] of Object.entries(SETTINGS_FIELDS)) {
    const value: unknown = settings[name as keyof PageSettingsInput];
    if (value === undefined) continue;
    if (name === 'title' && rules.required(value) !== null) problems.push({ path: 'title', problem: { key: 'required' } });
    if (name === 'parentId' && value !== null) {
      // An ID is a string; the upstream takes the page's number.
      if (typeof value === 'string' && isNumericId(value)) body[to] = Number(value);
      else problems.push({ path: 'parentId', problem: { message: 'invalidId' } });
      continue;
    }
    body[to] = value;
  }
  return { body, problems };
}

export function pathOfSetting(upstreamField: string): string {
  return Object.entries(SETTINGS_FIELDS).find(([, to]) => to === upstreamField)?.[0] ?? upstreamField;
}

/** An optional revision argument (README "Page editor": revisions) as the upstream's body key. */
function revisionOf(argument: string, revision: number | null | undefined, locale: Locale, key = 'revision'): Record<string, number> {
  if (revision === undefined || revision === null) return {};
  if (revision < 0) throw badFields(argument, [{ path: '', problem: { message: 'invalidId' } }], locale);
  return { [key]: revision };
}

/** The largest snapshot restoreSection takes (the gateway's body limit is lower still). */
const SNAPSHOT_MAX_CHARS = 1_000_000;

function modulePathOf(kind: ModuleKind, prefix: string) {
  return (field: string) =>
    field === 'model'
      ? `${prefix}kind`
      : field === 'parent' || field === 'column' || field === 'position' || field === 'slug'
        ? field
        : `${prefix}${inputPathOf(kind, field)}`;
}

/** A snapshot argument as a JSON object, or null when it is none (or too long). */
function parseSnapshot(text: string): Record<string, unknown> | null {
  let snapshot: unknown;
  try {
    snapshot = text.length <= SNAPSHOT_MAX_CHARS ? JSON.parse(text) : null;
  } catch {
    snapshot = null;
  }
  return typeof snapshot === 'object' && snapshot !== null && !Array.isArray(snapshot) ? (snapshot as Record<string, unknown>) : null;
}

/**
 * The upstream's refusal of a paste, by the paste's arguments (issue 22 part 6): where it would go
 * (destination.*, the reason in the caller's language) or the copy itself (snapshot: one message,
 * since the copy's inner paths mean nothing to the editor's staff).
 */
function pasteErrors(fieldErrors: Record<string, string[]>, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  const places: Record<string, string> = {
    parent: 'destination.parentId',
    object_id: 'destination.pageId',
    column: 'destination.column',
    position: 'destination.position',
  };
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const place = places[field];
    if (place === undefined) {
      addFieldError(errors, 'snapshot', apiMessage(locale, 'pasteInvalid'));
      continue;
    }
    for (const message of messages) {
      const text = / cannot be placed in a /.test(message)
        ? apiMessage(locale, 'pasteNotTaken')
        : message === 'A section has no parent.'
          ? apiMessage(locale, 'pasteSectionPlace')
          : message === 'No page with this id.'
            ? apiMessage(locale, 'pasteNoPage')
            : upstreamMessage(message, locale);
      addFieldError(errors, place, text);
    }
  }
  return errors;
}

export const editorResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async sectionSnapshot(_root: unknown, args: QuerySectionSnapshotArgs, context: GatewayContext): Promise<string | null> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const found = await fromUpstream(locale, () => context.apis.pageEditor.sectionSnapshot(locale, args.id));
      if (found && !found.section) throw badFields('id', [{ path: '', problem: { message: 'notASection' } }], locale);
      return found?.json ?? null;
    },

    async pageSectionSnapshots(
      _root: unknown,
      args: QueryPageSectionSnapshotsArgs,
      context: GatewayContext,
    ): Promise<SectionSnapshot[] | null> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const path = normalisePagePath(args.path);
      if (path === undefined) return null;
      const versionId =
        args.versionId === undefined || args.versionId === null ? undefined : requireId('versionId', args.versionId, locale);
      const sections = await fromUpstream(locale, () =>
        context.apis.pageEditor.pageSectionSnapshots(locale, path, versionId === undefined ? undefined : String(versionId)),
      );
      return sections?.map((section) => ({ id: section.id, snapshot: section.json })) ?? null;
    },
  },
  Mutation: {
    async createSection(_root: unknown, args: MutationCreateSectionArgs, context: GatewayContext): Promise<Section> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const { input } = args;
      // spec 000 §7 "create container": parent null and either the owning page or a slug alone.
      const owner =
        input.pageId !== undefined && input.pageId !== null
          ? { content_type: 'cms.page', object_id: requireId('input.pageId', input.pageId, locale) }
          : undefined;
      if (!owner && !input.slug) throw badFields('input', [{ path: 'slug', problem: { key: 'required' } }], locale);
      const body = {
        model: 'section',
        parent: null,
        ...owner,
        layout: layoutOfPreset(input.preset ?? 'FULL'),
        ...(input.position !== undefined && input.position !== null ? { position: input.position } : {}),
        ...(input.slug ? { slug: input.slug } : {}),
        ...(input.extraClass ? { extra_class: input.extraClass } : {}),
        ...(input.image ? { image: input.image } : {}),
      };
      const node = await staffWrite(
        context,
        locale,
        'input',
        () => context.apis.pageEditor.createModule(locale, body),
        (field) => (field === 'layout' ? 'preset' : field === 'extra_class' ? 'extraClass' : field === 'object_id' ? 'pageId' : field),
      );
      return mapSection(sectionOf(node, 'createSection').section, context.publicUrl);
    },

    async createModule(_root: unknown, args: MutationCreateModuleArgs, context: GatewayContext): Promise<ModuleChange> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const { input } = args;
      const parent = requireId('input.parentId', input.parentId, locale);
      const prepared = prepareModuleFields(input.fields, 'create');
      if (!prepared.ok) throw badFields('input.fields', prepared.problems, locale);
      const body = {
        ...prepared.body,
        parent,
        ...(input.column !== undefined && input.column !== null ? { column: input.column } : {}),
        ...(input.position !== undefined && input.position !== null ? { position: input.position } : {}),
        ...(input.slug ? { slug: input.slug } : {}),
      };
      const node = await staffWrite(
        context,
        locale,
        'input',
        () => context.apis.pageEditor.createModule(locale, body),
        modulePathOf(input.fields.kind, 'fields.'),
      );
      return moduleChange(node, context);
    },

    async updateModule(_root: unknown, args: MutationUpdateModuleArgs, context: GatewayContext): Promise<ModuleChange> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const prepared = prepareModuleFields(args.fields, 'update');
      if (!prepared.ok) throw badFields('fields', prepared.problems, locale);
      const body = { ...prepared.body, ...revisionOf('revision', args.revision, locale) };
      const node = await staffWrite(
        context,
        locale,
        'fields',
        () => context.apis.pageEditor.updateModule(locale, args.id, body),
        modulePathOf(args.fields.kind, ''),
        undefined,
        'module',
      );
      return moduleChange(node, context);
    },

    async setSectionPreset(_root: unknown, args: MutationSetSectionPresetArgs, context: GatewayContext): Promise<Section> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const node = await staffWrite(
        context,
        locale,
        'preset',
        () =>
          context.apis.pageEditor.updateModule(locale, args.id, {
            layout: layoutOfPreset(args.preset),
            ...revisionOf('revision', args.revision, locale),
          }),
        (field) => (field === 'layout' ? '' : field),
        undefined,
        'section',
      );
      if (node.kind !== 'section') {
        // The id named a module, not a section: the upstream refused the unknown field `layout`
        // before this point in practice; should it not, the caller still hears it.
        throw badFields('id', [{ path: '', problem: { message: 'notASection' } }], locale);
      }
      return mapSection(node.section, context.publicUrl);
    },

    async updateSection(_root: unknown, args: MutationUpdateSectionArgs, context: GatewayContext): Promise<Section> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      // The upstream's section fields (moduleRules.ts): a blank value takes its default (none).
      const body: Record<string, string> = {};
      const { extraClass, image, imageAlt } = args.settings;
      if (extraClass !== undefined) body.extra_class = extraClass?.trim() ?? '';
      if (image !== undefined) body.image = image?.trim() ?? '';
      if (imageAlt !== undefined) body.image_alt = imageAlt?.trim() ?? '';
      const names: Record<string, string> = { extra_class: 'extraClass', image: 'image', image_alt: 'imageAlt' };
      const revision = revisionOf('revision', args.revision, locale);
      const node = await staffWrite(
        context,
        locale,
        'settings',
        () => context.apis.pageEditor.updateModule(locale, args.id, { ...body, ...revision }),
        (field) => names[field] ?? field,
        undefined,
        'section',
      );
      if (node.kind !== 'section') throw badFields('id', [{ path: '', problem: { message: 'notASection' } }], locale);
      return mapSection(node.section, context.publicUrl);
    },

    async moveModule(_root: unknown, args: MutationMoveModuleArgs, context: GatewayContext): Promise<ModuleChange> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const body: { parent?: number; column?: number; position?: number; revision?: number } = {
        ...revisionOf('revision', args.revision, locale),
      };
      if (args.parentId !== undefined && args.parentId !== null) body.parent = requireId('parentId', args.parentId, locale);
      if (args.column !== undefined && args.column !== null) body.column = args.column;
      if (args.position !== undefined && args.position !== null) body.position = args.position;
      const node = await staffWrite(
        context,
        locale,
        'move',
        () => context.apis.pageEditor.moveModule(locale, args.id, body),
        (field) => (field === 'parent' ? 'parentId' : field),
        undefined,
        'module',
      );
      return moduleChange(node, context);
    },

    async deleteModule(_root: unknown, args: MutationDeleteModuleArgs, context: GatewayContext): Promise<boolean> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const body = revisionOf('revision', args.revision, locale);
      return staffWrite(
        context,
        locale,
        'id',
        () => context.apis.pageEditor.deleteModule(locale, args.id, body),
        (field) => field,
        undefined,
        'module',
      );
    },

    async restoreSection(_root: unknown, args: MutationRestoreSectionArgs, context: GatewayContext): Promise<Section> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('id', args.id, locale);
      const snapshot = parseSnapshot(args.snapshot);
      if (!snapshot) throw badFields('snapshot', [{ path: '', problem: { message: 'snapshotInvalid' } }], locale);
      const body = { snapshot, ...revisionOf('contentRevision', args.contentRevision, locale, 'content_revision') };
      // The upstream checks every module of the snapshot; what it refuses there is the snapshot's fault.
      const result = await fromUpstream(locale, () => context.apis.pageEditor.restoreSection(locale, args.id, body));
      if (!result.ok) {
        if (result.conflict && Object.keys(result.fieldErrors).length === 0) throw conflictError(result.conflict, 'section', locale);
        throw badFields('snapshot', [{ path: '', problem: { message: 'snapshotInvalid' } }], locale);
      }
      await context.invalidate(CONTENT_KINDS);
      return mapSection(sectionOf(result.value, 'restoreSection').section, context.publicUrl);
    },

    async pasteBlock(_root: unknown, args: MutationPasteBlockArgs, context: GatewayContext): Promise<ModuleChange> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      const snapshot = parseSnapshot(args.snapshot);
      if (!snapshot || typeof snapshot.model !== 'string')
        throw badFields('snapshot', [{ path: '', problem: { message: 'pasteInvalid' } }], locale);
      const { pageId, parentId, column, position } = args.destination;
      const body: { snapshot: unknown; object_id?: number; parent?: number; column?: number; position?: number } = { snapshot };
      if (snapshot.model === 'section') {
        // A section goes onto a page, never into a module (a list): said before the upstream is asked.
        if (parentId !== undefined && parentId !== null)
          throw badFields('destination', [{ path: 'parentId', problem: { message: 'pasteSectionPlace' } }], locale);
        if (pageId === undefined || pageId === null)
          throw badFields('destination', [{ path: 'pageId', problem: { key: 'required' } }], locale);
        body.object_id = requireId('destination.pageId', pageId, locale);
      } else {
        if (parentId === undefined || parentId === null)
          throw badFields('destination', [{ path: 'parentId', problem: { key: 'required' } }], locale);
        body.parent = requireId('destination.parentId', parentId, locale);
        if (column !== undefined && column !== null) body.column = column;
      }
      if (position !== undefined && position !== null) {
        if (position < 0) throw badFields('destination', [{ path: 'position', problem: { message: 'invalidId' } }], locale);
        body.position = position;
      }
      const result = await fromUpstream(locale, () => context.apis.pageEditor.pasteBlock(locale, body));
      if (!result.ok) {
        if (result.conflict && Object.keys(result.fieldErrors).length === 0) throw conflictError(result.conflict, 'section', locale);
        const errors = pasteErrors(result.fieldErrors, locale);
        throw fieldErrorsInput(Object.keys(errors)[0]?.split('.')[0] ?? 'snapshot', errors, locale);
      }
      await context.invalidate(CONTENT_KINDS);
      return moduleChange(result.value, context);
    },

    async publishPage(_root: unknown, args: MutationPublishPageArgs, context: GatewayContext): Promise<Page> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      const page = await staffWrite(
        context,
        locale,
        'online',
        () => context.apis.pageEditor.publishPage(locale, args.pageId, args.online ?? true),
        (field) => field,
        PAGE_SETTINGS_KINDS,
      );
      return mapPage(page, context.publicUrl);
    },

    async restoreVersion(_root: unknown, args: MutationRestoreVersionArgs, context: GatewayContext): Promise<Page> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      requireId('versionId', args.versionId, locale);
      const page = await staffWrite(
        context,
        locale,
        'versionId',
        () => context.apis.pageEditor.restoreVersion(locale, args.pageId, args.versionId),
        (field) => field,
      );
      return mapPage(page, context.publicUrl);
    },

    async updatePageSettings(_root: unknown, args: MutationUpdatePageSettingsArgs, context: GatewayContext): Promise<Page> {
      const locale = fromGraphQLLocale(args.locale);
      requireSession(context, locale);
      requireId('pageId', args.pageId, locale);
      const { body, problems } = prepareSettings(args.settings);
      if (problems.length > 0) throw badFields('settings', problems, locale);
      if (args.revision !== undefined && args.revision !== null) body.revision = args.revision;
      if (args.redirectOldPath === false) body.redirect_old_path = false;
      const page = await staffWrite(
        context,
        locale,
        'settings',
        () => context.apis.pageEditor.updatePageSettings(locale, args.pageId, body),
        pathOfSetting,
        PAGE_SETTINGS_KINDS,
      );
      return mapPage(page, context.publicUrl);
    },
  },
};
