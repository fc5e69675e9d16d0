// The search: the browser's part of its page type (screenType.ts).
import { pageTitle } from '../../../shared/constants';
import { searchQueryOf } from '../../../shared/searchRoute';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenType } from '../screenType';

export const searchScreenType: ScreenType = {
  chunk: 'SearchScreen',
  load: async () => (await import('./SearchScreen')).SearchScreen,
  Placeholder: PagePlaceholder,
  head(page, t) {
    const query = searchQueryOf(page.search);
    return { title: pageTitle(query ? t('search.titleWithQuery', { query }) : t('search.title')), description: t('search.intro') };
  },
};
