// The chips of the current selection (spec 001 §2 "Filters"): one removable chip per filter, a
// date chip when the date is not today, and a 'Reset filter' chip when several filters are
// active or one filter and a date. They stay on the page in the small layout too, outside the
// filter dialog.
import type { EventFilterKey } from '../../../shared/constants';
import { useT } from '../../i18n';

export interface FilterChip {
  key: EventFilterKey;
  label: string;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  /** The chosen date as shown (not today), or null. */
  date: string | null;
  showReset: boolean;
  onRemove: (key: EventFilterKey) => void;
  onRemoveDate: () => void;
  onReset: () => void;
}

export function FilterChips({ chips, date, showReset, onRemove, onRemoveDate, onReset }: FilterChipsProps) {
  const t = useT();
  if (chips.length === 0 && date === null) return null;
  const dateLabel = date === null ? null : t('events.dateChip', { date });
  return (
    <ul className="filter-chips" aria-label={t('events.activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="chip"
            onClick={() => onRemove(chip.key)}
            aria-label={t('events.removeFilter', { name: chip.label })}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {dateLabel ? (
        <li>
          <button
            type="button"
            className="chip chip--date"
            onClick={onRemoveDate}
            aria-label={t('events.removeFilter', { name: dateLabel })}
          >
            {dateLabel} <span aria-hidden="true">×</span>
          </button>
        </li>
      ) : null}
      {showReset ? (
        <li>
          <button type="button" className="chip chip--reset" onClick={onReset}>
            {t('events.filterTools.resetChip')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
