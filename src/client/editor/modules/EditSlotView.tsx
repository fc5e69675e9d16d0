// What the editor puts into each slot of a CMS page in editing mode (issue 12 part 2): see
// src/client/screens/cmsPage/editSlots.ts.
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { EditSlot } from '../../screens/cmsPage/editSlots';
import { AddSection } from './AddSection';
import { ListItemsTools } from './ListItemsTools';
import { ModuleTools } from './ModuleTools';
import { ColumnTools, SectionTools } from './SectionTools';

export function EditSlotView({ slot }: { slot: EditSlot }) {
  switch (slot.slot) {
    case 'section':
      return <SectionTools section={slot.section} position={slot.position} count={slot.count} />;
    case 'column':
      return <ColumnTools section={slot.section} column={slot.column} />;
    case 'module':
      return (
        <ModuleTools
          module={slot.module}
          place={{ parentId: slot.section.id, column: slot.column, position: slot.position, count: slot.count, siblings: slot.section.columns[slot.column]?.moduleIds ?? [], layout: slot.layout }}
        />
      );
    case 'listItem':
      return <ModuleTools module={slot.module} place={{ parentId: slot.list.id, position: slot.position, count: slot.count, siblings: 'childIds' in slot.list ? slot.list.childIds : [], item: true, layout: slot.layout }} />;
    case 'listItems':
      return <ListItemsTools list={slot.list} />;
    case 'addSection':
      return <AddSection pageId={slot.pageId} position={slot.position} />;
    default:
      return assertUnreachable(slot);
  }
}
