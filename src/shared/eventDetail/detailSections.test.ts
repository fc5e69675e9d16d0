import { describe, expect, it } from 'vitest';
import { DETAIL_SECTIONS, visibleSections, type DetailSectionName } from './detailSections';

const all = (value: boolean) => Object.fromEntries(DETAIL_SECTIONS.map((name) => [name, value])) as Record<DetailSectionName, boolean>;

describe('visibleSections', () => {
  it('keeps the design settings’ order', () => {
    expect(visibleSections(['PROMOTER', 'DESCRIPTION', 'VIDEO'], all(true))).toEqual(['PROMOTER', 'DESCRIPTION', 'VIDEO']);
    expect(visibleSections(DETAIL_SECTIONS, all(true))).toEqual([...DETAIL_SECTIONS]);
  });

  it('leaves out sections without content and sections the order does not name', () => {
    const content = { ...all(false), DESCRIPTION: true, SPONSORS: true, BLOG: true };
    expect(visibleSections(['BLOG', 'IMPORTANT_INFO', 'DESCRIPTION'], content)).toEqual(['BLOG', 'DESCRIPTION']);
  });

  it('shows a section named twice once, at its first place', () => {
    expect(visibleSections(['VIDEO', 'DESCRIPTION', 'VIDEO'], all(true))).toEqual(['VIDEO', 'DESCRIPTION']);
  });
});
