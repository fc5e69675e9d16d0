import { describe, expect, it } from 'vitest';
import { buildModuleTree, type ModuleRow } from './moduleTree';

function row(partial: Partial<ModuleRow> & Pick<ModuleRow, 'id' | 'model'>): ModuleRow {
  return {
    lang: 'de',
    slug: null,
    content_type: 'cms.page',
    object_id: 1,
    container_id: null,
    parent_id: null,
    column_index: null,
    position: 0,
    fields: {},
    ...partial,
  };
}

describe('buildModuleTree', () => {
  it('nests modules into the columns of their section, in position order', () => {
    const tree = buildModuleTree(
      [
        row({ id: 2, model: 'section', position: 1, fields: { layout: '50-50' } }),
        row({ id: 1, model: 'section', position: 0, slug: 'intro', fields: { layout: '100' } }),
        row({ id: 5, model: 'text', parent_id: 2, column_index: 1, position: 0, fields: { content: [] } }),
        row({ id: 4, model: 'headline', parent_id: 2, column_index: 0, position: 1, fields: { content: 'B' } }),
        row({ id: 3, model: 'headline', parent_id: 2, column_index: 0, position: 0, fields: { content: 'A' } }),
      ],
      'http://cms',
    );
    expect(tree.map((section) => section.id)).toEqual([1, 2]);
    expect(tree[0]).toMatchObject({ slug: 'intro', model: 'section', parent: null, columns: [{ classes: 'col-12', children: [] }] });
    const columns = tree[1]?.columns as { classes: string; children: { id: number; content: unknown }[] }[];
    expect(columns.map((column) => column.classes)).toEqual(['col-12 col-md-6', 'col-12 col-md-6']);
    expect(columns[0]?.children.map((child) => child.content)).toEqual(['A', 'B']);
    expect(columns[1]?.children.map((child) => child.id)).toEqual([5]);
  });

  it('gives list modules their children and pictures their renditions', () => {
    const tree = buildModuleTree(
      [
        row({ id: 1, model: 'section' }),
        row({ id: 2, model: 'image_list', parent_id: 1, column_index: 0, fields: { format: '16-9' } }),
        row({ id: 3, model: 'image', parent_id: 2, fields: { image: 'seed/pages/a', image_alt: 'Saal' } }),
      ],
      'http://cms',
    );
    const list = (tree[0]?.columns as { children: Record<string, unknown>[] }[] | undefined)?.[0]?.children[0];
    expect(list?.children).toEqual([
      expect.objectContaining({
        id: 3,
        image_obj: { url: 'http://cms/media/seed/pages/a-1280.png', alt: 'Saal', width: 1280, height: 720 },
        image_thumbnails: {
          small: 'http://cms/media/seed/pages/a-640.png',
          large: 'http://cms/media/seed/pages/a-1280.png',
          sources: expect.objectContaining({
            webp: expect.objectContaining({ '320': 'http://cms/media/seed/pages/a-1280.png?w=320&fm=webp' }),
          }),
        },
      }),
    ]);
  });
});
