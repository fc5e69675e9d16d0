// Where 'Move to …' can take a module (issue 12 part 2; spec 000 §3 sections with columns, list
// modules with items): every column of every section of the page, and every list module of the
// page that takes the module's kind as an item (src/shared/editor/listChildren.ts, the upstream's
// rule). So a module in a column can go into a fitting list, an item into another list or out
// into a column. Grouped by section, in the page's order; a list follows the column it is in.
import { childKindsOf } from '../../../shared/editor/listChildren';
import type { PageLayout } from '../../screens/cmsPage/editSlots';
import { modulesOf, type ModuleData, type SectionData } from '../../screens/cmsPage/pageData';
import { moduleKindOf } from './moduleKindOf';

export interface MoveDestination {
  /** The radio's value: `column:<section>:<n>` or `list:<id>`. */
  key: string;
  /** The new parent: the section, or the list module. */
  parentId: string;
  /** Set for a section's column (from 0). */
  column?: number;
  /** The column (from 1) a list sits in, or the column itself. */
  columnNumber: number;
  /** Set when the destination is a list module. */
  list?: ModuleData;
  /** The modules there in order, the moving one left out: its future neighbours. */
  neighbours: ModuleData[];
  /** The module's place there now (start, after a neighbour, end) when it is there now. */
  current: boolean;
}

export interface MoveSection {
  section: SectionData;
  /** The section's number on the page, from 1. */
  n: number;
  destinations: MoveDestination[];
}

/** Where the module is now: its parent (section or list) and, in a section, its column. */
export interface MoveOrigin {
  parentId: string;
  column?: number;
}

function childIdsOf(module: ModuleData): readonly string[] {
  return 'childIds' in module ? module.childIds : [];
}

/** Whether `list` takes `module` as an item. */
function takes(list: ModuleData, module: ModuleData): boolean {
  const listKind = moduleKindOf(list);
  const kind = moduleKindOf(module);
  return listKind !== null && kind !== null && list.id !== module.id && childKindsOf(listKind).includes(kind);
}

export function moveDestinations(layout: PageLayout, module: ModuleData, origin: MoveOrigin): MoveSection[] {
  const neighboursOf = (ids: readonly string[]) => modulesOf(ids, layout.index).filter((candidate) => candidate.id !== module.id);
  return layout.sections.map((section, sectionIndex) => ({
    section,
    n: sectionIndex + 1,
    destinations: section.columns.flatMap((column, columnIndex): MoveDestination[] => {
      const inColumn = modulesOf(column.moduleIds, layout.index);
      const here: MoveDestination = {
        key: `column:${section.id}:${columnIndex}`,
        parentId: section.id,
        column: columnIndex,
        columnNumber: columnIndex + 1,
        neighbours: neighboursOf(column.moduleIds),
        current: origin.parentId === section.id && origin.column === columnIndex,
      };
      const lists = inColumn
        .filter((candidate) => takes(candidate, module))
        .map((list): MoveDestination => ({
          key: `list:${list.id}`,
          parentId: list.id,
          columnNumber: columnIndex + 1,
          list,
          neighbours: neighboursOf(childIdsOf(list)),
          current: origin.parentId === list.id,
        }));
      return [here, ...lists];
    }),
  }));
}

/** The module's place in its current destination: 'start', 'after:<id>' of the module before it, or 'end'. */
export function currentPlaceIn(layout: PageLayout, module: ModuleData, destination: MoveDestination): string {
  const ids = destination.list
    ? childIdsOf(destination.list)
    : (layout.sections.find((section) => section.id === destination.parentId)?.columns[destination.column ?? 0]?.moduleIds ?? []);
  const known = new Set(destination.neighbours.map((neighbour) => neighbour.id));
  const all = ids.filter((id) => id === module.id || known.has(id));
  const index = all.indexOf(module.id);
  if (index < 0) return 'end';
  if (index === 0) return destination.neighbours.length > 0 ? 'start' : 'end';
  return index >= all.length - 1 ? 'end' : `after:${all[index - 1] ?? ''}`;
}
