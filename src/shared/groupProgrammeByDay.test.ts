import { describe, expect, it } from 'vitest';
import { groupProgrammeByDay } from './groupProgrammeByDay';

const event = (id: string, startsAt: string) => ({ id, startsAt });
const teaser = (id: string, position: string) => ({ id, position });
const ids = (groups: ReturnType<typeof groupProgrammeByDay<{ id: string; startsAt: string }, { id: string; position: string }>>) =>
  groups.map((group) => [group.day, group.entries.map((entry) => entry.item.id)]);

describe('groupProgrammeByDay', () => {
  it('groups events by their Berlin calendar day, not the UTC day', () => {
    const groups = groupProgrammeByDay([event('late', '2026-11-22T23:30:00+01:00'), event('next', '2026-11-23T00:15:00+01:00')], [], {
      fromDay: '2026-11-22',
      hasNextPage: false,
      filterActive: false,
    });
    expect(ids(groups)).toEqual([
      ['2026-11-22', ['late']],
      ['2026-11-23', ['next']],
    ]);
  });

  it('merges a teaser at the end of its position day, then reverses days with several entries', () => {
    const groups = groupProgrammeByDay(
      [event('a', '2026-11-22T11:00:00+01:00'), event('b', '2026-11-22T19:30:00+01:00'), event('c', '2026-11-25T19:30:00+01:00')],
      [teaser('t1', '2026-11-22'), teaser('t2', '2026-11-24')],
      { fromDay: '2026-11-22', hasNextPage: false, filterActive: false },
    );
    expect(ids(groups)).toEqual([
      ['2026-11-22', ['t1', 'b', 'a']],
      ['2026-11-24', ['t2']],
      ['2026-11-25', ['c']],
    ]);
  });

  it('hides teasers while a filter is active, so teaser-only days disappear', () => {
    const groups = groupProgrammeByDay([event('a', '2026-11-22T19:30:00+01:00')], [teaser('t', '2026-11-23')], {
      fromDay: '2026-11-22',
      hasNextPage: false,
      filterActive: true,
    });
    expect(ids(groups)).toEqual([['2026-11-22', ['a']]]);
  });

  it('holds back teasers on or after the last loaded day while more pages follow', () => {
    const groups = groupProgrammeByDay(
      [event('a', '2026-11-22T19:30:00+01:00'), event('b', '2026-11-24T19:30:00+01:00')],
      [teaser('before', '2026-11-23'), teaser('same', '2026-11-24'), teaser('later', '2026-12-01'), teaser('past', '2026-11-01')],
      { fromDay: '2026-11-22', hasNextPage: true, filterActive: false },
    );
    expect(ids(groups)).toEqual([
      ['2026-11-22', ['a']],
      ['2026-11-23', ['before']],
      ['2026-11-24', ['b']],
    ]);
  });
});
