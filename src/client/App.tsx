// The page tree both entries render: document, chrome and the screen the server decided on.
import { useEffect } from 'react';
import { assertUnreachable } from '../shared/assertUnreachable';
import { useT } from './i18n';
import { pageTitle } from '../shared/constants';
import { BootContext } from './BootContext';
import type { BootData } from './BootData';
import { Document } from './layout/Document';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { StickyNavigation } from './layout/StickyNavigation';
import { TopAlert } from './layout/TopAlert';
import { LocationProvider } from './navigation/LocationContext';
import { ErrorScreen } from './screens/error/ErrorScreen';
import { EventsScreen } from './screens/events/EventsScreen';
import { SearchScreen } from './screens/search/SearchScreen';
import { searchQueryOf } from '../shared/searchPath';

function Screen({ boot }: { boot: BootData }) {
  switch (boot.page) {
    case 'events':
      return <EventsScreen />;
    case 'search':
      return <SearchScreen />;
    case 'notFound':
      return <ErrorScreen kind="notFound" status={boot.status} locale={boot.locale} />;
    case 'badRequest':
      return <ErrorScreen kind="badRequest" status={boot.status} locale={boot.locale} />;
    case 'offline':
      return <ErrorScreen kind="offline" status={boot.status} locale={boot.locale} />;
    default:
      return assertUnreachable(boot.page);
  }
}

function useTitle(boot: BootData): { title: string; description: string } {
  const t = useT();
  switch (boot.page) {
    case 'events':
      return { title: pageTitle(t('events.title')), description: t('events.intro') };
    case 'search': {
      const query = searchQueryOf(boot.search);
      return { title: pageTitle(query ? t('search.titleWithQuery', { query }) : t('search.title')), description: t('search.intro') };
    }
    case 'notFound':
      return { title: pageTitle(t('errors.notFoundTitle')), description: t('errors.notFoundText') };
    case 'badRequest':
      return { title: pageTitle(t('errors.badRequestTitle')), description: t('errors.badRequestText') };
    case 'offline':
      return { title: pageTitle(t('errors.offlineTitle')), description: t('errors.offlineText') };
    default:
      return assertUnreachable(boot.page);
  }
}

export function App({ boot }: { boot: BootData }) {
  const { title, description } = useTitle(boot);
  // Marks the document once React owns it (for tests and for CSS that needs JavaScript).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <BootContext.Provider value={boot}>
      <LocationProvider pathname={boot.pathname} search={boot.search}>
        <Document boot={boot} title={title} description={description}>
          {/* spec 000 §2: the top alert comes before the site header; the offline page asks the upstream for nothing. */}
          {boot.status < 500 ? <TopAlert /> : null}
          <SiteHeader locale={boot.locale} currentRoute={boot.route?.name ?? null} />
          <main id="main-content" className="site-main" tabIndex={-1}>
            <Screen boot={boot} />
          </main>
          <SiteFooter locale={boot.locale} year={Number(boot.today.slice(0, 4))} />
          <StickyNavigation />
        </Document>
      </LocationProvider>
    </BootContext.Provider>
  );
}
