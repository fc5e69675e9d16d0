// The magazine's tags: the browser's part of their page type (screenType.ts).
import { pageTitle } from '../../../shared/constants';
import type { ScreenType } from '../screenType';
import { MagazinePlaceholder } from './MagazinePlaceholder';

export const magazineTagsScreenType: ScreenType = {
  chunk: 'MagazineTagsScreen',
  load: async () => (await import('./MagazineTagsScreen')).MagazineTagsScreen,
  Placeholder: MagazinePlaceholder,
  head: (_page, t) => ({ title: pageTitle(`${t('magazine.tagsTitle')} – ${t('magazine.title')}`), description: t('magazine.tagsIntro') }),
};
