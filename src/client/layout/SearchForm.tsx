// The search form with its suggestions (spec 000 §4 "Search form", §5): a real GET form to the
// search route with an input named q (it works without JavaScript), enhanced into a WAI-ARIA 1.2
// combobox with a listbox popup (APG "Editable Combobox With List Autocomplete": DOM focus
// stays in the input, the suggestion with visual focus is its aria-activedescendant).
// Used twice: in the header (SiteSearch) and, always open, on the search screen.
import { useId, useMemo, useState, type SubmitEvent, type KeyboardEvent, type Ref } from 'react';
import type { Locale } from '../../shared/locales';
import { matchRoute, pathFor } from '../../shared/routes';
import { searchPath } from '../../shared/searchPath';
import { isSearchCategory } from '../../shared/searchRoute';
import { useT } from '../i18n';
import { useAppLocation, useNavigate } from '../navigation/LocationContext';
import { comboboxKey } from './comboboxKeys';
import { autocompleteText, useAutocomplete } from './useAutocomplete';

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

function SearchIcon() {
  return (
    <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

export function SearchForm({ locale, label, variant, initialText = '', inputRef, onDismiss, onSubmitted, onClose }: SearchFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useAppLocation();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [text, setText] = useState(initialText);
  // The panel was closed (blur, Escape, submit) for exactly this text; typing opens it again.
  const [dismissedFor, setDismissedFor] = useState<string | null>(initialText);
  const hasText = autocompleteText(text) !== '';
  // spec 000 §4: the panel is open whenever the text is non-empty, until submit, close or blur.
  const panelOpen = hasText && dismissedFor !== text;
  // Suggestions are asked for while the panel is open (not for the search screen's prefilled text).
  const { suggestions, settled } = useAutocomplete(locale, panelOpen ? text : '');
  // The visual focus belongs to one list of suggestions; a new list starts with none.
  const [activeIn, setActiveIn] = useState<{ list: readonly string[]; index: number } | null>(null);
  const active = panelOpen && activeIn?.list === suggestions ? activeIn.index : null;
  const listShown = panelOpen && suggestions.length > 0;

  // spec 000 §2: a search from a category page keeps the category (and goes to its page 1).
  const category = useMemo(() => {
    const route = matchRoute(pathname);
    const value = route?.name === 'search' ? route.params.category : undefined;
    return isSearchCategory(value) ? value : undefined;
  }, [pathname]);

  const go = (query: string) => {
    const trimmed = query.trim();
    // spec 000 §4, §5: submitting empty text does nothing.
    if (trimmed === '') return;
    setDismissedFor(query);
    setActiveIn(null);
    onSubmitted?.();
    navigate(searchPath(locale, trimmed, category));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(text);
  };

  // spec 000 §4: choosing a suggestion sets the text and submits.
  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (suggestion === undefined) return;
    setText(suggestion);
    go(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const result = comboboxKey({ open: panelOpen, active }, { key: event.key, altKey: event.altKey }, suggestions.length, hasText);
    if (result.preventDefault) event.preventDefault();
    setDismissedFor(result.state.open ? null : text);
    setActiveIn(result.state.active === null ? null : { list: suggestions, index: result.state.active });
    switch (result.effect) {
      case 'choose':
        if (result.state.active !== null) choose(result.state.active);
        break;
      case 'dismiss':
        if (onDismiss) onDismiss();
        else setText('');
        break;
      case 'none':
        break;
    }
  };

  const clear = () => {
    setText('');
    setActiveIn(null);
    // spec 000 §4: clearing refocuses the input.
    document.getElementById(inputId)?.focus();
  };

  let announcement = '';
  if (panelOpen && settled) announcement = suggestions.length > 0 ? t('search.suggestionCount', { count: suggestions.length }) : t('search.noSuggestions');

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
            aria-expanded={listShown}
            aria-controls={listboxId}
            aria-activedescendant={active === null ? undefined : optionId(active)}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveIn(null);
            }}
            onKeyDown={onKeyDown}
            // spec 000 §4: the panel closes on blur (a press on a suggestion keeps the focus here).
            onBlur={() => setDismissedFor(text)}
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
      {/* Slides in over AUTOCOMPLETE_PANEL_ANIMATION_S (spec 000 §9), in styles/components/search.css: the CSP allows no inline style. */}
      <div className="search-suggestions" hidden={!panelOpen}>
        <div className="search-suggestions__list" id={listboxId} role="listbox" aria-label={t('search.suggestions')} hidden={!listShown}>
          {suggestions.map((suggestion, index) => (
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (aria-activedescendant, APG); a press here is the pointer's way
            <div
              // Suggestions are distinct titles (src/cms/README.md "Search").
              key={suggestion}
              id={optionId(index)}
              role="option"
              // Never focused itself (the focus stays in the input), as the pattern has it.
              tabIndex={-1}
              aria-selected={index === active}
              className="search-suggestions__option"
              // Keeps the focus in the input, so the press is not a blur that closes the panel.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {suggestion}
            </div>
          ))}
        </div>
        {panelOpen && settled && suggestions.length === 0 ? <p className="search-suggestions__none">{t('search.noSuggestions')}</p> : null}
      </div>
      {/* Announces how many suggestions there are, politely, in the page's language. */}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </form>
  );
}
