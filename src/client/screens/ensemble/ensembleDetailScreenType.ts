// A musician's page: the browser's part of its page type (screenType.ts).
import { MemberPlaceholder } from './EnsemblePlaceholder';
import { thingHead, type ScreenType } from '../screenType';

export const ensembleDetailScreenType: ScreenType = {
  chunk: 'EnsembleMemberScreen',
  load: async () => (await import('./EnsembleMemberScreen')).EnsembleMemberScreen,
  Placeholder: MemberPlaceholder,
  head: thingHead('ensemble.memberDefaultTitle', 'ensemble.intro'),
};
