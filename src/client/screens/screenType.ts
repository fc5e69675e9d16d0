// The browser's part of a page type (src/shared/pageTypes/): the screen that shows it, its loading
// placeholder and its document head. One file next to each screen; screenRegistry.tsx lists them
// by the shared page kind, so a page type without its screen is a type error.
import type { ComponentType } from 'react';
import { pageTitle } from '../../shared/constants';
import type { SiteTextKey, Translate } from '../../shared/i18n/createTranslator';
import type { PageState } from '../navigation/PageState';
import type { ScreenProps } from './screenProps';

export interface DocumentHead {
  title: string;
  description: string;
}

export interface ScreenType {
  /**
   * The chunk's name in the build's manifest: the file name of the module `load` imports. The
   * page preloads it with the entry (src/server/ssr/entryAfterFirstPaint.ts).
   */
  chunk: string;
  /** Loads the screen, its own lazily loaded chunk (a screen's code is never in another screen's first load). */
  load: () => Promise<ComponentType<ScreenProps>>;
  /** Shown while the screen's data loads (spec 000 §2 "Loading placeholders"). */
  Placeholder: ComponentType;
  /** The document title and description (spec 000 §9: title template '%s | {brand}'). */
  head(page: PageState, t: Translate): DocumentHead;
}

/** The head of a screen with texts of its own. */
export function fixedHead(title: SiteTextKey, description: SiteTextKey): ScreenType['head'] {
  return (_page, t) => ({ title: pageTitle(t(title)), description: t(description) });
}

/**
 * The head of a screen that shows one thing: its title and description, known before the page
 * renders (the server's and the router's route-target lookup), else the screen's defaults.
 */
export function thingHead(defaultTitle: SiteTextKey, defaultDescription: SiteTextKey): ScreenType['head'] {
  return (page, t) => ({
    title: pageTitle(page.head?.title ?? t(defaultTitle)),
    description: page.head?.description ?? t(defaultDescription),
  });
}
