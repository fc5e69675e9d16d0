// The editor's list of the item kinds a list module takes (src/shared/editor/listChildren.ts,
// issue 12 part 2) mirrors the upstream's `children` rules: same lists, same order.
import { describe, expect, it } from 'vitest';
import { childKindsOf } from '../../shared/editor/listChildren';
import { MODULE_FIELDS, MODULE_KINDS } from '../../shared/editor/moduleFields';
import { MODULE_RULES, type ModelRule } from './moduleRules';

const modelOf = (kind: (typeof MODULE_KINDS)[number]) => MODULE_FIELDS[kind].model;

describe('LIST_CHILD_KINDS against the upstream’s rules', () => {
  it('names for every kind exactly the children the upstream allows', () => {
    for (const kind of MODULE_KINDS) {
      const rule: ModelRule = MODULE_RULES[modelOf(kind) as keyof typeof MODULE_RULES];
      expect(childKindsOf(kind).map(modelOf), kind).toEqual([...(rule.children ?? [])]);
    }
  });

  it('has the lists of spec 000 §3 with items, and the highlight teaser without', () => {
    expect(MODULE_KINDS.filter((kind) => childKindsOf(kind).length > 0)).toEqual([
      'IMAGE_LIST',
      'VIDEO_LIST',
      'TEASER_LIST',
      'LOGO_LIST',
      'EVENT_LIST',
      'ANCHOR_LIST',
    ]);
    expect(childKindsOf('HIGHLIGHT_TEASER')).toEqual([]);
  });
});
