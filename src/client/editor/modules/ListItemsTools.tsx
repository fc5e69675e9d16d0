// 'Add item' after a list module in editing mode (issue 12 part 2; spec 000 §3: image list,
// video list, teaser list, logo list, event list and anchor list hold items): the module form
// creates a child of the list (its parent is the list module, no column), its type limited to
// the kinds the list takes (src/shared/editor/listChildren.ts). Other modules get nothing here.
import { useState } from 'react';
import { childKindsOf } from '../../../shared/editor/listChildren';
import { useEditorT } from '../useEditorT';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { moduleKindOf } from './moduleKindOf';
import { ModuleFormDialog } from './ModuleForm';

export function ListItemsTools({ list }: { list: ModuleData }) {
  const t = useEditorT();
  const [open, setOpen] = useState(false);
  const kind = moduleKindOf(list);
  const kinds = kind ? childKindsOf(kind) : [];
  if (!kind || kinds.length === 0) return null;
  return (
    <div className="editor-tools editor-tools--column editor-tools--items">
      <button type="button" className="editor-tools__button editor-tools__button--add" onClick={() => setOpen(true)}>
        {t('editor.addItem', { list: t(`editor.kinds.${kind}`) })}
      </button>
      {open ? <ModuleFormDialog target={{ mode: 'create', parentId: list.id, kinds }} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
