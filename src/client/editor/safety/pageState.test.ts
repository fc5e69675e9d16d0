import { describe, expect, it } from 'vitest';
import type { CmsPageQuery } from '../../generated/operations';
import { pageStateOf } from './pageState';

describe('what the editor reads of the page', () => {
  it('gives each revision and the section each module sits in, list children too', () => {
    const data = {
      page: {
        moduleRevisions: [
          { id: '1', revision: 10, contentRevision: 14 },
          { id: '2', revision: 11, contentRevision: null },
        ],
        sections: [{ id: '1', columns: [{ moduleIds: ['2', '3'] }] }],
      },
      pageModules: [
        { __typename: 'HeadlineModule', id: '2' },
        { __typename: 'TeaserListModule', id: '3', childIds: ['4'] },
        { __typename: 'TeaserItemModule', id: '4' },
      ],
    } as unknown as CmsPageQuery;
    const state = pageStateOf(data);
    expect(state.revisions.get('1')).toEqual({ revision: 10, contentRevision: 14 });
    expect(state.revisions.get('2')).toEqual({ revision: 11, contentRevision: null });
    expect(['1', '2', '3', '4', '5'].map(state.sectionOf)).toEqual(['1', '1', '1', '1', null]);
  });

  it('has no revisions for a visitor', () => {
    expect(pageStateOf({ page: { moduleRevisions: null, sections: [] }, pageModules: [] } as unknown as CmsPageQuery).revisions.size).toBe(
      0,
    );
    expect(pageStateOf(null).sectionOf('1')).toBeNull();
  });
});
