// One held line of the cart page (spec 001 §7): the event, its day and time, seat group, price,
// quantity and sum, and the control that takes it out (aria-disabled while a removal runs).
import { berlinDayOf, formatDayHeading, formatTime, toBerlinIso } from '../../../shared/dateFormats';
import { formatPrice } from '../../../shared/eventDetail/detailFormats';
import type { Locale } from '../../../shared/locales';
import type { CartFragment } from '../../generated/operations';
import { useT } from '../../i18n';

type Line = CartFragment['items'][number];

export interface CartLineProps {
  line: Line;
  locale: Locale;
  busy: boolean;
  disabled: boolean;
  onRemove: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

export function CartLine({ line, locale, busy, disabled, onRemove, buttonRef }: CartLineProps) {
  const t = useT();
  const names = { price: line.name, seatGroup: line.seatGroup, event: line.event };
  return (
    <li className="cart-line">
      <h2 className="cart-line__event">{line.event}</h2>
      <p className="cart-line__date">
        <time dateTime={toBerlinIso(line.startsAt)}>
          {formatDayHeading(berlinDayOf(line.startsAt), locale)}, {formatTime(line.startsAt, locale)}
        </time>
      </p>
      <dl className="cart-line__facts">
        <div>
          <dt>{t('webshop.seatGroup')}</dt>
          <dd>{line.seatGroup}</dd>
        </div>
        <div>
          <dt>{t('webshop.price')}</dt>
          <dd>
            {line.name} ({formatPrice(line.price, locale)})
          </dd>
        </div>
        <div>
          <dt>{t('webshop.quantity')}</dt>
          <dd>{line.quantity}</dd>
        </div>
        <div className="cart-line__sum">
          <dt>{t('webshop.sum')}</dt>
          <dd>{formatPrice(line.sum, locale)}</dd>
        </div>
      </dl>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary cart-line__remove"
        aria-label={t('webshop.removeLabel', names)}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onRemove}
      >
        {busy ? t('webshop.removing') : t('webshop.remove')}
      </button>
    </li>
  );
}
