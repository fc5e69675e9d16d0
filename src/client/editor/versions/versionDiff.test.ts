import { describe, expect, it } from 'vitest';
import { countStatuses, diffPage, fieldChanges, mergeOrder, parseSnapshots, valueText, type SnapshotNode } from './versionDiff';

const headline = (id: number, content: string, extra: SnapshotNode = {}) => ({
  id,
  model: 'headline',
  slug: null,
  position: 0,
  revision: 1,
  headline_level: 2,
  content,
  ...extra,
});
const text = (id: number, words: string) => ({
  id,
  model: 'text',
  content: [{ type: 'paragraph', children: [{ text: words, bold: true }] }],
});
const section = (id: number, columns: unknown[][], extra: SnapshotNode = {}) => ({
  id,
  model: 'section',
  layout: columns.length === 1 ? '100' : '50-50',
  extra_class: '',
  revision: 4,
  columns: columns.map((children) => ({ classes: 'col-12', children })),
  ...extra,
});

describe('valueText', () => {
  it('reads rich text as its plain text, lists line by line and empties as null', () => {
    expect(
      valueText([
        { type: 'paragraph', children: [{ text: 'Eins ' }, { type: 'link', url: '/x', children: [{ text: 'zwei' }] }] },
        { type: 'paragraph', children: [{ text: 'drei' }] },
      ]),
    ).toBe('Eins zwei\ndrei');
    expect(valueText([{ question: 'Wann?', answer: [{ type: 'paragraph', children: [{ text: 'Abends' }] }] }])).toBe('Wann?\nAbends');
    expect(valueText(['3', '4'])).toBe('3\n4');
    expect(valueText('')).toBeNull();
    expect(valueText([])).toBeNull();
    expect(valueText(true)).toBe(true);
    expect(valueText(3)).toBe('3');
  });
});

describe('fieldChanges', () => {
  it('lists the fields whose values differ, leaving out ids, places, revisions and derived keys', () => {
    expect(
      fieldChanges(
        headline(5, 'Alt', { image_obj: { url: 'a' }, position: 1 }),
        headline(5, 'Neu', { image_obj: { url: 'b' }, position: 3, revision: 7, subline: 'dazu' }),
      ),
    ).toEqual([
      { field: 'content', before: 'Alt', after: 'Neu' },
      { field: 'subline', before: null, after: 'dazu' },
    ]);
  });

  it('does not count rich text marks as a change of its text', () => {
    expect(
      fieldChanges(text(3, 'Gleich'), { ...text(3, 'Gleich'), content: [{ type: 'paragraph', children: [{ text: 'Gleich' }] }] }),
    ).toEqual([]);
  });
});

describe('mergeOrder', () => {
  it('keeps the newer order and puts items only the older list has after their older neighbour', () => {
    const merged = mergeOrder(['a', 'b', 'c', 'd'], ['x', 'a', 'c'], (item) => item);
    expect(merged).toEqual([
      { item: 'x', side: 'newer' },
      { item: 'a', side: 'newer' },
      { item: 'b', side: 'older' },
      { item: 'c', side: 'newer' },
      { item: 'd', side: 'older' },
    ]);
    expect(mergeOrder(['a'], ['b'], (item) => item).map((entry) => entry.item)).toEqual(['a', 'b']);
  });
});

describe('diffPage', () => {
  it('marks sections and modules added, removed, changed and unchanged, by id', () => {
    const older = [
      section(1, [[headline(5, 'Alt'), text(6, 'Bleibt so'), headline(7, 'Geht')]]),
      section(2, [[headline(8, 'Ganze Sektion')]]),
    ];
    const newer = [section(1, [[headline(5, 'Neu'), text(6, 'Bleibt so'), headline(9, 'Kommt')]]), section(3, [[]])];
    const diff = diffPage(older, newer);
    expect(diff.map((each) => [each.id, each.status])).toEqual([
      ['1', 'changed'],
      ['2', 'removed'],
      ['3', 'added'],
    ]);
    const first = diff[0];
    expect(first?.modules.map((module) => [module.id, module.status])).toEqual([
      ['5', 'changed'],
      ['6', 'unchanged'],
      ['7', 'removed'],
      ['9', 'added'],
    ]);
    expect(first?.modules[0]?.fields).toEqual([{ field: 'content', before: 'Alt', after: 'Neu' }]);
    expect(first?.modules[2]?.olderPlace).toEqual({ parentId: '1', column: 0, position: 2 });
    expect(diff[1]?.modules.map((module) => [module.id, module.status, module.elsewhere])).toEqual([['8', 'removed', false]]);
    expect(diff[1]?.olderPosition).toBe(1);
    expect(countStatuses(diff)).toEqual({ added: 2, removed: 3, changed: 2, unchanged: 1 });
  });

  it('says a section changed when only its own settings did, and nothing changed for equal versions', () => {
    const older = [section(1, [[headline(5, 'A')]])];
    expect(diffPage(older, [section(1, [[headline(5, 'A')]], { extra_class: 'highlight' })])[0]?.fields).toEqual([
      { field: 'extra_class', before: null, after: 'highlight' },
    ]);
    expect(diffPage(older, older).map((each) => each.status)).toEqual(['unchanged']);
  });

  it('shows a module that changed columns once, marked moved; one that went to another section as removed there', () => {
    const older = [section(1, [[headline(5, 'A'), headline(6, 'B')], []]), section(2, [[]])];
    const newer = [section(1, [[headline(6, 'B')], [headline(5, 'A')]]), section(2, [[headline(10, 'C')]])];
    const diff = diffPage(older, newer);
    expect(diff[0]?.modules.map((module) => [module.id, module.status, module.moved])).toEqual([
      ['6', 'unchanged', false],
      ['5', 'changed', true],
    ]);
    const across = diffPage([section(1, [[headline(5, 'A')]]), section(2, [[]])], [section(1, [[]]), section(2, [[headline(5, 'A')]])]);
    expect(across[0]?.modules.map((module) => [module.id, module.status, module.elsewhere])).toEqual([['5', 'removed', true]]);
    expect(across[1]?.modules.map((module) => [module.id, module.status])).toEqual([['5', 'added']]);
  });

  it('compares the children of list modules', () => {
    const list = (children: unknown[]) => ({ id: 20, model: 'image_list', format: 'original', children });
    const diff = diffPage(
      [section(1, [[list([{ id: 21, model: 'image', image: 'a' }])]])],
      [
        section(1, [
          [
            list([
              { id: 21, model: 'image', image: 'b' },
              { id: 22, model: 'image', image: 'c' },
            ]),
          ],
        ]),
      ],
    );
    const module = diff[0]?.modules[0];
    expect(module?.status).toBe('changed');
    expect(module?.fields).toEqual([]);
    expect(module?.children.map((child) => [child.id, child.status])).toEqual([
      ['21', 'changed'],
      ['22', 'added'],
    ]);
  });
});

describe('parseSnapshots', () => {
  it('reads the JSON texts and leaves out what is no object', () => {
    expect(parseSnapshots([{ snapshot: '{"id":1}' }, { snapshot: '[1]' }, { snapshot: 'nope' }])).toEqual([{ id: 1 }]);
  });
});
