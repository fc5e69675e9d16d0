// The module form's type and the values it starts from (ModuleForm.tsx): an edited module's own,
// a restored draft's, the one type a list offers, or none yet (the type is asked first).
import { useState } from 'react';
import { MODULE_KINDS, type EditorModuleKind } from '../../../shared/editor/moduleFields';
import type { FormDraft } from '../safety/formDraft';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { initialValuesOf, type InitialValues } from './moduleKindOf';

/** What the form is for, as far as its type goes (ModuleFormTarget): a module edited, or the types a new one may have. */
type KindSource = { mode: 'edit'; kind: EditorModuleKind; module: ModuleData } | { mode: 'create'; kinds?: readonly EditorModuleKind[] };

export function useModuleKind(target: KindSource, draft: FormDraft | undefined) {
  const offered: readonly EditorModuleKind[] =
    target.mode === 'create' && target.kinds && target.kinds.length > 0 ? target.kinds : MODULE_KINDS;
  const only = target.mode === 'create' && offered.length === 1 ? (offered[0] ?? null) : null;
  const [kind, setKind] = useState<EditorModuleKind | null>(draft?.kind ?? (target.mode === 'edit' ? target.kind : only));
  const [initial, setInitial] = useState<InitialValues | null>(() =>
    target.mode === 'edit'
      ? initialValuesOf(target.kind, target.module)
      : draft
        ? initialValuesOf(draft.kind, null)
        : only
          ? initialValuesOf(only, null)
          : null,
  );
  return { offered, kind, setKind, initial, setInitial };
}
