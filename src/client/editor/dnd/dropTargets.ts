// Where a dragged block may be dropped (issue 22 part 2), in reading order: for a module, every
// place in every column and in every list that takes it (the places 'Move to …' offers:
// moveDestinations.ts), and every list that does not take it as a refusing target that says why;
// for a section, every place among the page's sections. Each target carries what the live
// announcements say of it, named the way the move dialog names places (section, column or list,
// then 'At the start', 'After …', 'At the end'), and where it sits in the page (`anchor`: before or
// after which block), from which dropGeometry.ts draws it.
import { childKindsOf } from '../../../shared/editor/listChildren';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { modulesOf, type ModuleData, type SectionData } from '../../screens/cmsPage/pageData';
import type { EditorTranslate } from '../useEditorT';
import type { MoveTarget } from '../modules/MoveModuleDialog';
import { moduleKindOf } from '../modules/moduleKindOf';
import { moduleNameOf } from '../modules/moduleSummary';
import { moveDestinations, type MoveDestination, type MoveOrigin } from '../modules/moveDestinations';

/** What is being dragged, and how a drop moves it (the toolbar's own move: same mutation, history and focus). */
export type DragSubject =
  | { kind: 'module'; module: ModuleData; origin: MoveOrigin; drop: (target: MoveTarget) => void }
  | { kind: 'section'; sectionId: string; position: number; drop: (to: number) => void };

/** The area a target belongs to: a section's column, a list module, or the page's run of sections. */
export type DropContainer = { type: 'column'; sectionId: string; column: number } | { type: 'list'; listId: string } | { type: 'page' };

/** Where a zone sits: just before a block, just after one (the end of a run), or in an empty container. */
type DropAnchor = { before: string } | { after: string } | { empty: true };

interface TargetBase {
  /** The droppable's id. */
  id: string;
  /** The container's key (`column:<section>:<n>`, `list:<id>`, `page`): targets of one container are drawn together. */
  containerKey: string;
  container: DropContainer;
  /** What the announcements say of it. */
  label: string;
}

export type DropTarget =
  | (TargetBase & { type: 'module'; move: MoveTarget; current: boolean; anchor: DropAnchor })
  | (TargetBase & { type: 'refused'; reason: string })
  | (TargetBase & { type: 'section'; position: number; current: boolean; anchor: DropAnchor });

/** The name the announcements give the dragged block: 'Headline “Our season”', 'Section 2'. */
export function subjectName(subject: DragSubject, t: EditorTranslate): string {
  return subject.kind === 'module' ? moduleNameOf(subject.module, t) : t('editor.panel.section', { n: subject.position + 1 });
}

function childIdsOf(module: ModuleData): readonly string[] {
  return 'childIds' in module ? module.childIds : [];
}

/** As the move dialog labels a destination ('Column 2 · 1 module', 'Teaser list “News” in column 1 · 2 items'). */
function destinationLabel(destination: MoveDestination, t: EditorTranslate): string {
  return destination.list
    ? t('editor.moveList', { list: moduleNameOf(destination.list, t), n: destination.columnNumber, count: destination.neighbours.length })
    : t('editor.moveColumn', { n: destination.columnNumber, count: destination.neighbours.length });
}

/** As the move dialog names a place: 'At the start', 'After Headline “One”', 'At the end (After …)'. */
function placeLabel(neighbours: readonly ModuleData[], position: number, t: EditorTranslate): string {
  const last = neighbours.at(-1);
  if (position === 0 && neighbours.length > 0) return t('editor.moveStart');
  const before = neighbours[position - 1];
  if (position < neighbours.length && before) return t('editor.moveAfter', { module: moduleNameOf(before, t) });
  return last ? `${t('editor.moveEnd')} (${t('editor.moveAfter', { module: moduleNameOf(last, t) })})` : t('editor.moveEnd');
}

/** Why `list` does not take `module` (spec 000 §3: a list holds only the kinds its rule names). */
function refusalOf(list: ModuleData, module: ModuleData, t: EditorTranslate): string | null {
  const listKind = moduleKindOf(list);
  const kind = moduleKindOf(module);
  if (!listKind || list.id === module.id) return null;
  const kinds = childKindsOf(listKind);
  if (kinds.length === 0 || (kind !== null && kinds.includes(kind))) return null;
  return t('editor.dnd.refusal', {
    list: moduleNameOf(list, t),
    kind: kind ? t(`editor.kinds.${kind}`) : module.__typename,
    kinds: kinds.map((each) => t(`editor.kinds.${each}`)).join(t('editor.dnd.or')),
  });
}

/** The places of one destination (a column or a fitting list), from the start to the end. */
function placesIn(
  destination: MoveDestination,
  module: ModuleData,
  section: SectionData,
  sectionLabel: string,
  layout: PageLayout,
  t: EditorTranslate,
): DropTarget[] {
  const ids = destination.list ? childIdsOf(destination.list) : (section.columns[destination.column ?? 0]?.moduleIds ?? []);
  const own = destination.current ? modulesOf(ids, layout.index).findIndex((candidate) => candidate.id === module.id) : -1;
  const { neighbours } = destination;
  const container: DropContainer = destination.list
    ? { type: 'list', listId: destination.list.id }
    : { type: 'column', sectionId: section.id, column: destination.column ?? 0 };
  const where = destinationLabel(destination, t);
  const targets: DropTarget[] = [];
  for (let position = 0; position <= neighbours.length; position += 1) {
    const current = position === own;
    const next = neighbours[position];
    const last = neighbours.at(-1);
    // The place it has now is drawn at its own top edge; any other before the module that would follow it.
    const anchor: DropAnchor = current ? { before: module.id } : next ? { before: next.id } : last ? { after: last.id } : { empty: true };
    const place = placeLabel(neighbours, position, t);
    targets.push({
      id: `${destination.key}:${position}`,
      containerKey: destination.key,
      container,
      type: 'module',
      move: { parentId: destination.parentId, ...(destination.column === undefined ? {} : { column: destination.column }), position },
      current,
      anchor,
      label: t('editor.dnd.place', {
        section: sectionLabel,
        destination: where,
        place: current ? `${place} ${t('editor.moveCurrent')}` : place,
      }),
    });
  }
  return targets;
}

/** Every drop target for a module, in reading order: a column's places, each list's places (or its refusal) where the list stands. */
function moduleTargets(layout: PageLayout, module: ModuleData, origin: MoveOrigin, t: EditorTranslate): DropTarget[] {
  const sections = moveDestinations(layout, module, origin);
  return sections.flatMap(({ section, n, destinations }) => {
    const sectionLabel = t('editor.moveSection', { n, preset: t(`editor.preset${section.preset}`) });
    return destinations
      .filter((destination) => !destination.list)
      .flatMap((column) => {
        const places = placesIn(column, module, section, sectionLabel, layout, t);
        const lists = new Map(
          destinations
            .filter((destination) => destination.list && destination.columnNumber === column.columnNumber)
            .map((destination) => [destination.parentId, destination]),
        );
        // A list's own targets follow the column's place just before it (reading order).
        return places.flatMap((place, position) => {
          const list = column.neighbours[position];
          if (!list) return [place];
          const fitting = lists.get(list.id);
          if (fitting) return [place, ...placesIn(fitting, module, section, sectionLabel, layout, t)];
          const reason = refusalOf(list, module, t);
          if (reason === null) return [place];
          const refused: DropTarget = {
            id: `refused:${list.id}`,
            containerKey: `list:${list.id}`,
            container: { type: 'list', listId: list.id },
            type: 'refused',
            reason,
            label: reason,
          };
          return [place, refused];
        });
      });
  });
}

/** Every place a section can go among the page's sections, in order (the one it has now marked). */
function sectionTargets(layout: PageLayout, sectionId: string, t: EditorTranslate): DropTarget[] {
  const ids = layout.sections.map((section) => section.id);
  const from = ids.indexOf(sectionId);
  if (from < 0) return [];
  return ids.map((id, position): DropTarget => {
    const current = position === from;
    // Final place `position`: before the section now there when it lies above, after it when below.
    const anchor: DropAnchor = current ? { before: sectionId } : position < from ? { before: id } : { after: id };
    const afterIndex = position < from ? position - 1 : current ? from - 1 : position;
    const where = afterIndex < 0 ? t('editor.dnd.sectionStart') : t('editor.dnd.sectionAfter', { n: afterIndex + 1 });
    const place = t('editor.dnd.sectionPlace', { n: position + 1, count: ids.length, where });
    return {
      id: `section:${position}`,
      containerKey: 'page',
      container: { type: 'page' },
      type: 'section',
      position,
      current,
      anchor,
      label: current ? `${place} ${t('editor.moveCurrent')}` : place,
    };
  });
}

export function dropTargetsFor(subject: DragSubject, layout: PageLayout, t: EditorTranslate): DropTarget[] {
  return subject.kind === 'module'
    ? moduleTargets(layout, subject.module, subject.origin, t)
    : sectionTargets(layout, subject.sectionId, t);
}

/** The target a drag starts over: the block's own place. */
export function currentTargetOf(targets: readonly DropTarget[]): DropTarget | undefined {
  return targets.find((target) => target.type !== 'refused' && target.current);
}
