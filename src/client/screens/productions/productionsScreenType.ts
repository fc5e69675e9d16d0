// The productions' list: the browser's part of its page type (screenType.ts).
import { ProductionsPlaceholder } from './ProductionsPlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const productionsScreenType: ScreenType = {
  chunk: 'ProductionsScreen',
  load: async () => (await import('./ProductionsScreen')).ProductionsScreen,
  Placeholder: ProductionsPlaceholder,
  head: fixedHead('productions.title', 'productions.intro'),
};
