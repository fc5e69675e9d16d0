// spec 001 §2: logged out, the account link goes to the login URL: the site's own login page,
// which leads back to this page (src/shared/accountPages.ts).
import type { Ref } from 'react';
import { loginPathFor } from '../../shared/accountPages';
import { usePage } from '../navigation/LocationContext';
import { useT } from '../i18n';

export function AccountLoginLink({ describedBy, linkRef }: { describedBy: string | undefined; linkRef?: Ref<HTMLAnchorElement> }) {
  const t = useT();
  const page = usePage();
  return (
    <a
      ref={linkRef}
      className="top-nav__link top-nav__account-link"
      href={loginPathFor(page.locale, `${page.pathname}${page.search}`)}
      aria-describedby={describedBy}
    >
      <span className="top-nav__icon top-nav__icon--account" aria-hidden="true" />
      {t('topNav.account')}
    </a>
  );
}
