// The page form's saves (issue 12 part 6; spec 000 §3 "Page"), apart from its fields: a new page
// is made in German, then its English part added by updatePageSettings in English; a page's
// settings are saved per language (the shown one first, with the settings for all languages),
// only what changed, each naming the revision it read. Every call goes through the form
// (useEditorForm.save: the gateway's messages by field, a conflict, nothing typed lost).
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { EditorCreatePageDocument } from '../../generated/documents/EditorCreatePageDocument';
import { EditorUpdatePageSettingsDocument } from '../../generated/documents/EditorUpdatePageSettingsDocument';
import type { CreatePageInput, PageSettingsInput } from '../../generated/operations';
import type { EditorForm } from '../forms/useEditorForm';
import { recordPageSettings, type HistoryContext } from '../history/history';
import type { EditorTranslate } from '../useEditorT';
import {
  changedLanguageInput,
  changedSharedInput,
  emptyPageForm,
  languageFilled,
  languageInput,
  normalisePath,
  pageFieldErrors,
  type PageFieldName,
  type PageFormValues,
} from './pageForm';
import { saveWithConflict, type Conflict } from './saveWithConflict';

export type PageForm = EditorForm<PageFormValues, PageFieldName, Conflict>;

/** The page as the form read it. */
export interface LoadedPage {
  stored: PageFormValues;
  /** The languages the page has. */
  languages: Locale[];
  revision: number | null;
  /** The stored Open Graph picture (a URL), shown as a note: the field takes a media path. */
  ogImageUrl: string | null;
}

/** A new page already made in German. */
export interface CreatedPage {
  id: string;
  revision: number | null;
  urls: { locale: string; path: string }[];
}

export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/** Only the settings that have something: a new page leaves the others at the upstream's defaults. */
function withoutBlanks<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '')) as Partial<T>;
}

interface SaveContext extends HistoryContext {
  form: PageForm;
  t: EditorTranslate;
}

/**
 * Makes the page in German, then adds its English part when one was typed. `created` keeps a
 * page made whose English part was refused: the next save adds only that. Resolves to the new
 * page's path in the shown language (null: none), or undefined when a step was refused.
 */
export async function createPage(
  { client, session, page, form, t }: SaveContext,
  created: { current: CreatedPage | null },
): Promise<string | null | undefined> {
  const { values } = form;
  const settingsOf = (result: { id: string; revision?: number | null; urls: { locale: string; path: string }[] }): CreatedPage => ({
    id: result.id,
    revision: result.revision ?? null,
    urls: result.urls,
  });
  let made = created.current;
  if (!made) {
    const input: CreatePageInput = {
      ...withoutBlanks(languageInput(values.de)),
      title: values.de.title.trim(),
      path: normalisePath(values.de.path),
      isLandingPage: values.isLandingPage,
      ...changedSharedInput(values, emptyPageForm()),
    };
    const result = await form.save(
      () =>
        saveWithConflict(
          session,
          () => client.mutate({ mutation: EditorCreatePageDocument, variables: { locale: 'DE', input } }),
          t('editor.pages.created'),
        ),
      (fieldErrors) => pageFieldErrors(fieldErrors, 'de'),
    );
    const createdPage = result.ok ? result.value.data?.createPage : undefined;
    if (!createdPage) return undefined;
    made = settingsOf(createdPage);
    created.current = made;
  }
  if (languageFilled(values.en)) {
    const settings: PageSettingsInput = withoutBlanks(languageInput(values.en));
    const { id: pageId, revision } = made;
    const result = await saveWithConflict(session, () =>
      client.mutate({ mutation: EditorUpdatePageSettingsDocument, variables: { locale: 'EN', pageId, settings, revision } }),
    );
    if (!result.ok) {
      if (result.fieldErrors) form.showFieldErrors(pageFieldErrors(result.fieldErrors, 'en'));
      else form.say(t('editor.pages.englishFailed'), false);
      return undefined;
    }
    const saved = result.value.data?.updatePageSettings;
    if (saved) made = settingsOf({ ...saved, id: made.id });
  }
  return (made.urls.find((entry) => entry.locale === toGraphQLLocale(page.locale)) ?? made.urls[0])?.path ?? null;
}

/**
 * Saves what changed, language by language (the shown one first). Each saved language is the new
 * base (`onSaved`): a later refusal does not send it again. Resolves to the page's new path in
 * the shown language (null: unchanged), or undefined when a save was refused.
 */
export async function updatePage(
  context: SaveContext,
  state: LoadedPage,
  pageId: string,
  redirect: Record<Locale, boolean>,
  onSaved: (state: LoadedPage) => void,
): Promise<string | null | undefined> {
  const { client, session, page, form } = context;
  const { values } = form;
  const locale = page.locale;
  let { revision, stored, languages } = state;
  let currentPath: string | null = null;
  const shared = changedSharedInput(values, stored);
  for (const language of [locale, otherLocale(locale)]) {
    const exists = languages.includes(language);
    if (!exists && !languageFilled(values[language])) continue;
    const changes = exists ? changedLanguageInput(values[language], stored[language]) : withoutBlanks(languageInput(values[language]));
    const settings: PageSettingsInput = language === locale ? { ...changes, ...shared } : changes;
    if (Object.keys(settings).length === 0) continue;
    const redirectOldPath = exists && changes.path !== undefined ? redirect[language] : undefined;
    const result = await form.save(
      () =>
        saveWithConflict(session, () =>
          client.mutate({
            mutation: EditorUpdatePageSettingsDocument,
            variables: { locale: toGraphQLLocale(language), pageId, settings, revision, redirectOldPath },
          }),
        ),
      (fieldErrors) => pageFieldErrors(fieldErrors, language),
    );
    if (!result.ok) return undefined;
    const saved = result.value.data?.updatePageSettings;
    revision = saved?.revision ?? revision;
    // The page history (issue 22 part 3) can undo it: the shown language's settings before and
    // after, without the path (a path change keeps its redirect) and the sharing picture.
    if (exists && language === locale) {
      const undoable = (input: PageSettingsInput): PageSettingsInput =>
        Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'path' && key !== 'ogImage'));
      const sharedBefore = changedSharedInput(stored, values);
      recordPageSettings(
        { client, session, page },
        {
          pageId,
          after: undoable(settings),
          before: undoable({
            ...changedLanguageInput(stored[language], values[language]),
            ...('parentId' in shared ? { parentId: sharedBefore.parentId ?? null } : {}),
            ...('isLandingPage' in shared ? { isLandingPage: stored.isLandingPage } : {}),
          }),
          expected: saved?.revision ?? null,
        },
      );
    }
    // What is saved is the new base: a later failure does not send it again.
    stored = {
      ...stored,
      ...(language === locale ? { parentId: values.parentId, isLandingPage: values.isLandingPage } : {}),
      [language]: values[language],
    };
    languages = exists ? languages : [...languages, language];
    onSaved({ ...state, stored, revision, languages });
    if (language === locale && changes.path !== undefined)
      currentPath = saved?.urls.find((entry) => entry.locale === toGraphQLLocale(locale))?.path ?? null;
  }
  return currentPath;
}
