// The page form's settings for all languages (issue 12 part 6; spec 000 §3 "Page"): the parent
// page (not the page itself or one below it), landing page, and the Open Graph picture (a media
// path; the stored picture is shown as a note, its URL).
import { useEditorT } from '../useEditorT';
import { parentOptions, type PageOption } from './pageForm';
import { PageField } from './PageField';
import type { PageForm } from './savePageForm';

export function PageSharedFieldset({
  form,
  pages,
  pageId,
  ogImageUrl,
}: {
  form: PageForm;
  pages: readonly PageOption[];
  pageId: string | null;
  ogImageUrl: string | null;
}) {
  const t = useEditorT();
  const { id, values, errors } = form;
  return (
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
          onChange={(event) => form.change({ parentId: event.target.value })}
        >
          <option value="">{t('editor.pages.topLevel')}</option>
          {parentOptions(pages, pageId).map(({ page: option, depth }) => (
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
        <input
          id={`${id}-landing`}
          type="checkbox"
          checked={values.isLandingPage}
          onChange={(event) => form.change({ isLandingPage: event.target.checked })}
        />
        <label htmlFor={`${id}-landing`}>{t('editor.pages.fields.isLandingPage')}</label>
      </div>
      <PageField
        id={`${id}-ogImage`}
        label={t('editor.pages.fields.ogImage')}
        value={values.ogImage}
        onChange={(ogImage) => form.change({ ogImage })}
        error={errors.ogImage}
        help={ogImageUrl ? t('editor.pages.ogImageStored', { url: ogImageUrl }) : t('editor.mediaHelp')}
      />
    </fieldset>
  );
}
