// One dropdown per filter key (spec 001 §2 "Filters"), in the bar on wide screens and in the
// filter dialog below 64em; at most one open at a time, which the caller keeps.
import { EVENT_FILTER_KEYS, type EventFilterKey } from '../../../shared/constants';
import type { EventQuery } from '../../../shared/eventQuery';
import { useT } from '../../i18n';
import { FilterDropdown } from './FilterDropdown';
import type { FilterOptionData } from './operations';

export interface FilterDropdownsProps {
  options: (key: EventFilterKey) => FilterOptionData[];
  filter: EventQuery['filter'];
  openKey: EventFilterKey | 'date' | null;
  onToggle: (key: EventFilterKey, open: boolean) => void;
  onChoose: (key: EventFilterKey, id: string | undefined) => void;
}

export function FilterDropdowns({ options, filter, openKey, onToggle, onChoose }: FilterDropdownsProps) {
  const t = useT();
  return EVENT_FILTER_KEYS.map((key) => (
    <FilterDropdown
      key={key}
      label={t(`events.filter.${key}`)}
      options={options(key)}
      selected={filter[key]}
      open={openKey === key}
      onToggle={(open) => onToggle(key, open)}
      onChoose={(id) => onChoose(key, id)}
    />
  ));
}
