// The error screens as a screen of the registry: the page's kind picks the error.
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { ScreenProps } from '../screenProps';
import { ErrorScreen, type ErrorKind } from './ErrorScreen';

function errorKindOf(page: ScreenProps['page']['page']): ErrorKind {
  switch (page) {
    case 'notFound':
    case 'badRequest':
    case 'offline':
    case 'serverError':
      return page;
    case 'events':
    case 'eventDetail':
    case 'productions':
    case 'productionDetail':
    case 'seriesDetail':
    case 'ensemble':
    case 'ensembleDetail':
    case 'venueDetail':
    case 'magazine':
    case 'magazineTags':
    case 'magazineArticle':
    case 'search':
    case 'legal':
    case 'cmsPage':
    case 'watchlist':
    case 'form':
    case 'login':
    case 'userProfile':
    case 'userSettings':
    case 'cmsHub':
    case 'webshopCart':
      // Not an error page: the registry never sends it here. Shown as the unknown error.
      return 'serverError';
    default:
      return assertUnreachable(page);
  }
}

export function ErrorPage({ page }: ScreenProps) {
  return <ErrorScreen kind={errorKindOf(page.page)} status={page.status} locale={page.locale} />;
}
