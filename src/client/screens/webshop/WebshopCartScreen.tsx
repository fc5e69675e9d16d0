// The cart page of the embedded shop, the screen of the webshop's paths (spec 000 §2 "Webshop",
// src/shared/shopPaths.ts): the tickets held for the visitor (spec 001 §7, §9: 15 minutes), a live
// countdown to the end of the hold, a control per line to take it out, and the states around it:
// nothing reserved, the hold run out, the shop offline (spec 001 §8 'Webshop offline').
//
// The heading and the shop's state are part of the shell; the cart itself is asked by the
// browser alone after hydration: it is personal, and the server's render is shared by every
// visitor of the page (docs/decisions/005).
import { useT } from '../../i18n';
import { RetryableArea } from '../../components/RetryableArea';
import { useHydrated } from '../../hooks/useHydrated';
import { useSiteNavigation } from '../../layout/useSiteNavigation';
import type { ScreenProps } from '../screenProps';
import { CartState } from './CartState';
import { CartView } from './CartView';

function CartLoading() {
  const t = useT();
  return (
    <p className="webshop-cart__loading" role="status">
      {t('webshop.loading')}
    </p>
  );
}

export function WebshopCartScreen({ page }: ScreenProps) {
  const t = useT();
  const hydrated = useHydrated();
  const shopOnline = useSiteNavigation().siteSettings.isShopOnline;
  return (
    <div className="webshop-cart">
      <div className="page-header">
        <h1>{t('webshop.title')}</h1>
        <p className="page-header__intro">{t('webshop.intro')}</p>
      </div>
      {!shopOnline ? (
        // spec 001 §8 'Webshop offline': the shop is closed by the site settings; it is asked
        // for nothing, and no line can be taken out meanwhile.
        <CartState heading={t('webshop.offline')} text={t('webshop.offlineText')} locale={page.locale} />
      ) : hydrated ? (
        <RetryableArea callKind="cartCall" message={t('webshop.loadError')} retryLabel={t('webshop.retry')} placeholder={<CartLoading />}>
          <CartView locale={page.locale} />
        </RetryableArea>
      ) : (
        <CartLoading />
      )}
    </div>
  );
}
