// The booking panel's footer (spec 001 §4): what is chosen with its total, and 'Add to cart',
// disabled (and described by a hint) until a ticket is chosen.
import { canAddToCart, formatPrice, selectionTotal, ticketCount, type SelectedTicket } from '../../shared/booking';
import { useT } from '../i18n';

export interface BookingFooterProps {
  selection: readonly SelectedTicket[];
  priceOf: (ticket: { seatGroupId: string; saleTypeId: number }) => string | undefined;
  hintId: string;
  onAdd: () => void;
}

export function BookingFooter({ selection, priceOf, hintId, onAdd }: BookingFooterProps) {
  const t = useT();
  const count = ticketCount(selection);
  return (
    <div className="booking__footer">
      <p className="booking__selection" aria-live="polite">
        {count > 0 ? t('booking.selection', { count }) : t('booking.noSelection')}
        {count > 0 ? (
          <span className="booking__total"> · {t('booking.total', { amount: formatPrice(selectionTotal(selection, priceOf)) })}</span>
        ) : null}
      </p>
      <button
        type="button"
        className="button booking__add"
        data-focus="add"
        disabled={!canAddToCart(selection)}
        aria-describedby={count > 0 ? undefined : hintId}
        onClick={onAdd}
      >
        {t('booking.addToCart')}
      </button>
      {count > 0 ? null : (
        <p id={hintId} className="booking__hint">
          {t('booking.chooseFirst')}
        </p>
      )}
    </div>
  );
}
