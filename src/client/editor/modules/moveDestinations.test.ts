import { describe, expect, it } from 'vitest';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { indexModules, type ModuleData, type SectionData } from '../../screens/cmsPage/pageData';
import { currentPlaceIn, moveDestinations } from './moveDestinations';

const headline = (id: string) =>
  ({ __typename: 'HeadlineModule', id, level: 2, preline: null, content: id, subline: null, anchor: null }) as ModuleData;
const teaserItem = (id: string) => ({ __typename: 'TeaserItemModule', id }) as ModuleData;
const teaserList = (id: string, childIds: string[]) => ({ __typename: 'TeaserListModule', id, headline: null, childIds }) as ModuleData;
const imageList = (id: string, childIds: string[]) => ({ __typename: 'ImageListModule', id, format: 'ORIGINAL', childIds }) as ModuleData;
const section = (id: string, columns: string[][]) =>
  ({
    id,
    preset: columns.length === 2 ? 'HALF_HALF' : 'FULL',
    columns: columns.map((moduleIds) => ({ moduleIds })),
  }) as unknown as SectionData;

// Section s1 (50-50): h1, then the teaser list L1 (items t1, t2) in column 1; the image list I1 in column 2.
// Section s2 (100): the teaser list L2 (item t3).
const modules = [
  headline('h1'),
  teaserList('L1', ['t1', 't2']),
  teaserItem('t1'),
  teaserItem('t2'),
  imageList('I1', []),
  teaserList('L2', ['t3']),
  teaserItem('t3'),
];
const layout: PageLayout = { sections: [section('s1', [['h1', 'L1'], ['I1']]), section('s2', [['L2']])], index: indexModules(modules) };
const byId = (id: string) => modules.find((module) => module.id === id) as ModuleData;

describe('moveDestinations', () => {
  it('offers a module in a column every column, and no list that does not take its kind', () => {
    const sections = moveDestinations(layout, byId('h1'), { parentId: 's1', column: 0 });
    expect(sections.map((entry) => entry.destinations.map((destination) => destination.key))).toEqual([
      ['column:s1:0', 'column:s1:1'],
      ['column:s2:0'],
    ]);
    expect(sections[0]?.destinations[0]).toMatchObject({ current: true, columnNumber: 1 });
    expect(sections[0]?.destinations[0]?.neighbours.map((module) => module.id)).toEqual(['L1']);
  });

  it('offers an item every column and the lists that take it, each after its column, its own list marked', () => {
    const sections = moveDestinations(layout, byId('t1'), { parentId: 'L1' });
    expect(sections.map((entry) => entry.destinations.map((destination) => destination.key))).toEqual([
      ['column:s1:0', 'list:L1', 'column:s1:1'],
      ['column:s2:0', 'list:L2'],
    ]);
    const own = sections[0]?.destinations[1];
    expect(own).toMatchObject({ parentId: 'L1', current: true, columnNumber: 1 });
    expect(own?.column).toBeUndefined();
    expect(own?.neighbours.map((module) => module.id)).toEqual(['t2']);
    expect(sections[1]?.destinations[1]?.neighbours.map((module) => module.id)).toEqual(['t3']);
    expect(sections.flatMap((entry) => entry.destinations).filter((destination) => destination.current)).toHaveLength(1);
  });

  it('finds the current place: at the start, after the one before, at the end', () => {
    const first = moveDestinations(layout, byId('t1'), { parentId: 'L1' })[0]?.destinations[1];
    const second = moveDestinations(layout, byId('t2'), { parentId: 'L1' })[0]?.destinations[1];
    if (!first || !second) throw new Error('no destination');
    expect(currentPlaceIn(layout, byId('t1'), first)).toBe('start');
    expect(currentPlaceIn(layout, byId('t2'), second)).toBe('end');
    const column = moveDestinations(layout, byId('L1'), { parentId: 's1', column: 0 })[0]?.destinations[0];
    if (!column) throw new Error('no destination');
    expect(currentPlaceIn(layout, byId('L1'), column)).toBe('end');
    const alone = moveDestinations(layout, byId('t3'), { parentId: 'L2' })[1]?.destinations[1];
    if (!alone) throw new Error('no destination');
    expect(currentPlaceIn(layout, byId('t3'), alone)).toBe('end');
  });
});
