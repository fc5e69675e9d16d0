// The visitor's cart on the cart page (spec 001 §7, §9): the held lines with their sums and the
// total (prices without '.00', a decimal comma in German, spec 001 §5), the time left until the
// first hold runs out, and a control per line that takes it out (Mutation.removeCartItem, which
// also rewrites the badge's cookies). When the countdown reaches zero the cart is asked again:
// lines whose hold ran out are gone, and when none is left the page says the hold has run out.
// What the page knows and does is useCart's; this is what it shows.
import { useRef } from 'react';
import { formatPrice } from '../../../shared/eventDetail/detailFormats';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { CartLine } from './CartLine';
import { CartState } from './CartState';
import { HoldCountdown } from './HoldCountdown';
import { useCart } from './useCart';

export function CartView({ locale }: { locale: Locale }) {
  const t = useT();
  const stateHeading = useRef<HTMLHeadingElement>(null);
  const { cart, outcome, removing, problem, announcement, left, remove, buttonRef } = useCart(locale, stateHeading);
  const live = (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );
  const problemAlert = (shown: boolean) =>
    problem && shown ? (
      <p className="webshop-cart__problem" role="alert">
        {problem}
      </p>
    ) : null;

  if (outcome === 'expired' || !cart.hasReservation) {
    const expired = outcome === 'expired';
    return (
      <>
        {live}
        {problemAlert(!expired)}
        <CartState
          headingRef={stateHeading}
          heading={expired ? t('webshop.expired') : t('webshop.empty')}
          text={expired ? t('webshop.expiredText') : t('webshop.emptyText')}
          locale={locale}
        />
      </>
    );
  }

  return (
    <>
      {live}
      {left !== null && left > 0 ? <HoldCountdown seconds={left} /> : null}
      {problemAlert(true)}
      <ul className="cart-lines" aria-label={t('webshop.linesLabel')}>
        {cart.items.map((line, index) => (
          <CartLine
            key={line.id}
            line={line}
            locale={locale}
            busy={removing === line.id}
            disabled={removing !== null}
            onRemove={() => void remove(line, index)}
            buttonRef={buttonRef(line.id)}
          />
        ))}
      </ul>
      <p className="cart-total">
        <span className="cart-total__count">{t('webshop.ticketCount', { count: cart.ticketsQuantity })}</span>
        <span className="cart-total__label">{t('webshop.total')}</span>{' '}
        <strong className="cart-total__amount">{formatPrice(cart.total ?? '0.00', locale)}</strong>
      </p>
    </>
  );
}
