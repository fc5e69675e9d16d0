// The stored settings a page form starts from (PageFormDialog.tsx): the page read in the page's
// language and, when it has one, in the other language too; a new page starts empty.
import { useApolloClient } from '@apollo/client/react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { EditorPageSettingsDocument } from '../../generated/documents/EditorPageSettingsDocument';
import type { EditorPageSettingsQuery } from '../../generated/operations';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { emptyPageForm, type LanguageValues } from './pageForm';
import { otherLocale, type LoadedPage } from './savePageForm';

type StoredPage = NonNullable<EditorPageSettingsQuery['page']>;

export const NEW_PAGE: LoadedPage = { stored: emptyPageForm(), languages: [], revision: null, ogImageUrl: null };

/** The path after /{lang}/ of a site path (/de/ueber-uns → ueber-uns; /de → ''). */
function pathAfterPrefix(sitePath: string, locale: Locale): string {
  return sitePath === `/${locale}` ? '' : sitePath.replace(new RegExp(`^/${locale}/`), '');
}

function languageOf(page: StoredPage, locale: Locale): LanguageValues {
  const url = page.urls.find((entry) => entry.locale === toGraphQLLocale(locale));
  return {
    title: page.title,
    path: url ? pathAfterPrefix(url.path, locale) : '',
    metaTitle: page.metaTitle ?? '',
    metaDescription: page.metaDescription ?? '',
    ogTitle: page.ogTitle ?? '',
    ogDescription: page.ogDescription ?? '',
    isOnline: page.isOnline,
  };
}

/** The read (null: it failed), again after a conflict; `target` as PageFormTarget: a new page, or the path of the one edited. */
export function useReadPageSettings(target: { mode: 'create' } | { mode: 'edit'; path: string }): () => Promise<LoadedPage | null> {
  const client = useApolloClient();
  const session = useEditorSession();
  const { locale } = usePage();
  return async () => {
    if (target.mode === 'create') return NEW_PAGE;
    const ask = (language: Locale, path: string) =>
      client.query({ query: EditorPageSettingsDocument, variables: { locale: toGraphQLLocale(language), path }, fetchPolicy: 'no-cache' });
    const first = await session.read(() => ask(locale, target.path));
    const current = first?.data?.page;
    if (!current) return null;
    const stored = emptyPageForm();
    stored.parentId = current.parentId ?? '';
    stored.isLandingPage = current.isLandingPage;
    stored[locale] = languageOf(current, locale);
    const languages: Locale[] = [locale];
    const other = otherLocale(locale);
    const otherUrl = current.urls.find((entry) => entry.locale === toGraphQLLocale(other));
    if (otherUrl) {
      const second = await session.read(() => ask(other, pathAfterPrefix(otherUrl.path, other)));
      const otherPage = second?.data?.page;
      if (otherPage) {
        stored[other] = languageOf(otherPage, other);
        languages.push(other);
      }
    }
    return { stored, languages, revision: current.revision ?? null, ogImageUrl: current.ogImage?.large ?? null };
  };
}
