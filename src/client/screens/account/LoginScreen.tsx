// The visitor's login page (/de/user/anmelden, /en/user/login): where the header's My Account
// and the user pages lead a visitor without a session. Once logged in, the visitor goes back to
// `next` when it is a path of this site (src/shared/accountPages.ts: never another host), else to
// the profile, as a document load, so the header asks for the account anew. A visitor who is
// logged in already is told so (asked by the browser alone) with the way on.
import { useQuery } from '../../data/useQuery';
import { afterLoginPath } from '../../../shared/accountPages';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { AccountUserDocument } from '../../generated/documents/AccountUserDocument';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import type { ScreenProps } from '../screenProps';
import { LoginForm } from './LoginForm';

function AlreadyLoggedIn({ locale, next }: { locale: Locale; next: string }) {
  const t = useT();
  // A failed call shows nothing: the form below still works.
  const { data } = useQuery(AccountUserDocument, { variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'network-only' });
  const me = data?.me;
  if (!me?.isLoggedIn) return null;
  const name = `${me.firstName} ${me.lastName}`.trim() || me.username;
  return (
    <p className="login-page__already" role="status">
      {t('login.alreadyIn', { name })} <a href={next}>{t('login.continue')}</a>
    </p>
  );
}

export function LoginScreen({ page }: ScreenProps) {
  const t = useT();
  const hydrated = useHydrated();
  const next = afterLoginPath(page.search, page.locale);
  return (
    <div className="account-page">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', page.locale) }, { label: t('login.title') }]} />
        <h1>{t('login.title')}</h1>
        <p className="page-header__intro">{t('login.intro')}</p>
      </header>
      {hydrated ? <AlreadyLoggedIn locale={page.locale} next={next} /> : null}
      <LoginForm locale={page.locale} onLoggedIn={() => window.location.assign(next)} />
    </div>
  );
}
