// Keyboard paths through a popup's results (issue 12 part 4): ArrowDown from the search field goes
// to the first result; in the list, ArrowUp/ArrowDown move between results, Home and End to the
// ends, ArrowUp on the first goes back to the search field. Results are buttons, so Enter and
// Space choose; Tab leaves the list as usual.
import type { KeyboardEvent } from 'react';

/** The result buttons of a list (marked data-result). */
function resultsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('[data-result]')] : [];
}

/** onKeyDown of the search field: ArrowDown enters the list. */
export function enterList(event: KeyboardEvent, list: HTMLElement | null): void {
  if (event.key !== 'ArrowDown') return;
  const first = resultsOf(list)[0];
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/** onKeyDown of each result: moves the focus among the list's results. */
export function moveInList(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, back: HTMLElement | null): void {
  const results = resultsOf(list);
  const index = results.findIndex((result) => result === event.currentTarget);
  if (index < 0) return;
  const target =
    event.key === 'ArrowDown'
      ? results[Math.min(index + 1, results.length - 1)]
      : event.key === 'ArrowUp'
        ? index === 0
          ? back
          : results[index - 1]
        : event.key === 'Home'
          ? results[0]
          : event.key === 'End'
            ? results.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}
