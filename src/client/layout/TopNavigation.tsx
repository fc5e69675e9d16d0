// The top navigation (spec 001 §2 "Top navigation"): Favorites, My Cart with the item count,
// My Account. In the top strip from 64em, and in the mobile navigation's secondary menu below.
//
// When the shop is offline, cart and account carry the tooltip 'Webshop offline' and stay
// usable links: the site cannot know which of the shop's pages still answer (the shop shows its
// own notice), a disabled link could not take the focus that shows the tooltip to keyboard
// users, and the account's own items (profile, log out) belong to the site, not the shop.
import { WEBSHOP_PATH } from '../../shared/cartBadge';
import { pathFor } from '../../shared/routes';
import { LazyPartView, lazyPart } from '../components/LazyPart';
import { Tooltip } from '../components/Tooltip';
import { useT } from '../i18n';
import { AccountLoginLink } from './AccountLoginLink';
import { useSignedInHere } from './accountSession';
import { CartHoldCountdown } from './CartHoldCountdown';
import { useCartBadge } from './useCartBadge';
import { useHydrated } from '../hooks/useHydrated';
import { usePage } from '../navigation/LocationContext';
import { useBoot } from '../BootContext';
import { useWatchlist } from '../watchlist/useWatchlist';

/**
 * spec 001 §2 names Favorites with the link '/en'; issue 10 makes it the watchlist, in the page's
 * language. The count is the browser's own (its storage): shown once hydrated, on the icon's
 * corner out of the flow (header-menus.css), so it moves nothing.
 */
function FavoritesItem() {
  const t = useT();
  const { locale } = usePage();
  const watchlist = useWatchlist();
  const count = watchlist.status === 'ready' && watchlist.ids.length > 0 ? watchlist.ids.length : null;
  return (
    <a className="top-nav__link top-nav__favorites" href={pathFor('watchlist', locale)}>
      <span className="top-nav__icon top-nav__icon--favorites" aria-hidden="true" />
      {t('topNav.favorites')}
      {count !== null ? (
        <>
          <span className="top-nav__badge" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">, {t('topNav.favoritesCount', { count })}</span>
        </>
      ) : null}
    </a>
  );
}

function CartItem({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  const badge = useCartBadge();
  const count = badge.count;
  return (
    <Tooltip text={t('topNav.shopOffline')} active={!shopOnline}>
      {(describedBy) => (
        // spec 001 §7: the link goes to the cart of the cartUrl cookie; without one, to the webshop.
        <a className="top-nav__link top-nav__cart" href={badge.url ?? WEBSHOP_PATH} aria-describedby={describedBy}>
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

const accountMenu = lazyPart<{ shopOnline: boolean }>(async () => (await import('./AccountMenu')).AccountWithUser);
const ACCOUNT_PENDING = <AccountPending />;
const accountPending = () => ACCOUNT_PENDING;

function AccountItem({ shopOnline }: { shopOnline: boolean }) {
  const t = useT();
  const { visitor } = useBoot();
  const signedInHere = useSignedInHere();
  const hydrated = useHydrated();
  // Without a session cookie (and no login on this page since) nobody is logged in: the login
  // link, from the server on, and nothing to ask (accountSession.ts).
  if (!visitor.session && !signedInHere) {
    return (
      <Tooltip text={t('topNav.shopOffline')} active={!shopOnline} className="top-nav__account">
        {(describedBy) => <AccountLoginLink describedBy={describedBy} />}
      </Tooltip>
    );
  }
  // The account is personal: only the browser asks for it, with the visitor's own cookies, after
  // hydration (src/client/layout/operations.graphql, HeaderUser), with the code of AccountMenu.tsx.
  if (!hydrated) return <AccountPending />;
  return <LazyPartView part={accountMenu} props={{ shopOnline }} loading={ACCOUNT_PENDING} failed={accountPending} callKind="userCall" />;
}

/** The items alone, for the mobile navigation's secondary menu. */
export function TopNavigationItems({ shopOnline }: { shopOnline: boolean }) {
  const { visitor } = useBoot();
  return (
    <ul className="top-nav__list">
      <li className="top-nav__item">
        <FavoritesItem />
      </li>
      <li className="top-nav__item">
        <CartItem shopOnline={shopOnline} />
        <CartHoldCountdown />
      </li>
      {/* With a session the name comes after hydration: its room is kept from the first paint (header-menus.css). */}
      <li className={visitor.session ? 'top-nav__item top-nav__item--session' : 'top-nav__item'}>
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
