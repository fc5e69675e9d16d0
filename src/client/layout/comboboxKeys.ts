// The keyboard of the search combobox, as a pure function: WAI-ARIA APG "Editable Combobox With
// List Autocomplete" (listbox popup, DOM focus stays in the input, the suggestion with visual
// focus is named by aria-activedescendant). spec 000 §4: ArrowDown with the panel open moves to
// the first suggestion; choosing a suggestion sets the text and submits.

export interface ComboboxState {
  /** The suggestion panel is displayed. */
  open: boolean;
  /** The suggestion with visual focus (index), or null while the focus is in the text. */
  active: number | null;
}

type ComboboxEffect =
  /** Nothing beyond the new state. */
  | 'none'
  /** Choose the active suggestion: take its text and submit. */
  | 'choose'
  /** Escape with the panel already closed: the form decides (clear the text, or close the header's form). */
  | 'dismiss';

export interface ComboboxKeyResult {
  state: ComboboxState;
  effect: ComboboxEffect;
  /** The key is handled here: the input must not act on it too. */
  preventDefault: boolean;
}

export interface ComboboxKey {
  key: string;
  altKey: boolean;
}

const handled = (state: ComboboxState, effect: ComboboxEffect = 'none'): ComboboxKeyResult => ({ state, effect, preventDefault: true });
const unhandled = (state: ComboboxState): ComboboxKeyResult => ({ state, effect: 'none', preventDefault: false });

/**
 * What `key` does in the combobox with `count` suggestions and `hasText` (whether the input holds
 * something to search for: the panel only opens then, spec 000 §4).
 */
export function comboboxKey(state: ComboboxState, { key, altKey }: ComboboxKey, count: number, hasText: boolean): ComboboxKeyResult {
  const canOpen = hasText;
  switch (key) {
    case 'ArrowDown': {
      // Alt+Down opens the panel without moving into it.
      if (altKey || count === 0) return handled({ open: state.open || canOpen, active: null });
      if (!state.open) return canOpen ? handled({ open: true, active: 0 }) : handled(state);
      return handled({ open: true, active: state.active === null ? 0 : (state.active + 1) % count });
    }
    case 'ArrowUp': {
      if (altKey) return handled({ open: false, active: null });
      if (count === 0) return handled(state);
      if (!state.open) return canOpen ? handled({ open: true, active: count - 1 }) : handled(state);
      return handled({ open: true, active: state.active === null ? count - 1 : (state.active - 1 + count) % count });
    }
    // Home, End, Left and Right move the caret (the input does that) and the visual focus back
    // into the text.
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      return unhandled({ open: state.open, active: null });
    case 'Enter':
      if (state.open && state.active !== null && state.active < count) return handled(state, 'choose');
      // No suggestion chosen: the form submits the text as typed.
      return unhandled(state);
    case 'Escape':
      if (state.open) return handled({ open: false, active: null });
      return handled(state, 'dismiss');
    default:
      return unhandled(state);
  }
}
