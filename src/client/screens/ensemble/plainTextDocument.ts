// A plain text (a biography, as the upstream keeps it) as a rich-text document for RichText: one
// paragraph per block of lines separated by an empty line, line breaks inside a block kept as
// spaces. Nothing in the text is markup: it becomes text leaves only.
import type { RichTextDocument } from '../../components/RichText';

export function plainTextDocument(text: string | null | undefined): RichTextDocument {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((block) => ({ type: 'paragraph', children: [{ text: block }] }));
}
