// Which kinds of module a list module holds as its items (spec 000 §3: image list, video list,
// teaser list, logo list, event list and anchor list have children; issue 12 part 2). The client's
// copy of the upstream's `children` rules (src/cms/pages/moduleRules.ts), held against them by
// src/cms/pages/listChildrenMirror.test.ts (browser code must not import src/cms). A kind that is
// not here holds no items.
import type { EditorModuleKind } from './moduleFields';

const LIST_CHILD_KINDS: Readonly<Partial<Record<EditorModuleKind, readonly EditorModuleKind[]>>> = {
  IMAGE_LIST: ['IMAGE'],
  VIDEO_LIST: ['VIDEO', 'SELF_HOSTED_VIDEO'],
  TEASER_LIST: ['TEASER_ITEM'],
  LOGO_LIST: ['IMAGE'],
  EVENT_LIST: ['FULL_TEASER', 'TEASER_ITEM'],
  ANCHOR_LIST: ['LINK'],
};

/** The kinds a list module of `kind` takes as items; empty for a module that is no list. */
export function childKindsOf(kind: EditorModuleKind): readonly EditorModuleKind[] {
  return LIST_CHILD_KINDS[kind] ?? [];
}
