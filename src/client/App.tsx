// The page tree both entries render: the document, the layout of spec 000 §2 in its order (the
// default one, or the webshop's on the shop's paths), and the screen the router shows (the
// server's first page, then client navigations).
import { useEffect, type ReactNode } from 'react';
import { translatorFor } from '../shared/i18n/createTranslator';
import { BootContext, useBoot } from './BootContext';
import { pageStateOf, type BootData } from './BootData';
import { TranslationProvider, useT } from './i18n';
import { ConsentWithSettings } from './layout/consent/ConsentWithSettings';
import { Document } from './layout/Document';
import { EditingHeader } from './layout/EditingHeader';
import { ProgressBar } from './layout/ProgressBar';
import { ConnectionStatus } from './layout/ConnectionStatus';
import { RouteAnnouncer } from './layout/RouteAnnouncer';
import { ScreenArea } from './layout/ScreenArea';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { SiteHtmlHeader } from './layout/SiteHtmlHeader';
import { SiteNotices } from './layout/SiteNotices';
import { StickyNavigation } from './layout/StickyNavigation';
import { TopAlert } from './layout/TopAlert';
import { LocationProvider, usePage } from './navigation/LocationContext';
import { headOf, preloadScreen } from './screens/screenRegistry';
import { isPrivatePage } from '../shared/accountPages';
import { isShopPath } from '../shared/shopPaths';

type LayoutKind = 'default' | 'webshop' | 'dashboard';

/**
 * The layouts of spec 000 §2: the default one in the spec's order; on the webshop's paths the
 * webshop layout: the same header and footer around the shop area, without the sticky overlay
 * button, its event overlay and the sticky navigation (their ticket and top links would lead away
 * from or cover the cart); on the visitor's own pages (login, profile, settings) and the staff's
 * `/cms-hub` the dashboard layout: header and footer around a workspace, without the top alert's
 * news and the sticky navigation.
 */
function SiteLayout() {
  const boot = useBoot();
  const page = usePage();
  const t = useT();
  const { title, description } = headOf(page, t);
  const layout: LayoutKind = isShopPath(page.pathname) ? 'webshop' : isPrivatePage(page.page) ? 'dashboard' : 'default';
  return (
    <Document boot={boot} page={page} title={title} description={description} skipLinkText={t('site.skipToContent')}>
      <ProgressBar />
      {/* spec 000 §2: accessibility navigation (the skip link in Document, then the notices of §8), cookie manager, editing header, top alert, header. */}
      <SiteNotices />
      <ConsentWithSettings withSettings={page.status < 500} />
      {/* The editing header: the editor's toolbar for logged-in staff, loaded only with the edit flag. */}
      <EditingHeader />
      {/* The offline page asks the upstream for nothing. */}
      {page.status < 500 && layout !== 'dashboard' ? <TopAlert /> : null}
      <SiteHtmlHeader />
      <SiteHeader />
      <main id="main-content" className={layout === 'default' ? 'site-main' : `site-main site-main--${layout}`} tabIndex={-1}>
        <ScreenArea />
      </main>
      {/* spec 000 §2 "search index end": what a site-search crawler indexes ends here; the footer,
          sticky navigation and info layer after it are the same on every page. */}
      <div className="search-index-end" data-search-index="end" hidden />
      <SiteFooter locale={page.locale} year={Number(boot.today.slice(0, 4))} />
      {layout === 'default' ? <StickyNavigation /> : null}
      {/* The info layer (spec 000 §2): the page a client navigation opened, and the connection's status. */}
      <RouteAnnouncer />
      <ConnectionStatus />
    </Document>
  );
}

/** The page's translations follow its language: a client navigation may change it. */
function Translated({ children }: { children: ReactNode }) {
  const page = usePage();
  return <TranslationProvider i18n={translatorFor(page.locale)}>{children}</TranslationProvider>;
}

export function App({ boot }: { boot: BootData }) {
  // Marks the document once React owns it and every part the server streamed is in place (for the
  // tests, which read the page then). React reveals a streamed part after the document has loaded,
  // batched with the next ones (a part waits in a hidden `<div id="S:…">` until then), so on a busy
  // machine the root hydrates before the last parts are shown.
  useEffect(() => {
    const root = document.documentElement;
    const waiting = () => document.querySelector('div[hidden][id^="S:"]') !== null;
    if (!waiting()) {
      root.dataset.hydrated = 'true';
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (waiting()) return;
      observer.disconnect();
      root.dataset.hydrated = 'true';
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <BootContext.Provider value={boot}>
      <LocationProvider initial={pageStateOf(boot)} preloadScreen={preloadScreen}>
        <Translated>
          <SiteLayout />
        </Translated>
      </LocationProvider>
    </BootContext.Provider>
  );
}
