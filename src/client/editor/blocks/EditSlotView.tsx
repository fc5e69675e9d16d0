// What the editor puts into each slot of a CMS page in editing mode (issue 12 part 2, issue 22
// part 1): sections, modules and list items become blocks that can be selected, columns end with
// 'Add module', and 'Add section' stands between sections; the sections together are where blocks
// are dragged (issue 22 part 2, ../dnd/PageDragDrop.tsx). See
// src/client/screens/cmsPage/editSlots.ts.
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { EditSlot } from '../../screens/cmsPage/editSlots';
import { PageDragDrop } from '../dnd/PageDragDrop';
import { AddSection } from '../modules/AddSection';
import { moduleKindOf } from '../modules/moduleKindOf';
import { ModuleBlock } from './ModuleBlock';
import { ColumnTools, SectionBlock } from './SectionBlock';

export function EditSlotView({ slot }: { slot: EditSlot }) {
  switch (slot.slot) {
    case 'page':
      return <PageDragDrop layout={slot.layout}>{slot.content}</PageDragDrop>;
    case 'section':
      return (
        <SectionBlock
          section={slot.section}
          place={{
            pageId: slot.pageId,
            position: slot.position,
            count: slot.count,
            siblings: slot.layout.sections.map((section) => section.id),
          }}
        >
          {slot.content}
        </SectionBlock>
      );
    case 'column':
      return <ColumnTools section={slot.section} column={slot.column} />;
    case 'module':
      return (
        <ModuleBlock
          module={slot.module}
          place={{
            parentId: slot.section.id,
            sectionId: slot.section.id,
            column: slot.column,
            position: slot.position,
            count: slot.count,
            siblings: slot.section.columns[slot.column]?.moduleIds ?? [],
            layout: slot.layout,
          }}
        >
          {slot.content}
        </ModuleBlock>
      );
    case 'listItem': {
      const siblings = 'childIds' in slot.list ? slot.list.childIds : [];
      const sectionId =
        slot.layout?.sections.find((section) => section.columns.some((column) => column.moduleIds.includes(slot.list.id)))?.id ??
        slot.list.id;
      return (
        <ModuleBlock
          module={slot.module}
          place={{
            parentId: slot.list.id,
            sectionId,
            position: slot.position,
            count: slot.count,
            siblings,
            item: true,
            listKind: moduleKindOf(slot.list),
            layout: slot.layout,
          }}
        >
          {slot.content}
        </ModuleBlock>
      );
    }
    case 'addSection':
      return <AddSection pageId={slot.pageId} position={slot.position} />;
    default:
      return assertUnreachable(slot);
  }
}
