// The user profile (spec 000 §2 "User profile": /de/user/profil, /en/user/profile-en; §3 "User
// details"): who is logged in, the way to the webshop, and the logout.
import { pathFor } from '../../../shared/routes';
import { useT } from '../../i18n';
import type { ScreenProps } from '../screenProps';
import { AccountPage } from './AccountPage';
import { LogoutButton } from './LogoutButton';

export function UserProfileScreen({ page }: ScreenProps) {
  const t = useT();
  return (
    <AccountPage page={page} title={t('user.profileTitle')}>
      {(user) => {
        const name = `${user.firstName} ${user.lastName}`.trim();
        return (
          <div className="account-profile">
            <dl className="account-details">
              {name ? (
                <div>
                  <dt>{t('user.name')}</dt>
                  <dd>{name}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('user.username')}</dt>
                <dd>{user.username}</dd>
              </div>
              <div>
                <dt>{t('user.email')}</dt>
                <dd>{user.email}</dd>
              </div>
            </dl>
            <section className="account-section" aria-labelledby="account-webshop">
              <h2 id="account-webshop">{t('user.webshopTitle')}</h2>
              <p>{t('user.webshopText')}</p>
              <a className="button" href={user.webshopUrl}>
                {t('user.webshop')}
              </a>
            </section>
            <LogoutButton locale={page.locale} then={pathFor('home', page.locale)} />
          </div>
        );
      }}
    </AccountPage>
  );
}
