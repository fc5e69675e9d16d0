// Logs the visitor out (the upstream's session ends) and leads to `then` as a document load, so
// every part of the page, the header's account too, shows the visitor logged out.
import { useMutation } from '../../data/useMutation';
import { useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { useBoot } from '../../BootContext';
import { AccountLogoutDocument } from '../../generated/documents/AccountLogoutDocument';
import { useT } from '../../i18n';
import { reportError } from '../../reportError';

export function LogoutButton({ locale, then }: { locale: Locale; then: string }) {
  const t = useT();
  const { requestId } = useBoot();
  const [failed, setFailed] = useState(false);
  const [logout, { loading }] = useMutation(AccountLogoutDocument);
  const logOut = async () => {
    setFailed(false);
    try {
      await logout({ variables: { locale: toGraphQLLocale(locale) } });
      window.location.assign(then);
    } catch (error) {
      reportError('userCall', error, requestId);
      setFailed(true);
    }
  };
  return (
    <div className="logout">
      <button type="button" className="button button--secondary" onClick={() => void logOut()} disabled={loading}>
        {loading ? t('user.loggingOut') : t('user.logout')}
      </button>
      <p className="site-form__failure" role="alert">
        {failed ? t('user.logoutFailed') : null}
      </p>
    </div>
  );
}
