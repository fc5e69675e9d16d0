import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  fromFooter,
  fromMenu,
  moveEntry,
  parentsFor,
  pathOfKey,
  removeEntry,
  toFooterInput,
  toMenuInput,
} from './navigationModel';

const menu = () =>
  fromMenu([
    { name: 'Konzerte', url: '/de/konzerte', hasTabNavigation: false },
    {
      name: 'Orchester',
      url: '/de/ueber-uns',
      hasTabNavigation: true,
      children: [
        { name: 'Geschichte', url: '/de/ueber-uns/geschichte', hasTabNavigation: false },
        { name: 'Team', url: '/de/ueber-uns/team', hasTabNavigation: false },
      ],
    },
    { name: 'Kontakt', url: '/de/kontakt', hasTabNavigation: false },
  ]);
const titles = (entries: ReturnType<typeof menu>) => entries.map((entry) => entry.title);

describe('the navigation dialog’s lists', () => {
  it('moves an entry among its siblings, and not beyond either end', () => {
    const entries = menu();
    expect(titles(moveEntry(entries, [2], -1))).toEqual(['Konzerte', 'Kontakt', 'Orchester']);
    expect(titles(moveEntry(entries, [0], -1))).toEqual(['Konzerte', 'Orchester', 'Kontakt']);
    const moved = moveEntry(entries, [1, 0], 1);
    expect(titles(moved[1]?.children ?? [])).toEqual(['Team', 'Geschichte']);
    // The original is left as it was.
    expect(titles(entries[1]?.children ?? [])).toEqual(['Geschichte', 'Team']);
  });

  it('removes and appends entries at any level, finds them by key', () => {
    const entries = menu();
    const [extra] = fromFooter([{ title: 'Jugend', url: '/de/jugend' }]);
    if (!extra) throw new Error('no entry');
    const added = appendEntry(entries, [1], extra);
    expect(titles(added[1]?.children ?? [])).toEqual(['Geschichte', 'Team', 'Jugend']);
    expect(pathOfKey(added, extra.key)).toEqual([1, 2]);
    expect(titles(removeEntry(added, [1]))).toEqual(['Konzerte', 'Kontakt']);
    expect(titles(appendEntry(entries, [], extra))).toEqual(['Konzerte', 'Orchester', 'Kontakt', 'Jugend']);
  });

  it('offers only entries above the last level as parents, and sends the lists as the gateway takes them', () => {
    const entries = menu();
    expect(parentsFor(entries).map(({ entry }) => entry.title)).toEqual(['Konzerte', 'Orchester', 'Geschichte', 'Team', 'Kontakt']);
    expect(toMenuInput(entries)[1]).toEqual({
      title: 'Orchester',
      url: '/de/ueber-uns',
      hasTabNavigation: true,
      children: [
        { title: 'Geschichte', url: '/de/ueber-uns/geschichte', hasTabNavigation: false, children: [] },
        { title: 'Team', url: '/de/ueber-uns/team', hasTabNavigation: false, children: [] },
      ],
    });
    expect(toFooterInput(fromFooter([{ title: 'AGB', url: '/de/agb' }]))).toEqual([{ title: 'AGB', url: '/de/agb' }]);
  });
});
