// The musicians: the browser's part of its page type (screenType.ts).
import { EnsemblePlaceholder } from './EnsemblePlaceholder';
import { fixedHead, type ScreenType } from '../screenType';

export const ensembleScreenType: ScreenType = {
  chunk: 'EnsembleScreen',
  load: async () => (await import('./EnsembleScreen')).EnsembleScreen,
  Placeholder: EnsemblePlaceholder,
  head: fixedHead('ensemble.title', 'ensemble.intro'),
};
