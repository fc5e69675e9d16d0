// What every screen component is given (screenRegistry.tsx renders them): a file of its own, so
// that a screen does not import the registry, which imports every screen.
import type { PageState } from '../navigation/PageState';

export interface ScreenProps {
  page: PageState;
}
