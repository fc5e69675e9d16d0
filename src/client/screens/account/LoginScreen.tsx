// The visitor's login page (/de/user/anmelden, /en/user/login): where the header's My Account
// and the user pages lead a visitor without a session. Once logged in, the visitor goes back to
// `next` when it is a path of this site (src/shared/accountPages.ts: never another host), else to
// the profile, as a document load, so the header asks for the account anew.
import { afterLoginPath } from '../../../shared/accountPages';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { useT } from '../../i18n';
import type { ScreenProps } from '../screenRegistry';
import { LoginForm } from './LoginForm';

export function LoginScreen({ page }: ScreenProps) {
  const t = useT();
  return (
    <div className="account-page">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', page.locale) }, { label: t('login.title') }]} />
        <h1>{t('login.title')}</h1>
        <p className="page-header__intro">{t('login.intro')}</p>
      </header>
      <LoginForm locale={page.locale} onLoggedIn={() => window.location.assign(afterLoginPath(page.search, page.locale))} />
    </div>
  );
}
