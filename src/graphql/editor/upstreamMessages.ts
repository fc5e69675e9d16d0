// The upstream's editor messages are English (src/cms/README.md "Page editor"); the ones of pages,
// the navigation and redirects are known here and worded in the caller's language, like the
// shared validation messages (spec 000 §5). A message not known here is passed on as it is.
// Its 409s become CONFLICT errors that say why, in the caller's language (nothing was saved).
import { GraphQLError } from 'graphql';
import type { Locale } from '../../shared/locales';
import { apiMessage, type ApiMessageKey } from '../apiMessage';
import { violationMessage } from '../fieldErrors';
import type { WriteConflict } from '../sources/PageEditorApi';

const FIXED: Readonly<Record<string, ApiMessageKey>> = {
  'A page with this path already exists.': 'pagePathTaken',
  'Enter a path of lower-case words, digits and hyphens, separated by /.': 'pagePathFormat',
  'No page with this id, or it is below this page.': 'pageParentMissing',
  'A page cannot be its own parent.': 'pageParentSelf',
  'The home page keeps its path.': 'homePathFixed',
  'Enter an Open Graph type such as "website" or "article".': 'ogTypeFormat',
  'Enter a media path or null.': 'mediaPathFormat',
  'Enter a path of this site starting with /de or /en.': 'sitePathFormat',
  'The new path must differ from the old one.': 'redirectSamePath',
  'This redirect would lead back to its old path (a loop).': 'redirectLoop',
  'A redirect from this path already exists.': 'redirectTaken',
  "The redirect must lead to another path than the deleted page's.": 'deleteRedirectSelf',
  'This redirect would lead back to the deleted path (a loop).': 'deleteRedirectLoop',
  'A valid integer is required.': 'invalidId',
};

/** An upstream field message in the caller's language (unknown ones as they are). */
export function localiseUpstreamMessage(message: string, locale: Locale): string {
  if (message === 'This field is required!') return violationMessage({ key: 'required' }, locale);
  const fixed = FIXED[message];
  if (fixed) return apiMessage(locale, fixed);
  const tooLong = /^Ensure this field has no more than (\d+) characters\.$/.exec(message);
  if (tooLong) return violationMessage({ key: 'tooLong', values: { max: Number(tooLong[1]) } }, locale);
  const langPath = /^Enter a path of this site starting with \/(de|en)\.$/.exec(message);
  if (langPath?.[1]) return apiMessage(locale, 'langPathFormat', { lang: langPath[1] });
  const navLink = /^Enter a path of this site starting with \/(de|en), or an https:\/\/ URL\.$/.exec(message);
  if (navLink?.[1]) return apiMessage(locale, 'navLinkFormat', { lang: navLink[1] });
  const depth = /^The menu has at most (\d+) levels\.$/.exec(message);
  if (depth?.[1]) return apiMessage(locale, 'navTooDeep', { max: Number(depth[1]) });
  return message;
}

/** What was refused, for the message of a stale revision. */
export type ConflictSubject = 'page' | 'navigation' | 'redirect' | 'module' | 'section';

const STALE: Record<ConflictSubject, ApiMessageKey> = {
  page: 'stalePage',
  navigation: 'staleNavigation',
  redirect: 'staleRedirect',
  module: 'staleModule',
  section: 'staleSection',
};

/** CONFLICT with `extensions.reason` (STALE_REVISION, PROTECTED_PAGE, HAS_CHILDREN, DUPLICATE, OTHER) and the stored revision. */
export function conflictError(conflict: WriteConflict, subject: ConflictSubject, locale: Locale): GraphQLError {
  const key: ApiMessageKey =
    conflict.code === 'stale_revision'
      ? STALE[subject]
      : conflict.code === 'protected_page'
        ? 'pageProtected'
        : conflict.code === 'has_children'
          ? 'pageHasChildren'
          : 'editConflict';
  return new GraphQLError(apiMessage(locale, key), {
    extensions: {
      code: 'CONFLICT',
      reason: conflict.code.toUpperCase(),
      ...(conflict.revision === null ? {} : { revision: conflict.revision }),
    },
  });
}
