// The webshop's cart: the browser's part of its page type (screenType.ts).
import { PagePlaceholder } from '../PagePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const webshopCartScreenType: ScreenType = {
  chunk: 'WebshopCartScreen',
  load: async () => (await import('./WebshopCartScreen')).WebshopCartScreen,
  Placeholder: PagePlaceholder,
  head: fixedHead('webshop.title', 'webshop.intro'),
};
