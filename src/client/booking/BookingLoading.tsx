// The booking widget's 'loading' line: while the panel's chunk, the event's offer or the answer
// to an add to cart is on its way.
import { useT } from '../i18n';

export function BookingLoading() {
  const t = useT();
  return (
    <p className="booking__loading">
      <span className="spinner" aria-hidden="true" />
      {t('booking.loading')}
    </p>
  );
}
