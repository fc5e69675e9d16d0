// An article: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const magazineArticleScreenType: ScreenType = {
  chunk: 'ArticleScreen',
  load: async () => (await import('./ArticleScreen')).ArticleScreen,
  Placeholder: PagePlaceholder,
  head: thingHead('article.defaultTitle', 'magazine.intro'),
};
