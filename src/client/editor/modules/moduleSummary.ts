// How the editor names a module to a person choosing among several (issue 12 part 2: 'Move to …'
// lists the modules of a column): its kind and the beginning of its first text.
import type { EditorTranslate } from '../useEditorT';
import type { ModuleData } from '../../screens/cmsPage/pageData';
import { richTextPlainText } from '../../../shared/richText';
import { moduleKindOf } from './moduleKindOf';

const TEXT_FIELDS = ['content', 'headline', 'label', 'title', 'quote', 'text', 'author', 'preline'] as const;
const SUMMARY_MAX = 40;

/** The beginning of a module's first text (at most 40 characters), or null when it has none. */
export function moduleTextOf(module: ModuleData): string | null {
  const data: Record<string, unknown> = { ...module };
  const candidates = [
    ...TEXT_FIELDS.map((name) => data[name]),
    module.__typename === 'TextModule' && Array.isArray(module.body) ? richTextPlainText(module.body) : null,
  ];
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const text = value.replace(/\s+/g, ' ').trim();
    if (text !== '') return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : text;
  }
  return null;
}

/** 'Headline “Our season”', or the kind alone. */
export function moduleNameOf(module: ModuleData, t: EditorTranslate): string {
  const kind = moduleKindOf(module);
  const label = kind ? t(`editor.kinds.${kind}`) : module.__typename;
  const text = moduleTextOf(module);
  return text ? t('editor.moduleNamed', { kind: label, text }) : label;
}
