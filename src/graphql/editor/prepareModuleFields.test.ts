import { describe, expect, it } from 'vitest';
import { inputPathOf, prepareModuleFields } from './prepareModuleFields';

describe('prepareModuleFields', () => {
  it('builds the upstream body of a headline in snake_case', () => {
    expect(prepareModuleFields({ kind: 'HEADLINE', headline: { level: 3, content: 'Saison', anchor: 'saison' } }, 'create')).toEqual({
      ok: true,
      model: 'headline',
      body: { model: 'headline', headline_level: 3, content: 'Saison', anchor: 'saison' },
    });
  });

  it('names every problem of spec 000 §5 with its input path', () => {
    const result = prepareModuleFields({ kind: 'HEADLINE', headline: { level: 7, content: '  ' } }, 'create');
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'headline.level', problem: { key: 'headlineLevel' } },
        { path: 'headline.content', problem: { key: 'required' } },
      ],
    });
  });

  it('checks video hosts, embeds, blog teaser items and the teaser description', () => {
    const problem = (result: ReturnType<typeof prepareModuleFields>) =>
      result.ok ? [] : result.problems.map((entry) => [entry.path, entry.problem]);
    expect(problem(prepareModuleFields({ kind: 'VIDEO', video: { videoUrl: 'https://example.org/v' } }, 'create'))).toEqual([
      ['video.videoUrl', { key: 'videoUrl' }],
    ]);
    expect(prepareModuleFields({ kind: 'VIDEO', video: { videoUrl: 'https://youtu.be/abc' } }, 'create').ok).toBe(true);
    expect(problem(prepareModuleFields({ kind: 'AUDIO', audio: { embed: '<iframe src="https://example.org">' } }, 'create'))).toEqual([
      ['audio.embed', { key: 'audioEmbed' }],
    ]);
    expect(
      problem(prepareModuleFields({ kind: 'SOCIAL_MEDIA', socialMedia: { embed: 'https://www.instagram.com/p/x' } }, 'create')),
    ).toEqual([]);
    expect(problem(prepareModuleFields({ kind: 'BLOG_TEASER_LIST', blogTeaserList: { items: 9 } }, 'create'))).toEqual([
      ['blogTeaserList.items', { key: 'blogTeaserItems' }],
    ]);
    expect(
      problem(prepareModuleFields({ kind: 'FULL_TEASER', fullTeaser: { image: 'x/y', link: '/de', text: 'a'.repeat(3001) } }, 'create')),
    ).toEqual([['fullTeaser.text', { key: 'tooLong', values: { max: 3000 } }]]);
    expect(
      problem(prepareModuleFields({ kind: 'FULL_TEASER', fullTeaser: { image: 'x/y', link: '/de', onlineFrom: '2026-01-01' } }, 'create')),
    ).toEqual([['fullTeaser.onlineFrom', { message: 'teaserItemsOnly' }]]);
  });

  it('sanitises the HTML module’s code before it is stored (issue 12 "Security")', () => {
    const code =
      '<p>Gut <strong>so</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><meta http-equiv="refresh" content="0"><base href="https://evil.example/"><form action="javascript:alert(3)"><button>x</button></form><a href="javascript:alert(4)">a</a>';
    const result = prepareModuleFields({ kind: 'HTML', html: { htmlCode: code } }, 'create');
    expect(result).toEqual({
      ok: true,
      model: 'html',
      body: { model: 'html', html_code: '<p>Gut <strong>so</strong></p><img src="x" />x<a>a</a>' },
    });
  });

  it('asks on create for every required field, on update only for the ones given', () => {
    const created = prepareModuleFields({ kind: 'LINK', link: {} }, 'create');
    expect(created.ok ? [] : created.problems.map((entry) => entry.path)).toEqual(['link.label', 'link.target']);
    expect(prepareModuleFields({ kind: 'LINK', link: { extraClass: 'button' } }, 'update')).toEqual({
      ok: true,
      model: 'link',
      body: { model: 'link', extra_class: 'button' },
    });
    const blanked = prepareModuleFields({ kind: 'LINK', link: { label: '' } }, 'update');
    expect(blanked.ok ? [] : blanked.problems).toEqual([{ path: 'link.label', problem: { key: 'required' } }]);
  });

  it('refuses fields of another kind and a missing kind input', () => {
    const result = prepareModuleFields({ kind: 'HTML', headline: { content: 'x' } }, 'create');
    expect(result.ok ? [] : result.problems.map((entry) => entry.path)).toEqual(['headline', 'html']);
  });

  it('converts ids, enums and the two-column order', () => {
    expect(prepareModuleFields({ kind: 'VENUE_LIST', venueList: { venueIds: ['1', '3'] } }, 'update')).toMatchObject({
      body: { venues: [1, 3] },
    });
    expect(prepareModuleFields({ kind: 'IMAGE_LIST', imageList: { format: 'RATIO_4_3' } }, 'update')).toMatchObject({
      body: { format: '4-3' },
    });
    expect(prepareModuleFields({ kind: 'TWO_COLUMNS', twoColumns: { order: 'TEXT_IMAGE' } }, 'update')).toMatchObject({
      body: { extra_class: 'text-image' },
    });
    const bad = prepareModuleFields({ kind: 'VENUE', venue: { venueId: 'abc' } }, 'create');
    expect(bad.ok).toBe(false);
  });

  it('finds the input path of an upstream field name', () => {
    expect(inputPathOf('HEADLINE', 'headline_level')).toBe('headline.level');
    expect(inputPathOf('TWO_COLUMNS', 'extra_class')).toBe('twoColumns.order');
  });
});
