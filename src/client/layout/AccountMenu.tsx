// The visitor's account in the top navigation (spec 001 §2 "Top navigation"), as the browser
// alone asks for it after hydration: logged in, the name with a dropdown (profile, log out);
// logged out, the link to the login. A chunk of its own (TopNavigation.tsx loads it after
// hydration): the server never renders it, so the first load does without the dropdown and the
// two documents.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useApollo } from '../data/useApollo';
import { useMutation } from '../data/useMutation';
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { pathFor } from '../../shared/routes';
import { useBoot } from '../BootContext';
import { usePage } from '../navigation/LocationContext';
import { Tooltip } from '../components/Tooltip';
import { AccountLoginLink } from './AccountLoginLink';
import { HeaderLogoutDocument } from '../generated/documents/HeaderLogoutDocument';
import { HeaderUserDocument } from '../generated/documents/HeaderUserDocument';
import { useT } from '../i18n';
import { reportError } from '../reportError';
import { usePointerOutside } from '../hooks/usePointerOutside';
import { useUntilNavigation } from './useUntilNavigation';

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
  const apollo = useApollo();
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
      await (await apollo()).refetchQueries({ include: [HeaderUserDocument] });
    } catch (error) {
      // spec 001 §8: a failed user call is reported; here the visitor must also learn it failed.
      reportError('userCall', error, requestId);
      setFailed(true);
    }
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving close the dropdown of the button inside; the wrapper is no control
    <div ref={wrapperRef} className="account-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="top-nav__link account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        <span className="account-menu__toggle-name">{fullName}</span>
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

export function AccountWithUser({ shopOnline }: { shopOnline: boolean }) {
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
            <AccountDropdown
              fullName={fullName}
              describedBy={describedBy}
              open={dropdownOpen}
              onOpenChange={setDropdownOpen}
              onLoggedOut={() => (focusAccountLink.current = true)}
            />
          </>
        ) : (
          <AccountLoginLink describedBy={describedBy} linkRef={takeFocusIfAsked} />
        )
      }
    </Tooltip>
  );
}
