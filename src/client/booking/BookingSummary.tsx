// The answer to 'Add to cart' (spec 001 §8): 'loading', then success (to the cart; on the
// programme also 'Weitere hinzufügen') or why nothing was added (to the webshop, back). The
// panel shows it in a polite live region; its heading takes the focus when it appears.
import { useEffect, useRef } from 'react';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { WEBSHOP_PATH } from '../../shared/cartBadge';
import { useT, type Translate } from '../i18n';
import { BookingLoading } from './BookingLoading';

export type Summary =
  | { kind: 'loading' }
  | { kind: 'success'; count: number }
  /** spec 001 §8: the ticketing refused a seat group; nothing of the order is held. */
  | { kind: 'refused'; responseCode: number | null; seatGroupName: string | null }
  | { kind: 'offline' }
  | { kind: 'invalid' };

type Failure = Exclude<Summary, { kind: 'loading' } | { kind: 'success' }>;

function failureLines(summary: Failure, t: Translate): string[] {
  switch (summary.kind) {
    case 'offline':
      return [t('booking.shopOffline'), t('booking.shopOfflineText')];
    case 'invalid':
      return [t('booking.invalid')];
    case 'refused': {
      const code = summary.responseCode;
      // spec 001 §8: -214 and -204 have their texts; another code shows as 'Error {code}' with
      // the request to buy at the webshop; without a code only that request.
      const lines =
        code === -214
          ? [t('booking.notEnoughSeats')]
          : code === -204
            ? [t('booking.noReservation')]
            : [...(code === null ? [] : [t('booking.errorCode', { code })]), t('booking.useWebshop')];
      if (summary.seatGroupName) lines.push(t('booking.failedGroup', { name: summary.seatGroupName }));
      lines.push(t('booking.nothingHeld'));
      return lines;
    }
    default:
      return assertUnreachable(summary);
  }
}

export interface BookingSummaryProps {
  summary: Summary;
  ticketUrl: string;
  placement: 'list' | 'detail';
  onAddMore: () => void;
  onBack: () => void;
}

export function BookingSummary({ summary, ticketUrl, placement, onAddMore, onBack }: BookingSummaryProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (summary.kind !== 'loading') headingRef.current?.focus();
  }, [summary.kind]);
  if (summary.kind === 'loading') return <BookingLoading />;
  if (summary.kind === 'success') {
    return (
      <div className="booking-summary booking-summary--success">
        <h3 ref={headingRef} tabIndex={-1} className="booking-summary__heading">
          {t('booking.success', { n: t('booking.tickets', { count: summary.count }) })}
        </h3>
        <p>{t('booking.reserved')}</p>
        <p className="booking-summary__actions">
          {/* The site's own cart page (the webshop layout), where the visitor sees and changes the cart. */}
          <a className="button" href={WEBSHOP_PATH}>
            {t('booking.toCart')}
          </a>
          {/* spec 001 §8: 'Weitere hinzufügen' on the event list only. */}
          {placement === 'list' ? (
            <button type="button" className="button button--secondary" onClick={onAddMore}>
              {t('booking.addMore')}
            </button>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div className="booking-summary booking-summary--error">
      <h3 ref={headingRef} tabIndex={-1} className="booking-summary__heading">
        {t('booking.errorHeading')}
      </h3>
      {failureLines(summary, t).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="booking-summary__actions">
        <a className="button" href={ticketUrl}>
          {t('booking.toWebshop')}
        </a>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('booking.back')}
        </button>
      </p>
    </div>
  );
}
