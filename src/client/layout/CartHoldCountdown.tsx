// The time left on the visitor's ticket hold, beside 'My Cart' (spec 001 §9: tickets are held 15
// minutes). The end comes from the cartHoldUntil cookie the gateway writes with cartAmount and
// cartUrl after an add to cart (src/graphql/shop): the server renders it from the request's
// cookie as it stood when it rendered (boot data), like the badge, so it takes its room with the
// page; the browser's clock ticks it on, and it is gone when the hold has run out. A timer role: screen readers do not announce every second;
// the full sentence is its accessible name, updated each minute.
import { useSyncExternalStore } from 'react';
import { CART_HOLD_COOKIE, formatCountdown, parseHoldUntil } from '../../shared/cartBadge';
import { readCookie } from '../../shared/topAlert';
import { useBoot } from '../BootContext';
import { useT } from '../i18n';
import { subscribeToCartCookies } from './useCartBadge';
import { useSecondsLeft } from '../hooks/useSecondsLeft';

const readHoldCookie = (): string | null => readCookie(document.cookie, CART_HOLD_COOKIE) ?? null;

export function CartHoldCountdown() {
  const t = useT();
  const { visitor, renderedAt } = useBoot();
  const until = parseHoldUntil(useSyncExternalStore(subscribeToCartCookies, readHoldCookie, () => visitor.cartHoldUntil));
  const left = useSecondsLeft(until, Date.parse(renderedAt));
  if (left === null || left <= 0) return null;
  return (
    <span className="hold-countdown" role="timer" aria-label={t('booking.holdLeftLabel', { time: Math.ceil(left / 60) })}>
      <span aria-hidden="true">{t('booking.holdLeft', { time: formatCountdown(left) })}</span>
    </span>
  );
}
