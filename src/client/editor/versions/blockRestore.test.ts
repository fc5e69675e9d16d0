import { describe, expect, it } from 'vitest';
import { withModuleRestored } from './blockRestore';

const headline = (id: number, content: string) => ({
  id,
  model: 'headline',
  slug: null,
  parent: 1,
  column: 0,
  position: 0,
  revision: 3,
  headline_level: 2,
  content,
  preline: '',
});
const section = (columns: unknown[][]) => ({
  id: 1,
  model: 'section',
  layout: '50-50',
  columns: columns.map((children) => ({ classes: 'col-12 col-md-6', children })),
});

describe('withModuleRestored', () => {
  it('puts the older fields back into a module still there, keeping its place, id and the other modules', () => {
    const now = section([[headline(5, 'Neu'), headline(6, 'Bleibt')], []]);
    const older = { ...headline(5, 'Alt'), preline: 'Vorzeile', subline: 'weg' };
    const restored = withModuleRestored(now, older, { parentId: '1', column: 0, position: 0 });
    expect(restored).toEqual(section([[{ ...headline(5, 'Alt'), preline: 'Vorzeile', subline: 'weg' }, headline(6, 'Bleibt')], []]));
    // The section given is not changed.
    expect(now.columns[0]?.children[0]).toEqual(headline(5, 'Neu'));
  });

  it('drops fields the older version did not have', () => {
    const now = section([[{ ...headline(5, 'Neu'), subline: 'neu dazu' }], []]);
    const restored = withModuleRestored(now, headline(5, 'Alt'), null);
    expect(restored?.columns).toEqual([
      { classes: 'col-12 col-md-6', children: [headline(5, 'Alt')] },
      { classes: 'col-12 col-md-6', children: [] },
    ]);
  });

  it('inserts a removed module where it was, without ids, children included', () => {
    const now = section([[headline(6, 'Bleibt')], [headline(7, 'Rechts')]]);
    const list = { id: 8, model: 'image_list', format: 'original', children: [{ id: 9, model: 'image', image: 'seed/a' }] };
    const restored = withModuleRestored(now, list, { parentId: '1', column: 1, position: 1 });
    const { id: _id, ...withoutId } = list;
    expect(restored?.columns).toEqual([
      { classes: 'col-12 col-md-6', children: [headline(6, 'Bleibt')] },
      { classes: 'col-12 col-md-6', children: [headline(7, 'Rechts'), { ...withoutId, children: [{ model: 'image', image: 'seed/a' }] }] },
    ]);
  });

  it('puts a removed module into the last column when the section has fewer now, and into its list parent', () => {
    const now = {
      id: 1,
      model: 'section',
      layout: '100',
      columns: [{ classes: 'col-12', children: [{ id: 8, model: 'image_list', children: [] }] }],
    };
    const inColumn = withModuleRestored(now, headline(5, 'Alt'), { parentId: '1', column: 2, position: 0 });
    expect(inColumn?.columns).toEqual([
      {
        classes: 'col-12',
        children: [
          { model: 'headline', slug: null, parent: 1, column: 0, position: 0, headline_level: 2, content: 'Alt', preline: '' },
          { id: 8, model: 'image_list', children: [] },
        ],
      },
    ]);
    const inList = withModuleRestored(now, { id: 9, model: 'image', image: 'seed/b' }, { parentId: '8', column: null, position: 4 });
    expect(inList?.columns).toEqual([
      { classes: 'col-12', children: [{ id: 8, model: 'image_list', children: [{ model: 'image', image: 'seed/b' }] }] },
    ]);
  });

  it('answers null for a removed module whose parent is gone', () => {
    expect(withModuleRestored(section([[], []]), { id: 9, model: 'image' }, { parentId: '8', column: null, position: 0 })).toBeNull();
  });
});
