// The page-editor area of the upstream (spec 000 §3, §4, §7; src/cms/README.md "Page editor",
// "Legal pages"): site settings, navigation, redirects, pages with their sections, lone
// containers, legal texts and the staff's editing calls.
import type { Locale } from '../../shared/locales';
import {
  decodeEditedNode,
  decodePage,
  decodeSection,
  editorChangesPayload,
  legalPagePayload,
  navigationPayload,
  pageVersionsPayload,
  redirectPayload,
  redirectsPayload,
  type EditedNodePayload,
  type EditorChangePayload,
  type LegalPagePayload,
  type NavigationPayload,
  type PagePayload,
  type PageVersionPayload,
  type RedirectPayload,
  type SectionPayload,
} from './pageEditorPayloads';
import { designSettingsPayload, type DesignSettingsPayload } from './designSettingsPayload';
import { decode, settingsPayload, type SettingsPayload } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

/** The legal texts by their upstream path (spec 000 §7 "agb, imprint, privacy-policy"). */
export type LegalKind = 'agb' | 'imprint' | 'privacy-policy';

export interface PageQuery {
  locale: Locale;
  /** The site path after /{lang}/, without slashes around it; '' is the home page. */
  path: string;
  /** A stored version (staff only). */
  versionId?: string | undefined;
}

/** Why the upstream refused a change with 409 (README "Page editor"); nothing was written. */
export interface WriteConflict {
  /** stale_revision: someone else changed it since the revision the caller named. */
  code: 'stale_revision' | 'protected_page' | 'has_children' | 'duplicate' | 'other';
  /** With stale_revision: the revision stored now. */
  revision: number | null;
}

/**
 * An upstream write that it refused with field errors (400, or a 409 naming fields) or as a
 * conflict (409): handed back for the caller to word.
 */
export type WriteResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string[]>; conflict?: WriteConflict };

/** A module's body as the upstream takes it (README "POST …/module/"): snake_case fields at top level. */
export type ModuleBody = Record<string, unknown>;

function orNotFound<T>(error: unknown): T | null {
  if (error instanceof UpstreamError && error.failure === 'not_found') return null;
  throw error;
}

export class PageEditorApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** `live`: as the upstream has them now, never from the shared cache (a cart write's check). */
  async settings(options: { live?: boolean } = {}): Promise<SettingsPayload['data']> {
    const path = '/pageeditor-api/settings';
    return (await this.http.getDecoded(settingsPayload, path, {}, options)).data;
  }

  /** spec 000 §3 "Design settings": not localised, like the site settings. */
  async designSettings(): Promise<DesignSettingsPayload> {
    return this.http.getDecoded(designSettingsPayload, '/pageeditor-api/design-settings');
  }

  /** Staff: PATCH of any part of the design settings (README); the whole settings come back. */
  updateDesignSettings(body: Record<string, unknown>): Promise<WriteResult<DesignSettingsPayload>> {
    return this.write('PATCH', '/pageeditor-api/design-settings', body, (value, path) => decode(designSettingsPayload, value, path));
  }

  /** Staff: PATCH of the site settings' switches and HTML blocks (README). */
  updateSiteSettings(body: Record<string, unknown>): Promise<WriteResult<SettingsPayload['data']>> {
    return this.write('PATCH', '/pageeditor-api/settings', body, (value, path) => decode(settingsPayload, value, path).data);
  }

  async navigation(locale: Locale): Promise<NavigationPayload> {
    const path = `/${locale}/pageeditor-api/nav`;
    return this.http.getDecoded(navigationPayload, path);
  }

  async redirects(locale: Locale): Promise<RedirectPayload[]> {
    const path = `/${locale}/pageeditor-api/redirect`;
    return this.http.getDecoded(redirectsPayload, path);
  }

  /** The page, or null when the upstream does not show it to this caller (offline for visitors: 404). */
  async page({ locale, path, versionId }: PageQuery): Promise<PagePayload | null> {
    const url = `/${locale}/pageeditor-api/page/${path.split('/').map(encodeURIComponent).join('/')}${path === '' ? '' : '/'}`;
    try {
      return await this.http.getDecoded(decodePage, url, { version_id: versionId });
    } catch (error) {
      // spec 000 §4: a visitor asking for a version is sent to the plain page (301); the
      // gateway follows that by asking for the plain page.
      if (versionId !== undefined && error instanceof UpstreamError && error.status === 301) return this.page({ locale, path });
      return orNotFound(error);
    }
  }

  async section(locale: Locale, slug: string): Promise<SectionPayload | null> {
    const url = `/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`;
    try {
      return await this.http.getDecoded(decodeSection, url);
    } catch (error) {
      return orNotFound(error);
    }
  }

  async legalPage(locale: Locale, kind: LegalKind): Promise<LegalPagePayload | null> {
    const url = `/${locale}/api/${kind}/`;
    try {
      return await this.http.getDecoded(legalPagePayload, url);
    } catch (error) {
      return orNotFound(error);
    }
  }

  /** Staff: the page's versions, newest first; null for an unknown page. */
  async versions(locale: Locale, pageId: string): Promise<PageVersionPayload[] | null> {
    const url = `/${locale}/pageeditor-api/page/${pageId}/versions/`;
    try {
      return await this.http.getDecoded(pageVersionsPayload, url);
    } catch (error) {
      return orNotFound(error);
    }
  }

  createModule(locale: Locale, body: ModuleBody): Promise<WriteResult<EditedNodePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/module/`, body, decodeEditedNode);
  }

  /** PATCH: the fields sent are merged onto the stored ones (README). */
  updateModule(locale: Locale, id: string, body: ModuleBody): Promise<WriteResult<EditedNodePayload>> {
    return this.write('PATCH', `/${locale}/pageeditor-api/module/${id}/`, body, decodeEditedNode);
  }

  moveModule(
    locale: Locale,
    id: string,
    body: { parent?: number; column?: number; position?: number; revision?: number },
  ): Promise<WriteResult<EditedNodePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/module/${id}/move/`, body, decodeEditedNode);
  }

  /** `revision`: the module's as read; an older one is a 409 (README "Page editor": revisions). */
  deleteModule(locale: Locale, id: string, body: { revision?: number } = {}): Promise<WriteResult<true>> {
    return this.write('DELETE', `/${locale}/pageeditor-api/module/${id}/`, body, () => true as const);
  }

  /**
   * Staff: a section as stored now (GET module/{id}/), as the JSON text the editor keeps as its
   * backup; `section` false when the id names a module that is no section; null when unknown.
   */
  async sectionSnapshot(locale: Locale, id: string): Promise<{ section: boolean; json: string } | null> {
    try {
      return await this.http.getDecoded((value, path) => {
        if (decodeEditedNode(value, path).kind !== 'section') return { section: false, json: '' };
        return { section: true, json: JSON.stringify(value) };
      }, `/${locale}/pageeditor-api/module/${id}/`);
    } catch (error) {
      return orNotFound(error);
    }
  }

  /**
   * Staff: the page's sections as stored now, or in the version `versionId` (GET page/{path}
   * [?version_id=]), each as the JSON text GET module/{id}/ gives for a section: the revisions
   * panel compares two versions and puts one section back with restoreSection (issue 22 part 5).
   * The page is decoded as usual (a malformed answer is refused); the sections keep every field.
   * Null for an unknown page or version.
   */
  async pageSectionSnapshots(locale: Locale, path: string, versionId?: string): Promise<{ id: string; json: string }[] | null> {
    const url = `/${locale}/pageeditor-api/page/${path.split('/').map(encodeURIComponent).join('/')}${path === '' ? '' : '/'}`;
    try {
      return await this.http.getDecoded(
        (value, at) => {
          const page = decodePage(value, at);
          // decodePage has checked that `modules` is a list of sections; each is kept as it came.
          const raw =
            typeof value === 'object' && value !== null && 'modules' in value && Array.isArray(value.modules)
              ? (value.modules as unknown[])
              : [];
          return page.modules.map((section, index) => ({ id: String(section.id), json: JSON.stringify(raw[index]) }));
        },
        url,
        { version_id: versionId },
      );
    } catch (error) {
      return orNotFound(error);
    }
  }

  /** Staff: the section back as `body.snapshot` had it, based on `body.content_revision` (README "section restore"). */
  restoreSection(
    locale: Locale,
    id: string,
    body: { snapshot: unknown; content_revision?: number },
  ): Promise<WriteResult<EditedNodePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/module/${id}/restore/`, body, decodeEditedNode);
  }

  /** A copied section or module pasted with new ids (issue 22 part 6): the new block. */
  pasteBlock(
    locale: Locale,
    body: { snapshot: unknown; object_id?: number; parent?: number; column?: number; position?: number },
  ): Promise<WriteResult<EditedNodePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/paste/`, body, decodeEditedNode);
  }

  publishPage(locale: Locale, pageId: string, online: boolean): Promise<WriteResult<PagePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/page/${pageId}/publish/`, { is_online: online }, decodePage);
  }

  restoreVersion(locale: Locale, pageId: string, versionId: string): Promise<WriteResult<PagePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/page/${pageId}/versions/${versionId}/restore/`, undefined, decodePage);
  }

  updatePageSettings(locale: Locale, pageId: string, body: Record<string, unknown>): Promise<WriteResult<PagePayload>> {
    return this.write('PATCH', `/${locale}/pageeditor-api/page/${pageId}/`, body, decodePage);
  }

  /** Staff: a new page in `locale` (README "create a page"); the page as staff see it. */
  createPage(locale: Locale, body: Record<string, unknown>): Promise<WriteResult<PagePayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/page/`, body, decodePage);
  }

  /** Staff: removes the page's `locale` translation (the page when it was the last), with an optional redirect. */
  deletePage(locale: Locale, pageId: string, body: { redirect_to?: string; revision?: number }): Promise<WriteResult<true>> {
    return this.write('DELETE', `/${locale}/pageeditor-api/page/${pageId}/`, body, () => true as const);
  }

  /** Staff: replaces the menu and footer of `locale`, based on `revision`. */
  updateNavigation(
    locale: Locale,
    body: { menu: unknown[]; footer: unknown[]; revision: number },
  ): Promise<WriteResult<NavigationPayload>> {
    return this.write('PUT', `/${locale}/pageeditor-api/nav`, body, (value, path) => decode(navigationPayload, value, path));
  }

  createRedirect(locale: Locale, body: { old_path: string; new_path: string }): Promise<WriteResult<RedirectPayload>> {
    return this.write('POST', `/${locale}/pageeditor-api/redirect`, body, (value, path) => decode(redirectPayload, value, path));
  }

  updateRedirect(
    locale: Locale,
    id: string,
    body: { old_path?: string; new_path?: string; revision?: number },
  ): Promise<WriteResult<RedirectPayload>> {
    return this.write('PATCH', `/${locale}/pageeditor-api/redirect/${id}`, body, (value, path) => decode(redirectPayload, value, path));
  }

  deleteRedirect(locale: Locale, id: string, body: { revision?: number }): Promise<WriteResult<true>> {
    return this.write('DELETE', `/${locale}/pageeditor-api/redirect/${id}`, body, () => true as const);
  }

  /** Staff: the change log, newest first (never cached: staff calls carry a session). */
  async changes(locale: Locale, filter: { entity?: string; entityId?: string; limit?: number }): Promise<EditorChangePayload[]> {
    return this.http.getDecoded(editorChangesPayload, `/${locale}/pageeditor-api/changes/`, {
      entity: filter.entity,
      entity_id: filter.entityId,
      limit: filter.limit === undefined ? undefined : String(filter.limit),
    });
  }

  /** One write: 2xx decoded, 400 with its field errors, 409 as a conflict, 404 as not_found; 401/403 and 5xx reject in UpstreamHttp. */
  private async write<T>(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    decodeAnswer: (value: unknown, path: string) => T,
  ): Promise<WriteResult<T>> {
    const answer = await this.http.send(method, path, body);
    if (answer.status >= 200 && answer.status < 300) return { ok: true, value: decodeAnswer(answer.body, path) };
    if (answer.status === 404) throw new UpstreamError('not_found', path, 'Upstream answered 404', 404);
    if (answer.status === 400) return { ok: false, fieldErrors: fieldErrorsOf(answer.body) };
    if (answer.status === 409) return conflictOf(answer.body);
    throw new UpstreamError('status', path, `Upstream answered ${answer.status}`, answer.status);
  }
}

const CONFLICT_CODES: ReadonlySet<string> = new Set(['stale_revision', 'protected_page', 'has_children', 'duplicate']);

/** A 409 body: `{ detail, code, revision?, errors? }`; with `errors` it is the caller's input, by field. */
function conflictOf(body: unknown): { ok: false; fieldErrors: Record<string, string[]>; conflict: WriteConflict } {
  const value = typeof body === 'object' && body !== null ? (body as { code?: unknown; revision?: unknown; errors?: unknown }) : {};
  const code = typeof value.code === 'string' && CONFLICT_CODES.has(value.code) ? (value.code as WriteConflict['code']) : 'other';
  const revision = typeof value.revision === 'number' && Number.isInteger(value.revision) ? value.revision : null;
  const fieldErrors = typeof value.errors === 'object' && value.errors !== null ? fieldErrorsOf(body) : {};
  return { ok: false, fieldErrors, conflict: { code, revision } };
}

/** The `errors` of a 400 body (README conventions); a body without any counts as one general error. */
function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const result: Record<string, string[]> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages)) result[field] = messages.filter((message): message is string => typeof message === 'string');
    }
  }
  if (Object.keys(result).length === 0) result.non_field_errors = ['Invalid input.'];
  return result;
}
