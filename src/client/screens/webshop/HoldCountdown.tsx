// The time left on the cart's first hold (spec 001 §9).
import { formatCountdown, holdAnnouncementMinutes } from '../../../shared/cartBadge';
import { useT } from '../../i18n';

/** The time left on the first hold: visible every second, announced only at a few marks. */
export function HoldCountdown({ seconds }: { seconds: number }) {
  const t = useT();
  const mark = holdAnnouncementMinutes(seconds);
  return (
    <div className="cart-hold">
      <p className="cart-hold__time" role="timer" aria-label={t('webshop.holdLeftLabel', { count: Math.ceil(seconds / 60) })}>
        <span aria-hidden="true">{t('webshop.holdLeft', { time: formatCountdown(seconds) })}</span>
      </p>
      <p className="cart-hold__note">{t('webshop.holdNote')}</p>
      {/* spec 001 §9: announced politely at 10, 5 and 1 minute left, not every second. */}
      <p className="visually-hidden" role="status">
        {mark === null ? '' : t('webshop.holdLeftLabel', { count: mark })}
      </p>
    </div>
  );
}
