// The search form's suggestion panel (spec 000 §4): the listbox of the combobox, whose options are
// never focused themselves (the focus stays in the input, the active one is its
// aria-activedescendant), or 'no suggestions' once the answer for the text has come.
import { useT } from '../i18n';
import type { SearchCombobox } from './useSearchCombobox';

export interface SearchSuggestionsProps {
  combobox: SearchCombobox;
  listboxId: string;
  optionId: (index: number) => string;
}

export function SearchSuggestions({ combobox, listboxId, optionId }: SearchSuggestionsProps) {
  const t = useT();
  const { panelOpen, listShown, suggestions, settled, active } = combobox;
  return (
    // Slides in over AUTOCOMPLETE_PANEL_ANIMATION_S (spec 000 §9), in styles/components/search.css: the CSP allows no inline style.
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
            onClick={() => combobox.choose(index)}
          >
            {suggestion}
          </div>
        ))}
      </div>
      {panelOpen && settled && suggestions.length === 0 ? <p className="search-suggestions__none">{t('search.noSuggestions')}</p> : null}
    </div>
  );
}
