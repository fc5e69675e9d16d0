// 'New page' and 'Page settings' (issue 12 part 6; spec 000 §3 "Page"): one modal form with a page's
// settings per language (German required, English optional: the page is created in German and its
// English language added by updatePageSettings in English) and for all languages (parent, landing
// page, Open Graph picture). The form's own checks run first (pageForm.ts), then the gateway's;
// each message stands next to its field and the first takes the focus; nothing typed is lost. A
// settings save names the revision it read: when someone else changed the page since, the
// gateway refuses it (CONFLICT) and the form offers to reload or to keep what was typed. A new
// path offers a redirect from the old one (checked). A new page opens in editing mode.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { EDIT_FLAG_PARAM } from '../../../shared/editFlag';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorCreatePageDocument } from '../../generated/documents/EditorCreatePageDocument';
import { EditorPageDocument } from '../../generated/documents/EditorPageDocument';
import { EditorPageListDocument } from '../../generated/documents/EditorPageListDocument';
import { EditorPageSettingsDocument } from '../../generated/documents/EditorPageSettingsDocument';
import { EditorUpdatePageSettingsDocument } from '../../generated/documents/EditorUpdatePageSettingsDocument';
import { SiteNavigationDocument } from '../../generated/documents/SiteNavigationDocument';
import type { CreatePageInput, EditorPageSettingsQuery, PageSettingsInput } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { useNavigate, usePage } from '../../navigation/LocationContext';
import { recordPageSettings } from '../history/history';
import { useEditorSession } from '../EditorSession';
import { useModal } from '../modules/useModal';
import { ConflictNotice } from './ConflictNotice';
import {
  changedLanguageInput,
  changedSharedInput,
  emptyPageForm,
  FIELD_ORDER,
  languageFilled,
  languageInput,
  normalisePath,
  PAGE_LOCALES,
  pageFieldErrors,
  parentOptions,
  validatePageForm,
  type LanguageTextField,
  type LanguageValues,
  type PageFieldName,
  type PageFormValues,
  type PageOption,
  type PageViolation,
} from './pageForm';
import { PageField } from './PageField';
import { saveWithConflict, type Conflict } from './saveWithConflict';

export type PageFormTarget = { mode: 'create' } | { mode: 'edit'; pageId: string; path: string };

type Errors = Partial<Record<PageFieldName, string>>;
type StoredPage = NonNullable<EditorPageSettingsQuery['page']>;

interface Loaded {
  stored: PageFormValues;
  /** The languages the page has. */
  languages: Locale[];
  revision: number | null;
  /** The stored Open Graph picture (a URL), shown as a note: the field takes a media path. */
  ogImageUrl: string | null;
}

const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

/** The path after /{lang}/ of a site path (/de/ueber-uns → ueber-uns; /de → ''). */
function pathAfterPrefix(sitePath: string, locale: Locale): string {
  return sitePath === `/${locale}` ? '' : sitePath.replace(new RegExp(`^/${locale}/`), '');
}

function languageOf(page: StoredPage, locale: Locale): LanguageValues {
  const url = page.urls.find((entry) => entry.locale === toGraphQLLocale(locale));
  return {
    title: page.title,
    path: url ? pathAfterPrefix(url.path, locale) : '',
    metaTitle: page.metaTitle ?? '',
    metaDescription: page.metaDescription ?? '',
    ogTitle: page.ogTitle ?? '',
    ogDescription: page.ogDescription ?? '',
    isOnline: page.isOnline,
  };
}

/** Only the settings that have something: a new page leaves the others at the upstream's defaults. */
function withoutBlanks<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '')) as Partial<T>;
}

export function PageFormDialog({ target, onClose }: { target: PageFormTarget; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const navigate = useNavigate();
  const locale = page.locale;
  const ref = useModal('input');
  const [loaded, setLoaded] = useState<Loaded | null>(target.mode === 'create' ? { stored: emptyPageForm(), languages: [], revision: null, ogImageUrl: null } : null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<PageFormValues>(emptyPageForm);
  const [redirect, setRedirect] = useState<Record<Locale, boolean>>({ de: true, en: true });
  const [pages, setPages] = useState<PageOption[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  /** A new page already made in German whose English part was refused: the next save adds only that. */
  const created = useRef<{ id: string; revision: number | null; urls: { locale: string; path: string }[] } | null>(null);

  const load = async (): Promise<Loaded | null> => {
    if (target.mode === 'create') return { stored: emptyPageForm(), languages: [], revision: null, ogImageUrl: null };
    const ask = (language: Locale, path: string) => client.query({ query: EditorPageSettingsDocument, variables: { locale: toGraphQLLocale(language), path }, fetchPolicy: 'no-cache' });
    const first = await session.read(() => ask(locale, target.path));
    const current = first?.data?.page;
    if (!current) return null;
    const stored = emptyPageForm();
    stored.parentId = current.parentId ?? '';
    stored.isLandingPage = current.isLandingPage;
    stored[locale] = languageOf(current, locale);
    const languages: Locale[] = [locale];
    const other = otherLocale(locale);
    const otherUrl = current.urls.find((entry) => entry.locale === toGraphQLLocale(other));
    if (otherUrl) {
      const second = await session.read(() => ask(other, pathAfterPrefix(otherUrl.path, other)));
      const otherPage = second?.data?.page;
      if (otherPage) {
        stored[other] = languageOf(otherPage, other);
        languages.push(other);
      }
    }
    return { stored, languages, revision: current.revision ?? null, ogImageUrl: current.ogImage?.large ?? null };
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      const [state, list] = await Promise.all([
        load(),
        session.read(() => client.query({ query: EditorPageListDocument, variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'no-cache' })),
      ]);
      if (!live) return;
      setPages(list?.data?.editorPages ?? []);
      if (!state) {
        setLoadFailed(true);
        return;
      }
      setLoaded(state);
      setValues(state.stored);
      if (target.mode === 'edit') requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('input')?.focus());
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- loaded once per opening
  }, []);

  const word = (violation: PageViolation) => (violation.key === 'tooLong' ? t('editor.validation.tooLong', violation.values) : violation.key === 'required' ? t('editor.validation.required') : t(`editor.pages.invalid.${violation.key}`));

  const focusFirst = (names: readonly PageFieldName[]) => {
    requestAnimationFrame(() => {
      const first = FIELD_ORDER.find((name) => names.includes(name));
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      else ref.current?.querySelector<HTMLElement>('[data-form-error]')?.focus();
    });
  };

  const showFieldErrors = (fieldErrors: Record<string, string[]>, language: Locale) => {
    const { byField, rest } = pageFieldErrors(fieldErrors, language);
    setErrors(byField);
    setFormError(rest.length > 0 ? rest.join(' ') : t('editor.formErrors'));
    focusFirst(Object.keys(byField) as PageFieldName[]);
  };

  const setLanguage = (language: Locale, change: Partial<LanguageValues>) => setValues((current) => ({ ...current, [language]: { ...current[language], ...change } }));

  const done = async (goTo: string | null) => {
    ref.current?.close();
    if (goTo) {
      navigate(`${goTo}?${EDIT_FLAG_PARAM}=1`);
      return;
    }
    await client.refetchQueries({ include: [EditorPageDocument, CmsPageDocument, SiteNavigationDocument] });
  };

  const create = async () => {
    let made = created.current;
    if (!made) {
      const shared = changedSharedInput(values, emptyPageForm());
      const input: CreatePageInput = { ...withoutBlanks(languageInput(values.de)), title: values.de.title.trim(), path: normalisePath(values.de.path), isLandingPage: values.isLandingPage, ...shared };
      const result = await saveWithConflict(session, () => client.mutate({ mutation: EditorCreatePageDocument, variables: { locale: 'DE', input } }), t('editor.pages.created'));
      if (!result.ok) {
        if (result.fieldErrors) showFieldErrors(result.fieldErrors, 'de');
        return;
      }
      const page = result.value.data?.createPage;
      if (!page) return;
      made = { id: page.id, revision: page.revision ?? null, urls: page.urls };
      created.current = made;
    }
    if (languageFilled(values.en)) {
      const settings: PageSettingsInput = withoutBlanks(languageInput(values.en));
      const { id: pageId, revision } = made;
      const result = await saveWithConflict(session, () => client.mutate({ mutation: EditorUpdatePageSettingsDocument, variables: { locale: 'EN', pageId, settings, revision } }));
      if (!result.ok) {
        if (result.fieldErrors) showFieldErrors(result.fieldErrors, 'en');
        else setFormError(t('editor.pages.englishFailed'));
        return;
      }
      const page = result.value.data?.updatePageSettings;
      if (page) made = { id: made.id, revision: page.revision ?? null, urls: page.urls };
    }
    const url = made.urls.find((entry) => entry.locale === toGraphQLLocale(locale)) ?? made.urls[0];
    await done(url?.path ?? null);
  };

  const update = async (state: Loaded, pageId: string) => {
    let revision = state.revision;
    let stored = state.stored;
    let currentPath: string | null = null;
    const shared = changedSharedInput(values, stored);
    for (const language of [locale, otherLocale(locale)]) {
      const exists = state.languages.includes(language);
      if (!exists && !languageFilled(values[language])) continue;
      const changes = exists ? changedLanguageInput(values[language], stored[language]) : withoutBlanks(languageInput(values[language]));
      const settings: PageSettingsInput = language === locale ? { ...changes, ...shared } : changes;
      if (Object.keys(settings).length === 0) continue;
      const redirectOldPath = exists && changes.path !== undefined ? redirect[language] : undefined;
      const result = await saveWithConflict(session, () =>
        client.mutate({ mutation: EditorUpdatePageSettingsDocument, variables: { locale: toGraphQLLocale(language), pageId, settings, revision, redirectOldPath } }),
      );
      if (!result.ok) {
        if (result.conflict) {
          setConflict(result.conflict);
          setFormError(null);
        } else if (result.fieldErrors) showFieldErrors(result.fieldErrors, language);
        return;
      }
      const saved = result.value.data?.updatePageSettings;
      revision = saved?.revision ?? revision;
      // The page history (issue 22 part 3) can undo it: the shown language's settings before and
      // after, without the path (a path change keeps its redirect) and the sharing picture.
      if (exists && language === locale) {
        const undoable = (input: PageSettingsInput): PageSettingsInput => Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'path' && key !== 'ogImage'));
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
      stored = { ...stored, ...(language === locale ? { parentId: values.parentId, isLandingPage: values.isLandingPage } : {}), [language]: values[language] };
      const languages = exists ? state.languages : [...state.languages, language];
      setLoaded({ ...state, stored, revision, languages });
      if (language === locale && changes.path !== undefined) currentPath = saved?.urls.find((entry) => entry.locale === toGraphQLLocale(locale))?.path ?? null;
    }
    await done(currentPath);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loaded || busy) return;
    const required: Locale[] = target.mode === 'create' ? ['de'] : loaded.languages;
    const homePaths = PAGE_LOCALES.filter((language) => loaded.languages.includes(language) && loaded.stored[language].path === '');
    const problems = validatePageForm(values, { required, homePaths });
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map(([name, violation]) => [name, word(violation)])));
      setFormError(t('editor.formErrors'));
      focusFirst(problems.map(([name]) => name));
      return;
    }
    setErrors({});
    setFormError(null);
    setConflict(null);
    setBusy(true);
    try {
      if (target.mode === 'create') await create();
      else await update(loaded, target.pageId);
    } finally {
      setBusy(false);
    }
  };

  const reload = async (keepTyped: boolean) => {
    const state = await load();
    // Not read: the choice stays offered (the session said why with its 'error' alert).
    if (!state || !loaded) return;
    setConflict(null);
    if (keepTyped) {
      // What was typed stays, and so does what it is compared with: only the changes made here are
      // sent, now on top of the other change (the newer revision).
      setLoaded({ ...loaded, revision: state.revision });
    } else {
      setLoaded(state);
      setValues(state.stored);
    }
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('input')?.focus());
  };

  const pageId = target.mode === 'edit' ? target.pageId : null;
  const parents = parentOptions(pages, pageId);
  const title = target.mode === 'create' ? t('editor.pages.newTitle') : t('editor.pages.settingsTitle', { title: loaded?.stored[locale].title ?? '' });
  const fieldLabel = (field: LanguageTextField) => t(`editor.pages.fields.${field}`);

  const languageFieldset = (language: Locale) => {
    const exists = loaded?.languages.includes(language) ?? false;
    const required = target.mode === 'create' ? language === 'de' : exists;
    const optional = !required;
    const storedPath = loaded?.stored[language].path ?? '';
    const home = exists && storedPath === '';
    const pathChanged = exists && !home && normalisePath(values[language].path) !== storedPath;
    const name = (field: LanguageTextField): PageFieldName => `${language}.${field}`;
    const text = (field: LanguageTextField, multiline = false, help?: string) => (
      <PageField
        id={`${id}-${name(field)}`}
        label={fieldLabel(field)}
        value={values[language][field]}
        onChange={(value) => setLanguage(language, { [field]: value })}
        error={errors[name(field)]}
        required={(field === 'title' || (field === 'path' && !home)) && (required || languageFilled(values[language]))}
        multiline={multiline}
        help={help}
      />
    );
    return (
      <fieldset className="editor-fieldset" key={language}>
        <legend className="editor-fieldset__legend">{t(optional ? 'editor.pages.languageOptional' : 'editor.pages.language', { language: t(`editor.pages.languages.${language}`) })}</legend>
        {optional ? <p className="editor-field__help">{t(exists ? 'editor.pages.languageExists' : 'editor.pages.languageHelp')}</p> : null}
        {text('title')}
        {home ? (
          <p className="editor-field__help">{t('editor.pages.homePath')}</p>
        ) : (
          <PageField
            id={`${id}-${name('path')}`}
            label={fieldLabel('path')}
            prefix={`/${language}/`}
            value={values[language].path}
            onChange={(value) => setLanguage(language, { path: value })}
            error={errors[name('path')]}
            required={required || languageFilled(values[language])}
            help={t('editor.pages.pathHelp', { prefix: `/${language}/` })}
          />
        )}
        {pathChanged ? (
          <div className="editor-field editor-field--check">
            <input id={`${id}-${language}-redirect`} type="checkbox" checked={redirect[language]} onChange={(event) => setRedirect((current) => ({ ...current, [language]: event.target.checked }))} />
            <label htmlFor={`${id}-${language}-redirect`}>{t('editor.pages.redirectOldPath', { path: `/${language}/${storedPath}` })}</label>
          </div>
        ) : null}
        {text('metaTitle')}
        {text('metaDescription', true)}
        {text('ogTitle')}
        {text('ogDescription', true)}
        <div className="editor-field editor-field--check">
          <input id={`${id}-${language}-online`} type="checkbox" checked={values[language].isOnline} onChange={(event) => setLanguage(language, { isOnline: event.target.checked })} />
          <label htmlFor={`${id}-${language}-online`}>{t('editor.pages.fields.isOnline')}</label>
        </div>
      </fieldset>
    );
  };

  // The page's own language first.
  const order: Locale[] = target.mode === 'create' ? ['de', 'en'] : [locale, otherLocale(locale)];
  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form" aria-labelledby={`${id}-title`} onClose={onClose} data-page-dialog={target.mode}>
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {title}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {loadFailed ? <p role="alert">{t('editor.pages.loadFailed')}</p> : null}
      {!loaded && !loadFailed ? <p role="status">{t('editor.pages.loading')}</p> : null}
      {loaded ? (
        <form className="editor-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={formError ? `${id}-form-error` : undefined}>
          {formError ? (
            <p id={`${id}-form-error`} className="editor-form__error" role="alert" tabIndex={-1} data-form-error>
              {formError}
            </p>
          ) : null}
          {conflict ? <ConflictNotice message={conflict.message} onReload={() => void reload(false)} onKeep={() => void reload(true)} /> : null}
          {order.map(languageFieldset)}
          <fieldset className="editor-fieldset">
            <legend className="editor-fieldset__legend">{t('editor.pages.shared')}</legend>
            <div className="editor-field">
              <label htmlFor={`${id}-parentId`} className="editor-field__label">
                {t('editor.pages.fields.parentId')}
              </label>
              <select
                id={`${id}-parentId`}
                value={values.parentId}
                aria-invalid={errors.parentId ? true : undefined}
                aria-describedby={errors.parentId ? `${id}-parentId-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, parentId: event.target.value }))}
              >
                <option value="">{t('editor.pages.topLevel')}</option>
                {parents.map(({ page: option, depth }) => (
                  <option key={option.id} value={option.id}>
                    {`${'– '.repeat(depth)}${option.title} (${option.path})`}
                  </option>
                ))}
              </select>
              {errors.parentId ? (
                <p id={`${id}-parentId-error`} className="editor-field__error">
                  {errors.parentId}
                </p>
              ) : null}
            </div>
            <div className="editor-field editor-field--check">
              <input id={`${id}-landing`} type="checkbox" checked={values.isLandingPage} onChange={(event) => setValues((current) => ({ ...current, isLandingPage: event.target.checked }))} />
              <label htmlFor={`${id}-landing`}>{t('editor.pages.fields.isLandingPage')}</label>
            </div>
            <PageField
              id={`${id}-ogImage`}
              label={t('editor.pages.fields.ogImage')}
              value={values.ogImage}
              onChange={(value) => setValues((current) => ({ ...current, ogImage: value }))}
              error={errors.ogImage}
              help={loaded.ogImageUrl ? t('editor.pages.ogImageStored', { url: loaded.ogImageUrl }) : t('editor.mediaHelp')}
            />
          </fieldset>
          <div className="editor-dialog__actions">
            <button type="submit" className="editor-form__button editor-form__button--primary" aria-disabled={busy || undefined}>
              {target.mode === 'create' ? t('editor.create') : t('editor.save')}
            </button>
            <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
              {t('editor.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
