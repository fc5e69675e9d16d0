// The navigation dialog's 'Add a page' form (issue 12 part 6): a page of the site (required), the
// entry's label (the page's title when left empty) and where it goes: the menu's top level, below
// one of its entries, or the footer. A polite announcement says where it went.
import type { SubmitEvent } from 'react';
import { useEditorForm } from '../forms/useEditorForm';
import { useEditorT } from '../useEditorT';
import { newKey, parentsFor, type NavEntry } from './navigationModel';
import type { PageOption } from './pageForm';

type NewEntry = { page: string; title: string; where: string };

export interface NavAddFormProps {
  pages: readonly PageOption[];
  menu: readonly NavEntry[];
  /** `where`: 'menu' (its top level), 'footer', or the key of the menu entry it goes below. */
  onAdd: (where: string, entry: NavEntry) => void;
  onAnnounce: (text: string) => void;
}

export function NavAddForm({ pages, menu, onAdd, onAnnounce }: NavAddFormProps) {
  const t = useEditorT();
  const form = useEditorForm<NewEntry, 'page'>({ initial: { page: '', title: '', where: 'menu' }, order: ['page'] });
  const { id, values, errors } = form;
  const parents = parentsFor(menu);

  const whereLabel = (where: string): string => {
    if (where === 'menu') return t('editor.pages.navMenu');
    if (where === 'footer') return t('editor.pages.navFooter');
    const parent = parents.find((candidate) => candidate.entry.key === where);
    return t('editor.pages.navBelow', { title: parent?.entry.title ?? '' });
  };

  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = pages.find((entry) => entry.id === values.page);
    if (!chosen) {
      form.refuse([['page', t('editor.validation.required')]]);
      return;
    }
    const title = values.title.trim();
    const entry: NavEntry = {
      key: newKey(),
      title: title === '' ? chosen.title : title,
      url: chosen.path,
      hasTabNavigation: false,
      children: [],
    };
    onAdd(values.where, entry);
    form.reset({ ...values, page: '', title: '' });
    onAnnounce(t('editor.pages.navAdded', { title: entry.title, where: whereLabel(values.where) }));
  };

  return (
    <form className="editor-form editor-nav__add" noValidate onSubmit={add} aria-labelledby={`${id}-add`}>
      <h3 id={`${id}-add`} className="editor-nav__heading">
        {t('editor.pages.navAdd')}
      </h3>
      <div className="editor-field">
        <label htmlFor={`${id}-page`} className="editor-field__label">
          {t('editor.pages.navPage')}
          <span className="editor-field__required"> {t('editor.required')}</span>
        </label>
        <select
          id={`${id}-page`}
          value={values.page}
          aria-required
          aria-invalid={errors.page ? true : undefined}
          aria-describedby={errors.page ? `${id}-page-error` : undefined}
          onChange={(event) => form.change({ page: event.target.value })}
        >
          <option value="">{t('editor.pages.choosePage')}</option>
          {pages.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.title} (${option.path})`}
            </option>
          ))}
        </select>
        {errors.page ? (
          <p id={`${id}-page-error`} className="editor-field__error">
            {errors.page}
          </p>
        ) : null}
      </div>
      <div className="editor-field">
        <label htmlFor={`${id}-title`} className="editor-field__label">
          {t('editor.pages.navLabel')}
        </label>
        <input
          id={`${id}-title`}
          type="text"
          value={values.title}
          aria-describedby={`${id}-title-help`}
          onChange={(event) => form.change({ title: event.target.value })}
        />
        <p id={`${id}-title-help`} className="editor-field__help">
          {t('editor.pages.navLabelHelp')}
        </p>
      </div>
      <div className="editor-field">
        <label htmlFor={`${id}-where`} className="editor-field__label">
          {t('editor.pages.navWhere')}
        </label>
        <select id={`${id}-where`} value={values.where} onChange={(event) => form.change({ where: event.target.value })}>
          <option value="menu">{t('editor.pages.navMenuTop')}</option>
          {parents.map(({ entry, path }) => (
            <option key={entry.key} value={entry.key}>
              {`${'– '.repeat(path.length)}${t('editor.pages.navBelow', { title: entry.title })}`}
            </option>
          ))}
          <option value="footer">{t('editor.pages.navFooter')}</option>
        </select>
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="editor-form__button">
          {t('editor.pages.navAddButton')}
        </button>
      </div>
    </form>
  );
}
