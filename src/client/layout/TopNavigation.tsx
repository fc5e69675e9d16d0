// The top navigation (spec 001 §2 "Top navigation"): Favorites, My Cart with the item count,
// My Account. In the top strip from 64em, and in the mobile navigation's secondary menu below.
//
// When the shop is offline, cart and account carry the tooltip 'Webshop offline' and stay
// usable links: the site cannot know which of the shop's pages still answer (the shop shows its
// own notice), a disabled link could not take the focus that shows the tooltip to keyboard
// users, and the account's own items (profile, log out) belong to the site, not the shop.
import { Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useApolloClient, useMutation, useSuspenseQuery } from '@apollo/client/react';
import { WEBSHOP_PATH } from '../../shared/cartBadge';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { pathFor } from '../../shared/routes';
import { useBoot } from '../BootContext';
import { usePage } from '../navigation/LocationContext';
import { Tooltip } from '../components/Tooltip';
import { ErrorBoundary } from '../ErrorBoundary';
import { HeaderLogoutDocument, HeaderUserDocument } from '../generated/operations';
import { useT } from '../i18n';
import { reportError } from '../reportError';
import { useCartBadge } from './useCartBadge';
import { useHydrated } from './useHydrated';
import { usePointerOutside } from './usePointerOutside';
import { useUntilNavigation } from './useUntilNavigation';

/** spec 001 §2: "Top navigation: Favorites (link /en)", as the spec has it. */
const FAVORITES_URL = '/en';

function CartItem({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  const badge = useCartBadge();
  const count = badge?.count ?? null;
  return (
    <Tooltip text={t('topNav.shopOffline')} active={!shopOnline}>
      {(describedBy) => (
        // spec 001 §7: the link goes to the cart of the cartUrl cookie; without one, to the webshop.
        <a className="top-nav__link top-nav__cart" href={badge?.url ?? WEBSHOP_PATH} aria-describedby={describedBy}>
          <span className="top-nav__icon top-nav__icon--cart" aria-hidden="true" />
          {t('topNav.cart')}
          {count !== null ? (
            <>
              <span className="top-nav__badge" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">, {t('topNav.cartItems', { count })}</span>
            </>
          ) : null}
        </a>
      )}
    </Tooltip>
  );
}

/** What the account item shows before the browser has asked who the visitor is. */
function AccountPending() {
  const t = useT();
  return (
    <span className="top-nav__link top-nav__link--pending">
      <span className="top-nav__icon top-nav__icon--account" aria-hidden="true" />
      {t('topNav.account')}
    </span>
  );
}

interface AccountDropdownProps {
  fullName: string;
  describedBy: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedOut: () => void;
}

function AccountDropdown({ fullName, describedBy, open, onOpenChange: setOpen, onLoggedOut }: AccountDropdownProps) {
  const t = useT();
  const { requestId } = useBoot();
  const { locale } = usePage();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState(false);
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(HeaderLogoutDocument);
  usePointerOutside(wrapperRef, open, () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const logOut = async () => {
    setFailed(false);
    try {
      await logout({ variables: { locale: toGraphQLLocale(locale) } });
      onLoggedOut();
      // The account is asked again: the header shows the visitor logged out.
      await client.refetchQueries({ include: [HeaderUserDocument] });
    } catch (error) {
      // spec 001 §8: a failed user call is reported; here the visitor must also learn it failed.
      reportError('userCall', error, requestId);
      setFailed(true);
    }
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving close the dropdown of the button inside; the wrapper is no control
    <div ref={wrapperRef} className="account-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className="top-nav__link account-menu__toggle" aria-expanded={open} aria-controls={panelId} aria-describedby={describedBy} onClick={() => setOpen(!open)}>
        {fullName}
        <span className="menu-chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">
          <span className="account-menu__signed-in">{t('topNav.signedInAs')}</span> {fullName}
        </p>
        <ul className="account-menu__list">
          <li>
            <a href={pathFor('userProfile', locale)}>{t('topNav.profile')}</a>
          </li>
          <li>
            <button type="button" className="account-menu__logout" onClick={() => void logOut()} disabled={loading}>
              {t('topNav.logout')}
            </button>
          </li>
        </ul>
        {failed ? (
          <p className="account-menu__error" role="alert">
            {t('topNav.logoutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function AccountWithUser({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  const { locale } = usePage();
  const { me } = useSuspenseQuery(HeaderUserDocument, { variables: { locale: toGraphQLLocale(locale) } }).data;
  // After logging out the dropdown is gone with the focus in it: the account link takes it
  // when it appears.
  const focusAccountLink = useRef(false);
  // The dropdown, open or closed (closed on route change); the offline tooltip keeps out of its way.
  const [dropdownOpen, setDropdownOpen] = useUntilNavigation(false);
  const takeFocusIfAsked = (link: HTMLAnchorElement | null) => {
    if (!link || !focusAccountLink.current) return;
    focusAccountLink.current = false;
    link.focus();
  };

  const fullName = `${me.firstName} ${me.lastName}`.trim() || t('topNav.account');
  return (
    <Tooltip text={t('topNav.shopOffline')} active={!shopOnline} suppressed={dropdownOpen} className="top-nav__account">
      {(describedBy) =>
        me.isLoggedIn ? (
          <>
            {/* spec 001 §2: logged in, the account link goes to the start page (in this page's
                language: the bare / would pick the language again from the browser). */}
            <a className="top-nav__link top-nav__account-link" href={pathFor('home', locale)} aria-describedby={describedBy}>
              <span className="top-nav__icon top-nav__icon--account" aria-hidden="true" />
              <span className="visually-hidden">{t('topNav.account')}</span>
            </a>
            <AccountDropdown fullName={fullName} describedBy={describedBy} open={dropdownOpen} onOpenChange={setDropdownOpen} onLoggedOut={() => (focusAccountLink.current = true)} />
          </>
        ) : (
          // spec 001 §2: logged out, the account link goes to the login URL.
          <a ref={takeFocusIfAsked} className="top-nav__link top-nav__account-link" href={me.loginUrl} aria-describedby={describedBy}>
            <span className="top-nav__icon top-nav__icon--account" aria-hidden="true" />
            {t('topNav.account')}
          </a>
        )
      }
    </Tooltip>
  );
}

const NO_RETRY = () => {};

function AccountItem({ shopOnline }: { shopOnline: boolean }) {
  // The account is personal: only the browser asks for it, with the visitor's own cookies, after
  // hydration (src/client/layout/operations.graphql, HeaderUser).
  const hydrated = useHydrated();
  if (!hydrated) return <AccountPending />;
  return (
    <ErrorBoundary fallback={() => <AccountPending />} onRetry={NO_RETRY} callKind="userCall">
      <Suspense fallback={<AccountPending />}>
        <AccountWithUser shopOnline={shopOnline} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The items alone, for the mobile navigation's secondary menu. */
export function TopNavigationItems({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  return (
    <ul className="top-nav__list">
      <li className="top-nav__item">
        <a className="top-nav__link" href={FAVORITES_URL} hrefLang="en">
          <span className="top-nav__icon top-nav__icon--favorites" aria-hidden="true" />
          {t('topNav.favorites')}
        </a>
      </li>
      <li className="top-nav__item">
        <CartItem shopOnline={shopOnline} />
      </li>
      <li className="top-nav__item">
        <AccountItem shopOnline={shopOnline} />
      </li>
    </ul>
  );
}

export function TopNavigation({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  return (
    <nav className="top-nav" aria-label={t('topNav.label')}>
      <TopNavigationItems shopOnline={shopOnline} />
    </nav>
  );
}
