// The search form with its suggestions (spec 000 §4 "Search form", §5): a real GET form to the
// search route with an input named q (it works without JavaScript), enhanced into a WAI-ARIA 1.2
// combobox with a listbox popup (APG "Editable Combobox With List Autocomplete": DOM focus
// stays in the input, the suggestion with visual focus is its aria-activedescendant).
// Used twice: in the header (SiteSearch) and, always open, on the search screen. The state and the
// keys are useSearchCombobox's, the panel is SearchSuggestions.
import { useId, type SubmitEvent, type Ref } from 'react';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { useT } from '../i18n';
import { SearchIcon } from './SearchIcon';
import { SearchSuggestions } from './SearchSuggestions';
import { useSearchCombobox } from './useSearchCombobox';

export interface SearchFormProps {
  locale: Locale;
  /** The accessible name of the search landmark (two forms on one page need different ones). */
  label: string;
  variant: 'header' | 'page';
  initialText?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Escape with the suggestions already closed. Without it, Escape then clears the text (APG). */
  onDismiss?: () => void;
  /** A search was submitted (the header closes its form, spec 000 §4). */
  onSubmitted?: () => void;
  /** Shows a close button that calls this. */
  onClose?: () => void;
}

export function SearchForm({ locale, label, variant, initialText = '', inputRef, onDismiss, onSubmitted, onClose }: SearchFormProps) {
  const t = useT();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const combobox = useSearchCombobox({ locale, initialText, onDismiss, onSubmitted });
  const { text, panelOpen, settled, suggestions, active } = combobox;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.search();
  };
  const clear = () => {
    combobox.clear();
    // spec 000 §4: clearing refocuses the input.
    document.getElementById(inputId)?.focus();
  };

  let announcement = '';
  if (panelOpen && settled)
    announcement = suggestions.length > 0 ? t('search.suggestionCount', { count: suggestions.length }) : t('search.noSuggestions');

  return (
    <form
      role="search"
      aria-label={label}
      className={`search-form search-form--${variant}`}
      action={pathFor('search', locale)}
      method="get"
      onSubmit={submit}
    >
      <div className="search-form__row">
        <div className="search-form__field">
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="search-form__input"
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={combobox.listShown}
            aria-controls={listboxId}
            aria-activedescendant={active === null ? undefined : optionId(active)}
            value={text}
            onChange={(event) => combobox.type(event.target.value)}
            onKeyDown={combobox.onKeyDown}
            // spec 000 §4: the panel closes on blur (a press on a suggestion keeps the focus here).
            onBlur={combobox.onBlur}
          />
          {/* spec 000 §4: the clear button shows only while there is text. */}
          {text !== '' ? (
            <button type="button" className="search-form__icon-button search-form__clear" aria-label={t('search.clear')} onClick={clear}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <button type="submit" className="search-form__submit">
          <SearchIcon />
          <span className="search-form__submit-text">{t('search.submit')}</span>
        </button>
        {onClose ? (
          <button type="button" className="search-form__icon-button search-form__close" aria-label={t('search.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <SearchSuggestions combobox={combobox} listboxId={listboxId} optionId={optionId} />
      {/* Announces how many suggestions there are, politely, in the page's language. */}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </form>
  );
}
