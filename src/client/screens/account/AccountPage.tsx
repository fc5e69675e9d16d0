// The frame of the user profile and settings (spec 000 §2): title, the two pages as tabs of one
// account navigation, and the account itself, asked by the browser alone after hydration (it is
// personal: the server's render is shared, docs/decisions/005). A visitor whose session has ended
// is sent to the login, which leads back here.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useEffect, type ReactNode } from 'react';
import { loginPathFor } from '../../../shared/accountPages';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { AccountUserDocument } from '../../generated/documents/AccountUserDocument';
import type { AccountUserQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import { useNavigate } from '../../navigation/LocationContext';
import type { PageState } from '../../navigation/PageState';

export type AccountUser = AccountUserQuery['me'];

function AccountLoading() {
  const t = useT();
  return (
    <p className="account-page__loading" role="status">
      {t('user.loading')}
    </p>
  );
}

function AccountGate({ page, children }: { page: PageState; children: (user: AccountUser) => ReactNode }) {
  const navigate = useNavigate();
  // Never from a cache: whether the visitor is still logged in is asked each time.
  const { data } = useSuspenseQuery(AccountUserDocument, {
    variables: { locale: toGraphQLLocale(page.locale) },
    fetchPolicy: 'network-only',
  });
  const loggedIn = data.me.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) navigate(loginPathFor(page.locale, `${page.pathname}${page.search}`), { replace: true });
  }, [loggedIn, navigate, page.locale, page.pathname, page.search]);
  return loggedIn ? children(data.me) : <AccountLoading />;
}

export function AccountPage({ page, title, children }: { page: PageState; title: string; children: (user: AccountUser) => ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  const tabs = [
    { name: 'userProfile', label: t('user.profileTitle') },
    { name: 'userSettings', label: t('user.settingsTitle') },
  ] as const;
  return (
    <div className="account-page">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', page.locale) }, { label: title }]} />
        <h1>{title}</h1>
      </header>
      <nav className="account-tabs" aria-label={t('user.sectionsLabel')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.name}>
              <a href={pathFor(tab.name, page.locale)} aria-current={page.route?.name === tab.name ? 'page' : undefined}>
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {hydrated ? (
        <RetryableArea callKind="userCall" message={t('user.loadError')} retryLabel={t('user.retry')} placeholder={<AccountLoading />}>
          <AccountGate page={page}>{children}</AccountGate>
        </RetryableArea>
      ) : (
        <AccountLoading />
      )}
    </div>
  );
}
