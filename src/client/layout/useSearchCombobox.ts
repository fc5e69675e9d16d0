// The search form's combobox state (spec 000 §4 "Search form", §5; WAI-ARIA APG "Editable
// Combobox With List Autocomplete"): the text, whether the suggestion panel is open (whenever the
// text is non-empty, until submit, close or blur), the suggestions, the one with visual focus, and
// what the keys (comboboxKeys.ts), a choice, a submission and clearing do.
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../shared/locales';
import { matchRoute } from '../../shared/routes';
import { searchPath } from '../../shared/searchPath';
import { isSearchCategory } from '../../shared/searchRoute';
import { useAppLocation, useNavigate } from '../navigation/LocationContext';
import { comboboxKey } from './comboboxKeys';
import { autocompleteText, useAutocomplete } from './useAutocomplete';

export interface SearchComboboxOptions {
  locale: Locale;
  initialText: string;
  /** Escape with the suggestions already closed. Without it, Escape then clears the text (APG). */
  onDismiss?: () => void;
  /** A search was submitted. */
  onSubmitted?: () => void;
}

export interface SearchCombobox {
  text: string;
  panelOpen: boolean;
  /** The panel shows a list (there are suggestions). */
  listShown: boolean;
  suggestions: readonly string[];
  /** The suggestions shown belong to the current text (not still loading). */
  settled: boolean;
  /** The suggestion with visual focus (aria-activedescendant), or null. */
  active: number | null;
  type: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Searches for the text as it is (the form's submission). */
  search: () => void;
  choose: (index: number) => void;
  clear: () => void;
}

export function useSearchCombobox({ locale, initialText, onDismiss, onSubmitted }: SearchComboboxOptions): SearchCombobox {
  const navigate = useNavigate();
  const { pathname } = useAppLocation();
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

  const type = (next: string) => {
    setText(next);
    setActiveIn(null);
  };

  return {
    text,
    panelOpen,
    listShown: panelOpen && suggestions.length > 0,
    suggestions,
    settled,
    active,
    type,
    onKeyDown,
    // spec 000 §4: the panel closes on blur (a press on a suggestion keeps the focus in the input).
    onBlur: () => setDismissedFor(text),
    search: () => go(text),
    choose,
    clear: () => type(''),
  };
}
