// The page form's settings of one language (issue 12 part 6; spec 000 §3 "Page"): title, path
// (none for the home page: it has no path of its own), a redirect from the old path when the path
// changes (checked at first), the search engines' and social networks' texts, and online.
import type { Locale } from '../../../shared/locales';
import { useEditorT } from '../useEditorT';
import { languageFilled, normalisePath, type LanguageTextField, type LanguageValues, type PageFieldName } from './pageForm';
import { PageField } from './PageField';
import type { LoadedPage, PageForm } from './savePageForm';

export interface PageLanguageFieldsetProps {
  form: PageForm;
  language: Locale;
  loaded: LoadedPage;
  /** The language must be filled in (German for a new page; every language a page has). */
  required: boolean;
  redirect: boolean;
  onRedirect: (checked: boolean) => void;
}

export function PageLanguageFieldset({ form, language, loaded, required, redirect, onRedirect }: PageLanguageFieldsetProps) {
  const t = useEditorT();
  const { id, errors } = form;
  const values = form.values[language];
  const set = (change: Partial<LanguageValues>) =>
    form.setValues((current) => ({ ...current, [language]: { ...current[language], ...change } }));
  const exists = loaded.languages.includes(language);
  const storedPath = loaded.stored[language].path;
  const home = exists && storedPath === '';
  const pathChanged = exists && !home && normalisePath(values.path) !== storedPath;
  const filledIn = required || languageFilled(values);
  const name = (field: LanguageTextField): PageFieldName => `${language}.${field}`;
  const text = (field: LanguageTextField, multiline = false) => (
    <PageField
      id={`${id}-${name(field)}`}
      label={t(`editor.pages.fields.${field}`)}
      value={values[field]}
      onChange={(value) => set({ [field]: value })}
      error={errors[name(field)]}
      required={field === 'title' && filledIn}
      multiline={multiline}
    />
  );
  return (
    <fieldset className="editor-fieldset">
      <legend className="editor-fieldset__legend">
        {t(required ? 'editor.pages.language' : 'editor.pages.languageOptional', { language: t(`editor.pages.languages.${language}`) })}
      </legend>
      {required ? null : <p className="editor-field__help">{t(exists ? 'editor.pages.languageExists' : 'editor.pages.languageHelp')}</p>}
      {text('title')}
      {home ? (
        <p className="editor-field__help">{t('editor.pages.homePath')}</p>
      ) : (
        <PageField
          id={`${id}-${name('path')}`}
          label={t('editor.pages.fields.path')}
          prefix={`/${language}/`}
          value={values.path}
          onChange={(value) => set({ path: value })}
          error={errors[name('path')]}
          required={filledIn}
          help={t('editor.pages.pathHelp', { prefix: `/${language}/` })}
        />
      )}
      {pathChanged ? (
        <div className="editor-field editor-field--check">
          <input
            id={`${id}-${language}-redirect`}
            type="checkbox"
            checked={redirect}
            onChange={(event) => onRedirect(event.target.checked)}
          />
          <label htmlFor={`${id}-${language}-redirect`}>{t('editor.pages.redirectOldPath', { path: `/${language}/${storedPath}` })}</label>
        </div>
      ) : null}
      {text('metaTitle')}
      {text('metaDescription', true)}
      {text('ogTitle')}
      {text('ogDescription', true)}
      <div className="editor-field editor-field--check">
        <input
          id={`${id}-${language}-online`}
          type="checkbox"
          checked={values.isOnline}
          onChange={(event) => set({ isOnline: event.target.checked })}
        />
        <label htmlFor={`${id}-${language}-online`}>{t('editor.pages.fields.isOnline')}</label>
      </div>
    </fieldset>
  );
}
