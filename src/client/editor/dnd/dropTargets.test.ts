import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n/createTranslator';
import { editorDe } from '../../../shared/i18n/editorTexts.de';
import { createEditorTranslator } from '../../../shared/i18n/editorTranslator';
import { siteDe } from '../../../shared/i18n/siteTexts.de';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { indexModules, type ModuleData, type SectionData } from '../../screens/cmsPage/pageData';
import { currentTargetOf, dropTargetsFor, type DragSubject } from './dropTargets';

const t = createEditorTranslator(createTranslator('de', siteDe), editorDe).t;
const headline = (id: string) =>
  ({ __typename: 'HeadlineModule', id, level: 2, preline: null, content: id, subline: null, anchor: null }) as ModuleData;
const link = (id: string) =>
  ({ __typename: 'LinkModule', id, label: id, target: '/de', linkUrl: null, extraClass: null, anchor: null, sticky: false }) as ModuleData;
const anchorList = (id: string, childIds: string[]) => ({ __typename: 'AnchorListModule', id, sticky: false, childIds }) as ModuleData;
const imageList = (id: string) => ({ __typename: 'ImageListModule', id, format: 'ORIGINAL', childIds: [] }) as ModuleData;
const section = (id: string, columns: string[][]) =>
  ({
    id,
    preset: columns.length === 2 ? 'HALF_HALF' : 'FULL',
    columns: columns.map((moduleIds) => ({ moduleIds })),
  }) as unknown as SectionData;

// Section s1 (50-50): h1, h2 | l1. Section s2 (100): the anchor list A (item l2), the image list I.
const modules = [headline('h1'), headline('h2'), link('l1'), anchorList('A', ['l2']), link('l2'), imageList('I')];
const layout: PageLayout = { sections: [section('s1', [['h1', 'h2'], ['l1']]), section('s2', [['A', 'I']])], index: indexModules(modules) };
const byId = (id: string) => modules.find((module) => module.id === id) as ModuleData;
const noDrop = () => undefined;
const moduleSubject = (id: string, origin: { parentId: string; column?: number }): DragSubject => ({
  kind: 'module',
  module: byId(id),
  origin,
  drop: noDrop,
});

describe('dropTargetsFor', () => {
  it('lists a module’s places in reading order, a fitting list’s places after the place before it, a refusing list with its reason', () => {
    const targets = dropTargetsFor(moduleSubject('l1', { parentId: 's1', column: 1 }), layout, t);
    expect(targets.map((target) => target.id)).toEqual([
      'column:s1:0:0',
      'column:s1:0:1',
      'column:s1:0:2',
      'column:s1:1:0',
      'column:s2:0:0',
      'list:A:0',
      'list:A:1',
      'column:s2:0:1',
      'refused:I',
      'column:s2:0:2',
    ]);
    expect(currentTargetOf(targets)?.id).toBe('column:s1:1:0');
    const refused = targets.find((target) => target.id === 'refused:I');
    expect(refused).toMatchObject({ type: 'refused', reason: 'Bilderliste nimmt kein Modul vom Typ „Link“ auf, nur Bild.' });
    expect(targets.find((target) => target.id === 'list:A:1')).toMatchObject({
      type: 'module',
      move: { parentId: 'A', position: 1 },
      label: 'Abschnitt 2 · 100, Ankerliste in Spalte 1 · 1 Eintrag: Am Ende (Nach Link „l2“)',
    });
  });

  it('names the place a module has now and moves to the index among the others', () => {
    const targets = dropTargetsFor(moduleSubject('h1', { parentId: 's1', column: 0 }), layout, t);
    // A headline: the anchor list refuses it too.
    expect(targets.filter((target) => target.type === 'refused').map((target) => target.id)).toEqual(['refused:A', 'refused:I']);
    expect(targets.slice(0, 2)).toMatchObject([
      {
        id: 'column:s1:0:0',
        current: true,
        anchor: { before: 'h1' },
        label: 'Abschnitt 1 · 50-50, Spalte 1 · 1 Modul: Am Anfang (aktueller Ort)',
      },
      { id: 'column:s1:0:1', current: false, anchor: { after: 'h2' }, move: { parentId: 's1', column: 0, position: 1 } },
    ]);
  });

  it('lists a section’s places among the sections, its own marked', () => {
    const three: PageLayout = { ...layout, sections: [...layout.sections, section('s3', [[]])] };
    const targets = dropTargetsFor({ kind: 'section', sectionId: 's2', position: 1, drop: noDrop }, three, t);
    expect(targets.map((target) => [target.label, 'anchor' in target ? target.anchor : null])).toEqual([
      ['Stelle 1 von 3 (Am Anfang der Seite)', { before: 's1' }],
      ['Stelle 2 von 3 (Nach Abschnitt 1) (aktueller Ort)', { before: 's2' }],
      ['Stelle 3 von 3 (Nach Abschnitt 3)', { after: 's3' }],
    ]);
  });
});
