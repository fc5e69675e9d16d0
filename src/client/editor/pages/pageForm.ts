// The page form's model (issue 12 part 6; spec 000 §3 "Page"): a page's settings per language
// (title, path, meta and Open Graph texts, online) and for all languages (parent, landing page,
// Open Graph picture), the checks the form runs before it saves (the upstream's own rules:
// src/cms/pages/updatePageSettings.ts), and what the gateway's mutations take. Pure, so the
// rules are unit-tested without a browser.
import type { Locale } from '../../../shared/locales';
import { splitFieldErrors, type SplitFieldErrors } from '../forms/editorForm';

export const PAGE_LOCALES: readonly Locale[] = ['de', 'en'];

const LANGUAGE_FIELDS = ['title', 'path', 'metaTitle', 'metaDescription', 'ogTitle', 'ogDescription'] as const;
export type LanguageTextField = (typeof LANGUAGE_FIELDS)[number];

export interface LanguageValues {
  title: string;
  path: string;
  metaTitle: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  isOnline: boolean;
}

export interface PageFormValues {
  /** The parent page's id; '' for the top level. */
  parentId: string;
  isLandingPage: boolean;
  /** A media path; '' leaves a stored picture as it is. */
  ogImage: string;
  de: LanguageValues;
  en: LanguageValues;
}

/** The upstream's limits (src/cms/pages/updatePageSettings.ts TEXT_LIMITS). */
const MAX_LENGTH: Record<Exclude<LanguageTextField, 'path'>, number> & { path: number } = {
  title: 200,
  path: 300,
  metaTitle: 200,
  metaDescription: 500,
  ogTitle: 200,
  ogDescription: 500,
};

const PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MEDIA_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;

export type PageViolation = { key: 'required' } | { key: 'path' } | { key: 'mediaPath' } | { key: 'tooLong'; values: { max: number } };

/** A form field's name: `de.title`, `en.path`, or a setting of all languages. */
export type PageFieldName = `${Locale}.${LanguageTextField}` | 'parentId' | 'ogImage';

export function emptyLanguage(): LanguageValues {
  return { title: '', path: '', metaTitle: '', metaDescription: '', ogTitle: '', ogDescription: '', isOnline: false };
}

export function emptyPageForm(): PageFormValues {
  return { parentId: '', isLandingPage: false, ogImage: '', de: emptyLanguage(), en: emptyLanguage() };
}

/** The path as the upstream keeps it: no slashes at either end. */
export function normalisePath(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}

/** Whether anything was typed for a language (a language left empty is not added). */
export function languageFilled(values: LanguageValues): boolean {
  return LANGUAGE_FIELDS.some((field) => values[field].trim() !== '');
}

/**
 * The form's problems, in the order of its fields. `required` names the languages whose title and
 * path must be there (German always; another one when it exists or something was typed for it);
 * `homePaths` the languages in which the page is the home page (its path stays empty).
 */
export function validatePageForm(
  values: PageFormValues,
  options: { required: readonly Locale[]; homePaths?: readonly Locale[] },
): [PageFieldName, PageViolation][] {
  const problems: [PageFieldName, PageViolation][] = [];
  for (const locale of PAGE_LOCALES) {
    const language = values[locale];
    const needed = options.required.includes(locale) || languageFilled(language);
    const home = options.homePaths?.includes(locale) ?? false;
    for (const field of LANGUAGE_FIELDS) {
      const name: PageFieldName = `${locale}.${field}`;
      const text = field === 'path' ? normalisePath(language[field]) : language[field].trim();
      if (field === 'title' && needed && text === '') problems.push([name, { key: 'required' }]);
      else if (field === 'path' && needed && !home && text === '') problems.push([name, { key: 'required' }]);
      else if (field === 'path' && text !== '' && !PATH.test(text)) problems.push([name, { key: 'path' }]);
      else if (language[field].trim().length > MAX_LENGTH[field])
        problems.push([name, { key: 'tooLong', values: { max: MAX_LENGTH[field] } }]);
    }
  }
  if (values.ogImage.trim() !== '' && !MEDIA_PATH.test(values.ogImage.trim())) problems.push(['ogImage', { key: 'mediaPath' }]);
  return problems;
}

/** A language's settings as PageSettingsInput / CreatePageInput take them (a blank optional text is sent as ''). */
export function languageInput(values: LanguageValues): {
  title: string;
  path: string;
  metaTitle: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  isOnline: boolean;
} {
  return {
    title: values.title.trim(),
    path: normalisePath(values.path),
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    ogTitle: values.ogTitle.trim(),
    ogDescription: values.ogDescription.trim(),
    isOnline: values.isOnline,
  };
}

/** What changed in a language since it was loaded: only those settings are sent (the others stay). */
export function changedLanguageInput(values: LanguageValues, stored: LanguageValues): Partial<ReturnType<typeof languageInput>> {
  const now = languageInput(values);
  const before = languageInput(stored);
  const changed: Partial<ReturnType<typeof languageInput>> = {};
  for (const key of Object.keys(now) as (keyof typeof now)[]) {
    if (now[key] !== before[key]) Object.assign(changed, { [key]: now[key] });
  }
  return changed;
}

/** The settings of all languages that changed (parent, landing page, picture). */
export function changedSharedInput(
  values: PageFormValues,
  stored: PageFormValues,
): { parentId?: string | null; isLandingPage?: boolean; ogImage?: string } {
  const changed: { parentId?: string | null; isLandingPage?: boolean; ogImage?: string } = {};
  if (values.parentId !== stored.parentId) changed.parentId = values.parentId === '' ? null : values.parentId;
  if (values.isLandingPage !== stored.isLandingPage) changed.isLandingPage = values.isLandingPage;
  if (values.ogImage.trim() !== '') changed.ogImage = values.ogImage.trim();
  return changed;
}

/**
 * The gateway's messages by argument path (`input.path`, `settings.parentId`, `redirectOldPath`) as
 * the form's field names; the language of a call names its language's fields. Messages of no field
 * come back in `rest`.
 */
export function pageFieldErrors(fieldErrors: Record<string, string[]>, locale: Locale): SplitFieldErrors<PageFieldName> {
  return splitFieldErrors<PageFieldName>(fieldErrors, (_path, last) =>
    (LANGUAGE_FIELDS as readonly string[]).includes(last)
      ? `${locale}.${last as LanguageTextField}`
      : last === 'parentId' || last === 'ogImage'
        ? last
        : undefined,
  );
}

/** The form's field names in the order they are shown (the first with a problem takes the focus). */
export const FIELD_ORDER: readonly PageFieldName[] = [
  ...PAGE_LOCALES.flatMap((locale) => LANGUAGE_FIELDS.map((field): PageFieldName => `${locale}.${field}`)),
  'parentId',
  'ogImage',
];

export interface PageOption {
  id: string;
  title: string;
  path: string;
  parentId: string | null;
}

/** The pages a page may be put under: not itself, nor one below it (the upstream refuses those). */
export function parentOptions(pages: readonly PageOption[], pageId: string | null): { page: PageOption; depth: number }[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const depthOf = (page: PageOption): number => {
    let depth = 0;
    for (let parent = page.parentId; parent !== null && depth < 50; parent = byId.get(parent)?.parentId ?? null) depth += 1;
    return depth;
  };
  const below = (page: PageOption): boolean => {
    let steps = 0;
    for (
      let current: PageOption | undefined = page;
      current && steps < 50;
      current = current.parentId === null ? undefined : byId.get(current.parentId), steps += 1
    ) {
      if (current.id === pageId) return true;
    }
    return false;
  };
  return pages.filter((page) => pageId === null || !below(page)).map((page) => ({ page, depth: depthOf(page) }));
}
