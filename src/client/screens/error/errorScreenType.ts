// The error pages (404, 400, the offline page, a server error): one screen for all of them.
import { pageTitle } from '../../../shared/constants';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenType } from '../screenType';

export const errorScreenType: ScreenType = {
  chunk: 'ErrorPage',
  load: async () => (await import('./ErrorPage')).ErrorPage,
  Placeholder: PagePlaceholder,
  head(page, t) {
    switch (page.page) {
      case 'badRequest':
        return { title: pageTitle(t('errors.badRequestTitle')), description: t('errors.badRequestText') };
      case 'offline':
        return { title: pageTitle(t('errors.offlineTitle')), description: t('errors.offlineText') };
      case 'notFound':
        return { title: pageTitle(t('errors.notFoundTitle')), description: t('errors.notFoundText') };
      default:
        // serverError; only the error kinds are shown by this screen (screenRegistry.tsx).
        return { title: pageTitle(t('errors.statusLabel', { status: page.status })), description: t('errors.unknownTitle') };
    }
  },
};
