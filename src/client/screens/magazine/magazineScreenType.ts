// The magazine's article lists (the start page, a category's, a tag's): the browser's part of
// their page type (screenType.ts).
import { pageTitle } from '../../../shared/constants';
import { parseMagazinePage } from '../../../shared/magazine/magazinePageNumber';
import type { ScreenType } from '../screenType';
import { MagazinePlaceholder } from './MagazinePlaceholder';

export const magazineScreenType: ScreenType = {
  chunk: 'MagazineScreen',
  load: async () => (await import('./MagazineScreen')).MagazineScreen,
  Placeholder: MagazinePlaceholder,
  head(page, t) {
    // A category's or tag's page is named by the route-target lookup; a later page of the list
    // says its number (each page its own title).
    const listPage = parseMagazinePage(new URLSearchParams(page.search));
    const suffix = listPage.ok && listPage.page > 1 ? ` (${t('magazine.page', { page: listPage.page })})` : '';
    if (page.route?.name === 'magazineCategory' || page.route?.name === 'magazineTag') {
      const name = page.head?.title ?? t(page.route.name === 'magazineTag' ? 'magazine.defaultTagTitle' : 'magazine.defaultCategoryTitle');
      const shown = page.route.name === 'magazineTag' ? `#${name}` : name;
      return { title: pageTitle(`${shown} – ${t('magazine.title')}${suffix}`), description: t('magazine.intro') };
    }
    return { title: pageTitle(`${t('magazine.title')}${suffix}`), description: t('magazine.intro') };
  },
};
