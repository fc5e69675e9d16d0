import { describe, expect, it } from 'vitest';
import { mapBreakingNews, mapOpeningHours } from './mapInfo';

const range = (from: string, to: string) => ({
  time_from: from,
  time_to: to,
  closed: false,
  alternative_text: '',
  alternative_link_url: '',
});

describe('mapInfo', () => {
  it('maps a breaking news item', () => {
    expect(mapBreakingNews({ id: 2, title: 'Achtung', text: 'Baustelle', link: { url: '/de/anfahrt' }, link_title: 'Anfahrt' })).toEqual({
      id: '2',
      title: 'Achtung',
      text: 'Baustelle',
      linkUrl: '/de/anfahrt',
      linkTitle: 'Anfahrt',
    });
    expect(mapBreakingNews({ id: 3, title: 'x', text: '', link: { url: '' }, link_title: '' })).toMatchObject({
      text: null,
      linkUrl: null,
      linkTitle: null,
    });
  });

  it('takes the regular hours when the day has no exception', () => {
    const hours = mapOpeningHours({
      date: '2026-12-31',
      opening_hours: [range('10:00:00', '13:00:00'), range('14:00:00', '18:00:00')],
      opening_hours_exceptions: [],
    });
    expect(hours.effectiveRanges).toEqual(hours.regular);
    expect(hours.regular[1]).toEqual({
      timeFrom: '14:00:00',
      timeTo: '18:00:00',
      closed: false,
      alternativeText: null,
      alternativeLinkUrl: null,
    });
  });

  it('lets exceptions replace the regular hours (spec 001 §4), a closed entry without times', () => {
    const closed = {
      time_from: '10:00:00',
      time_to: null,
      closed: true,
      alternative_text: 'Heiligabend geschlossen',
      alternative_link_url: '',
    };
    const hours = mapOpeningHours({
      date: '2026-12-24',
      opening_hours: [range('10:00:00', '18:00:00')],
      opening_hours_exceptions: [closed],
    });
    expect(hours.effectiveRanges).toEqual([
      { timeFrom: null, timeTo: null, closed: true, alternativeText: 'Heiligabend geschlossen', alternativeLinkUrl: null },
    ]);
    expect(hours.regular).toHaveLength(1);
  });
});
