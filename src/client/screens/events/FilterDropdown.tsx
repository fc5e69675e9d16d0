// One filter of spec 001 §2: a button opens a list of options; choosing the current option
// again clears it. Escape or a click outside closes the list and focus returns to the button.
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n';
import type { FilterOptionData } from './operations';

export interface FilterDropdownProps {
  label: string;
  options: FilterOptionData[];
  selected: string | undefined;
  open: boolean;
  onToggle: (open: boolean) => void;
  onChoose: (id: string | undefined) => void;
}

export function FilterDropdown({ label, options, selected, open, onToggle, onChoose }: FilterDropdownProps) {
  const t = useT();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const selectedName = options.find((option) => option.id === selected)?.name;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) onToggle(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Only the list closes: a dialog around the filters (the small screens' filter dialog,
        // the event overlay) reads an Escape that was not handled as its own.
        event.preventDefault();
        onToggle(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onToggle]);

  const choose = (id: string) => {
    onChoose(id === selected ? undefined : id);
    onToggle(false);
    button.current?.focus();
  };

  return (
    <div className={`filter-dropdown${open ? ' filter-dropdown--open' : ''}`} ref={root}>
      <button
        ref={button}
        type="button"
        className={`filter-dropdown__button${selected ? ' filter-dropdown__button--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(!open)}
      >
        {selectedName ? t('events.filterSelected', { filter: label, value: selectedName }) : label}
        <span className="filter-dropdown__arrow" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <ul className="filter-dropdown__list" id={listId} hidden={!open} aria-label={label}>
        {/* Options are rendered only while the list is open: closed lists cost nothing. */}
        {(open ? options : []).map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="filter-dropdown__option"
              aria-pressed={option.id === selected}
              data-option-id={option.id}
              onClick={() => choose(option.id)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
