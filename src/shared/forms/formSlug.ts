// The slug of a form's path (spec 000 §2: /{lang}/forms/{slug}/{id}). The upstream gives a form
// no slug, only a title: the slug is made from the title, so every form has one canonical path
// per language and any other slug answers 301 to it (src/shared/decideTargetPage.ts).

const TRANSCRIPTIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

export function formSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSCRIPTIONS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  // A title of signs alone still needs a segment.
  return slug || 'form';
}
