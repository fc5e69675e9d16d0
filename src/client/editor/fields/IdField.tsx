// Fields that name other things by id (issue 12 part 4): the event list's tag (event tags), a
// venue module's venue and a venue list's venues (Query.venues), a highlight teaser's categories
// (article categories). One id: a select; a list: checkboxes, the chosen order kept (newly
// chosen ones last). Ids stored before that the list does not name (any more) stay, marked.
import { skipToken, useQuery } from '@apollo/client/react';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { idsOf, type FieldDescription } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPopupArticleCategoriesDocument } from '../../generated/documents/EditorPopupArticleCategoriesDocument';
import { EditorPopupEventTagsDocument } from '../../generated/documents/EditorPopupEventTagsDocument';
import { EditorPopupVenuesDocument } from '../../generated/documents/EditorPopupVenuesDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';

interface Option {
  id: string;
  name: string;
}

/** The options of a field, by the upstream's field name (moduleFields.ts). */
function useOptions(field: FieldDescription): { options: Option[]; loading: boolean; failed: boolean } {
  const locale = toGraphQLLocale(usePage().locale);
  const source = field.upstream === 'tag' ? 'tags' : field.upstream === 'categories' ? 'categories' : 'venues';
  const venues = useQuery(EditorPopupVenuesDocument, source === 'venues' ? { variables: { locale } } : skipToken);
  const tags = useQuery(EditorPopupEventTagsDocument, source === 'tags' ? { variables: { locale } } : skipToken);
  const categories = useQuery(EditorPopupArticleCategoriesDocument, source === 'categories' ? { variables: { locale } } : skipToken);
  const result = source === 'venues' ? venues : source === 'tags' ? tags : categories;
  const options: Option[] =
    source === 'venues'
      ? venues.dataState === 'complete'
        ? venues.data.venues
        : []
      : source === 'tags'
        ? tags.dataState === 'complete'
          ? tags.data.eventFilterOptions.tags
          : []
        : categories.dataState === 'complete'
          ? categories.data.articleCategories
          : [];
  return { options, loading: result.loading, failed: result.error !== undefined };
}

export function IdSelect({
  field,
  selectProps,
  value,
  onChange,
}: {
  field: FieldDescription;
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useEditorT();
  const { options } = useOptions(field);
  const known = value === '' || options.some((option) => option.id === value);
  return (
    <select {...selectProps} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('editor.popups.none')}</option>
      {known ? null : <option value={value}>{t('editor.popups.unknownId', { id: value })}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

export function IdChecklist({
  field,
  id,
  label,
  value,
  error,
  onChange,
}: {
  field: FieldDescription;
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useEditorT();
  const { options, loading, failed } = useOptions(field);
  const chosen = idsOf(value);
  const unknown = chosen.filter((chosenId) => !options.some((option) => option.id === chosenId));
  const all: Option[] = [
    ...options,
    ...(loading ? [] : unknown.map((unknownId) => ({ id: unknownId, name: t('editor.popups.unknownId', { id: unknownId }) }))),
  ];
  const toggle = (optionId: string, on: boolean) =>
    onChange((on ? [...chosen.filter((other) => other !== optionId), optionId] : chosen.filter((other) => other !== optionId)).join(','));
  const checkboxProps = (optionId: string): InputHTMLAttributes<HTMLInputElement> => ({
    id: `${id}-${optionId}`,
    type: 'checkbox',
    checked: chosen.includes(optionId),
    onChange: (event) => toggle(optionId, event.target.checked),
  });
  return (
    <fieldset id={id} tabIndex={-1} className="editor-field editor-idlist" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="editor-field__label">{label}</legend>
      {loading ? <p className="editor-field__help">{t('editor.popups.loading')}</p> : null}
      {failed ? <p className="editor-field__error">{t('editor.popups.loadFailed')}</p> : null}
      <ul className="editor-idlist__options">
        {all.map((option) => (
          <li key={option.id} className="editor-field--check">
            <input {...checkboxProps(option.id)} />
            <label htmlFor={`${id}-${option.id}`}>{option.name}</label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="editor-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
