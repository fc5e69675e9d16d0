// What the open booking widget shows (spec 001 §4 "Booking widget", §5, §8, §9): a lazily loaded
// chunk (BookingWidget.tsx loads it on the first intent to book).
//
// - The event is read live each time the widget opens (Query.bookableEvent, network only), so
//   what it offers is never older than the last add to cart anywhere.
// - Steps '' (main, SeatGroupList), 'discounts' (all prices of one seat group), 'timeslots'
//   (TimeslotChoice); Back returns to '' (useBookingSteps.ts).
// - What is offered (the timeslot variant, its timeslot, the seat groups) is decided by
//   decideOffer.ts; adding follows useAddToCart.ts, whose summary (BookingSummary) stands in a
//   polite live region and takes the focus.
// - Closing (open turns false) clears the selection at once; 250 ms later the summary and the
//   step are reset.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SelectedTicket } from '../../shared/booking';
import { WEBSHOP_PATH } from '../../shared/cartBadge';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { useQuery } from '../data/useQuery';
import { BookableEventDocument } from '../generated/documents/BookableEventDocument';
import { useT } from '../i18n';
import { usePage } from '../navigation/LocationContext';
import { BookingFooter } from './BookingFooter';
import { BookingLoading } from './BookingLoading';
import { BookingStepView } from './BookingStepView';
import { BookingSummary } from './BookingSummary';
import { decideOffer, priceOf, stepperState, type Price, type SeatGroup } from './decideOffer';
import { useAddToCart } from './useAddToCart';
import { useBookingSteps } from './useBookingSteps';
import { usePanelOpenings } from './usePanelOpenings';

export interface BookingPanelProps {
  eventId: string;
  open: boolean;
  placement: 'list' | 'detail';
  /**
   * Called after the panel has rendered what it loaded (the steps, or why nothing is on sale, or
   * the load error) instead of its loading state: the widget scrolls it into view then.
   */
  onContentShown?: () => void;
}

export function BookingPanel({ eventId, open, placement, onContentShown }: BookingPanelProps) {
  const t = useT();
  const { locale } = usePage();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(BookableEventDocument, {
    variables: { locale: toGraphQLLocale(locale), id: eventId },
    fetchPolicy: 'network-only',
  });
  const { summary, submit, clearSummary } = useAddToCart(locale, refetch);
  const bodyRef = useRef<HTMLDivElement>(null);
  const steps = useBookingSteps(bodyRef);
  const { reset: resetStep } = steps;
  const [selection, setSelection] = useState<SelectedTicket[]>([]);
  // spec 001 §4: closing clears the selection at once (during the render that closes).
  const [renderedOpen, setRenderedOpen] = useState(open);
  if (renderedOpen !== open) {
    setRenderedOpen(open);
    if (!open) setSelection([]);
  }
  usePanelOpenings(
    open,
    refetch,
    useCallback(() => {
      clearSummary();
      resetStep();
    }, [clearSummary, resetStep]),
  );

  const event = data?.bookableEvent ?? null;
  const contentShown = !(!event && loading);
  useEffect(() => {
    if (contentShown) onContentShown?.();
  }, [contentShown, onContentShown]);
  const ticketUrl = event?.ticketUrl ?? WEBSHOP_PATH;
  const title = (
    <h2 id={headingId} className="booking__title" tabIndex={-1} data-focus="title">
      {event?.title ?? t('booking.open')}
    </h2>
  );

  if (!event && loading) {
    return (
      <>
        {title}
        <BookingLoading />
      </>
    );
  }
  if (!event && error) {
    return (
      <>
        {title}
        <div className="load-error" role="alert">
          <p>{t('booking.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch().catch(() => undefined)}>
            {t('booking.retry')}
          </button>
        </div>
      </>
    );
  }

  const offer = decideOffer(event?.booking ?? null, steps.chosenSlotId);
  if (!event || event.isCancelled || event.isSoldOut || event.status === 'PAST' || offer.groups.length === 0) {
    return (
      <>
        {title}
        <p>{t('booking.nothingOnSale')}</p>
        <p>
          <a className="button" href={ticketUrl}>
            {t('booking.toWebshop')}
          </a>
        </p>
      </>
    );
  }

  const stepper = (group: SeatGroup, price: Price) => stepperState(offer, selection, setSelection, group, price);
  const order = { eventId: event.id, ticketingId: event.ticketingId, blockId: offer.slot?.blockId ?? null, selection };
  return (
    <div ref={bodyRef} className="booking__body">
      {title}
      <div className="booking__live" role="status" aria-live="polite">
        {summary ? (
          <BookingSummary
            summary={summary}
            ticketUrl={ticketUrl}
            placement={placement}
            onAddMore={() => {
              steps.focusAfterRender('title');
              clearSummary();
              resetStep();
            }}
            onBack={() => {
              steps.focusAfterRender('add');
              clearSummary();
            }}
          />
        ) : null}
      </div>
      {summary ? null : (
        <>
          <BookingStepView steps={steps} offer={offer} locale={locale} timeslotName={`${headingId}-timeslot`} stepper={stepper} />
          <BookingFooter
            selection={selection}
            priceOf={(ticket) => priceOf(offer, ticket)}
            hintId={`${headingId}-hint`}
            onAdd={() => void submit(order, () => setSelection([]))}
          />
        </>
      )}
    </div>
  );
}
