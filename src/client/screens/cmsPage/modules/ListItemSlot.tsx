// An item of a list module (image list, video list, teaser list, logo list, event list, anchor
// list; spec 000 §3): in editing mode the editor makes it a block that can be selected (the
// 'listItem' slot, ../editSlots.ts); visitors get the item alone, with no wrapper.
import type { ReactNode } from 'react';
import type { ModuleData } from '../pageData';
import type { ModuleContext } from './moduleContext';

export function ListItemSlot({
  list,
  ids,
  item,
  context,
  children,
}: {
  list: ModuleData;
  ids: readonly string[];
  item: ModuleData;
  context: ModuleContext;
  children: ReactNode;
}) {
  const edit = context.edit;
  if (!edit) return children;
  return edit({
    slot: 'listItem',
    module: item,
    list,
    position: ids.indexOf(item.id),
    count: ids.length,
    layout: context.layout,
    content: children,
  });
}
