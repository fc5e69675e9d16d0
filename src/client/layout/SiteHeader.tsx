// The site header (spec 000 §2 "Layouts", spec 001 §2 "Header and chrome"): the top strip with
// today's opening hours, the top navigation and the language switch; below it the brand, the
// desktop menu (from 64em) and the burger with the mobile slide-in navigation (below 64em).
// Its style turns compact after a quarter of the window height of scrolling (spec 000 §4).
import { Suspense, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { usePage } from '../navigation/LocationContext';
import { ErrorBoundary } from '../ErrorBoundary';
import { DesktopMenu } from './DesktopMenu';
import { useReportHeaderOpen } from './headerOpen';
import { LanguageSwitch } from './LanguageSwitch';
import { DEFAULT_MENU_SIDE, type MenuSide } from './MenuSide';
import { MobileNavigation } from './MobileNavigation';
import { OpeningHoursToday } from './OpeningHoursToday';
import { SiteSearch } from './SiteSearch';
import { TopNavigation, TopNavigationItems } from './TopNavigation';
import { useHeaderScrolled } from './useHeaderScrolled';
import { useMeasuredHeight } from '../hooks/useMeasuredHeight';
import { useSiteChrome } from './useSiteChrome';
import { useSiteNavigation } from './useSiteNavigation';
import { useUntilNavigation } from './useUntilNavigation';

/** The programme link alone: while the menu loads, when it cannot, and on the offline page. */
function MenuFallback({ locale, currentRoute }: { locale: Locale; currentRoute: string | null }) {
  const t = useT();
  return (
    <nav className="desktop-menu desktop-menu--fallback" aria-label={t('site.primaryNavigation')}>
      <ul className="desktop-menu__list">
        <li className="desktop-menu__item">
          <a className="desktop-menu__link" href={pathFor('events', locale)} aria-current={currentRoute === 'events' ? 'page' : undefined}>
            {t('nav.events')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

function HeaderMenus({ menuOpen, onMenuOpenChange }: { menuOpen: boolean; onMenuOpenChange: (open: boolean) => void }) {
  const { navigation, siteSettings } = useSiteNavigation();
  // spec 000 §3, spec 001 §3 design settings: the menu style decides the side the mobile menu slides in from.
  const side: MenuSide = useSiteChrome().designSettings.menuStyle === 'LEFT' ? 'left' : DEFAULT_MENU_SIDE;
  return (
    <>
      <DesktopMenu menu={navigation.menu} />
      <MobileNavigation
        menu={navigation.menu}
        side={side}
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        secondary={
          <>
            <TopNavigationItems shopOnline={siteSettings.isShopOnline} />
            <LanguageSwitch />
          </>
        }
      />
    </>
  );
}

function TopNavigationWithData() {
  return <TopNavigation shopOnline={useSiteNavigation().siteSettings.isShopOnline} />;
}

/** A part that reads the header's query: its fallback while loading and after a failure. */
function WithHeaderData({ fallback, report, children }: { fallback: ReactNode; report: boolean; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => fallback} callKind="chromeCall" report={report}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function SiteHeader() {
  const t = useT();
  const { locale, status, route, head } = usePage();
  // spec 000 §2, spec 001 §4: a CMS landing page hides the header's parts but the brand and the
  // language switch (opening hours, service links, menus and search).
  const landing = head?.landing === true;
  const currentRoute = route?.name ?? null;
  // The offline page (503) asks the upstream for nothing: it may be what is down.
  const asksUpstream = status < 500;
  // spec 000 §4: the menu is toggled by the burger or Escape; closed on route change.
  const [menuOpen, setMenuOpen] = useUntilNavigation(false);
  const scrolled = useHeaderScrolled(menuOpen);
  useReportHeaderOpen(menuOpen);
  // The header sticks to the top: what gets the focus is scrolled into view below it (styles/base.css).
  const header = useRef<HTMLElement>(null);
  useMeasuredHeight(header, '--site-header-height');
  const fallbackMenu = <MenuFallback locale={locale} currentRoute={currentRoute} />;
  return (
    <header ref={header} className={`site-header${scrolled ? ' site-header--scrolled' : ''}${landing ? ' site-header--landing' : ''}`}>
      <div className="site-header__top">
        {asksUpstream && !landing ? <OpeningHoursToday /> : null}
        <div className="site-header__service">
          {asksUpstream && !landing ? (
            // Until the shop's state is known the links are there without the offline tooltip.
            <WithHeaderData fallback={<TopNavigation shopOnline />} report={false}>
              <TopNavigationWithData />
            </WithHeaderData>
          ) : null}
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__inner">
        <a className="site-header__brand" href={pathFor('home', locale)}>
          {t('site.brand')}
        </a>
        {landing ? null : asksUpstream ? (
          <WithHeaderData fallback={fallbackMenu} report>
            <HeaderMenus menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
          </WithHeaderData>
        ) : (
          fallbackMenu
        )}
        {landing ? null : <SiteSearch locale={locale} />}
      </div>
    </header>
  );
}
