// What the open booking widget shows (spec 001 §4 "Booking widget", §5, §8, §9): a lazily loaded
// chunk (BookingWidget.tsx loads it on the first intent to book).
//
// - The event is read live each time the widget opens (Query.bookableEvent, network only), so
//   what it offers is never older than the last add to cart anywhere.
// - Steps '' (main), 'discounts' (all prices of one seat group), 'timeslots'; Back returns to ''.
// - The timeslot variant when the first seat group has timeslots (the gateway decides it): the
//   first available timeslot is preselected, a change is offered only with more than one.
// - Adding and removing follow src/shared/booking.ts; 'Add to cart' is disabled until a ticket
//   is chosen; the summary shows 'loading', then success or error 100 ms after the answer, in a
//   polite live region, and the focus moves to its heading.
// - Closing (open turns false) clears the selection at once; 250 ms later the summary and the
//   step are reset.
import { useEffect, useId, useRef, useState } from 'react';
import { graphQLErrorsOf } from '../data/GraphQLErrors';
import { useMutation } from '../data/useMutation';
import { useQuery } from '../data/useQuery';
import {
  addTicket,
  amountOf,
  canAddToCart,
  FULL_PRICE_SALE_TYPE_ID,
  firstAvailableTimeslot,
  formatPrice,
  fullPriceFirst,
  isPriceListCollapsible,
  offersTimeslotChange,
  PRICE_LIST_COLLAPSE_ABOVE,
  removeTicket,
  selectionTotal,
  SUMMARY_SHOW_DELAY_MS,
  ticketCount,
  WIDGET_CLOSE_DELAY_MS,
  type BookingStep,
  type SelectedTicket,
} from '../../shared/booking';
import { CART_CHANGED_EVENT, WEBSHOP_PATH } from '../../shared/cartBadge';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { formatTime } from '../../shared/dateFormats';
import { BookableEventDocument } from '../generated/documents/BookableEventDocument';
import { BookingAddToCartDocument } from '../generated/documents/BookingAddToCartDocument';
import type { BookableEventQuery } from '../generated/operations';
import { useT, type Translate } from '../i18n';
import { usePage } from '../navigation/LocationContext';

type BookableEvent = NonNullable<BookableEventQuery['bookableEvent']>;
type SeatGroup = NonNullable<BookableEvent['booking']>['seatGroups'][number];
type Price = SeatGroup['prices'][number];
type Timeslot = SeatGroup['timeslots'][number];

/** The upstream's most tickets of one price in one call (src/graphql/shop/mapCart.ts). */
const MAX_PER_PRICE = 50;

type Summary =
  | { kind: 'loading' }
  | { kind: 'success'; count: number }
  /** spec 001 §8: the ticketing refused a seat group; nothing of the order is held. */
  | { kind: 'refused'; responseCode: number | null; seatGroupName: string | null }
  | { kind: 'offline' }
  | { kind: 'invalid' };

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

function priceName(price: Price, t: Translate): string {
  // spec 001 §3, §9: the full price is 'Vollpreis', told by its sale type, never by its name.
  return price.saleTypeId === FULL_PRICE_SALE_TYPE_ID ? t('booking.fullPrice') : price.name;
}

function isAvailable(slot: Timeslot): boolean {
  return slot.available === null || slot.available > 0;
}

interface StepperProps {
  price: Price;
  group: SeatGroup;
  amount: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

function PriceRow({ price, group, amount, canAdd, onAdd, onRemove }: StepperProps) {
  const t = useT();
  const name = priceName(price, t);
  const amountId = useId();
  return (
    <li className="booking-price">
      <div className="booking-price__info">
        <span className="booking-price__name">{name}</span>
        {price.text ? <span className="booking-price__text">{price.text}</span> : null}
      </div>
      <span className="booking-price__amount">{formatPrice(price.amount)}</span>
      <div className="booking-price__stepper" role="group" aria-labelledby={amountId}>
        <button type="button" className="booking-price__step" onClick={onRemove} disabled={amount === 0} aria-label={t('booking.decrease', { name, group: group.name })}>
          <span aria-hidden="true">−</span>
        </button>
        <output id={amountId} className="booking-price__count" aria-label={t('booking.amount', { name, group: group.name })}>
          {amount}
        </output>
        <button type="button" className="booking-price__step" onClick={onAdd} disabled={!canAdd} aria-label={t('booking.increase', { name, group: group.name })}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}

/** spec 001 §4, §9: more than 2 prices start collapsed (11.25rem) with a show-all toggle (25rem). */
function PriceList({ group, prices, rowProps }: { group: SeatGroup; prices: Price[]; rowProps: (price: Price) => Omit<StepperProps, 'price' | 'group'> }) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = isPriceListCollapsible(prices.length);
  const shown = collapsible && !expanded ? prices.slice(0, PRICE_LIST_COLLAPSE_ABOVE) : prices;
  const state = !collapsible ? '' : expanded ? ' booking-prices--expanded' : ' booking-prices--collapsed';
  return (
    <>
      <ul id={listId} className={`booking-prices${state}`}>
        {shown.map((price) => (
          <PriceRow key={price.id} price={price} group={group} {...rowProps(price)} />
        ))}
      </ul>
      {collapsible ? (
        <button type="button" className="booking__link-button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('booking.showFewer') : t('booking.showAll')}
        </button>
      ) : null}
    </>
  );
}

function SummaryView({ summary, ticketUrl, placement, onAddMore, onBack }: { summary: Summary; ticketUrl: string; placement: 'list' | 'detail'; onAddMore: () => void; onBack: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (summary.kind !== 'loading') headingRef.current?.focus();
  }, [summary.kind]);
  if (summary.kind === 'loading') {
    return (
      <p className="booking__loading">
        <span className="spinner" aria-hidden="true" />
        {t('booking.loading')}
      </p>
    );
  }
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
  let lines: string[];
  switch (summary.kind) {
    case 'offline':
      lines = [t('booking.shopOffline'), t('booking.shopOfflineText')];
      break;
    case 'invalid':
      lines = [t('booking.invalid')];
      break;
    case 'refused': {
      const code = summary.responseCode;
      // spec 001 §8: -214 and -204 have their texts; another code shows as 'Error {code}' with
      // the request to buy at the webshop; without a code only that request.
      lines =
        code === -214
          ? [t('booking.notEnoughSeats')]
          : code === -204
            ? [t('booking.noReservation')]
            : [...(code === null ? [] : [t('booking.errorCode', { code })]), t('booking.useWebshop')];
      if (summary.seatGroupName) lines.push(t('booking.failedGroup', { name: summary.seatGroupName }));
      lines.push(t('booking.nothingHeld'));
      break;
    }
  }
  return (
    <div className="booking-summary booking-summary--error">
      <h3 ref={headingRef} tabIndex={-1} className="booking-summary__heading">
        {t('booking.errorHeading')}
      </h3>
      {lines.map((line) => (
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

function decideFailure(error: unknown): Summary {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const codes = errors.map((entry) => entry.extensions?.code);
    if (codes.includes('SHOP_OFFLINE')) return { kind: 'offline' };
    if (codes.includes('BAD_USER_INPUT')) return { kind: 'invalid' };
  }
  // The site or the ticketing could not be reached: no code, only the way to the webshop.
  return { kind: 'refused', responseCode: null, seatGroupName: null };
}

export function BookingPanel({ eventId, open, placement, onContentShown }: BookingPanelProps) {
  const t = useT();
  const { locale } = usePage();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(BookableEventDocument, {
    variables: { locale: toGraphQLLocale(locale), id: eventId },
    fetchPolicy: 'network-only',
  });
  const [addToCart] = useMutation(BookingAddToCartDocument);
  const [selection, setSelection] = useState<SelectedTicket[]>([]);
  const [step, setStep] = useState<BookingStep>('');
  const [discountGroupId, setDiscountGroupId] = useState<string | null>(null);
  const [chosenSlotId, setChosenSlotId] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const wasOpen = useRef(open);
  // Where the focus goes after a step change removed the focused control (data-focus names it).
  const bodyRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    bodyRef.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  });
  const goTo = (next: BookingStep, focus: string) => {
    pendingFocus.current = focus;
    setStep(next);
  };
  const summaryTimer = useRef<number | undefined>(undefined);
  // spec 001 §4: closing clears the selection at once (during the render that closes).
  const [renderedOpen, setRenderedOpen] = useState(open);
  if (renderedOpen !== open) {
    setRenderedOpen(open);
    if (!open) setSelection([]);
  }

  useEffect(() => {
    const reopened = open && !wasOpen.current;
    wasOpen.current = open;
    if (open) {
      // Live availability: read again on every opening.
      if (reopened) void refetch().catch(() => undefined);
      return undefined;
    }
    // spec 001 §4, §9: 250 ms after closing the summary is hidden and the step reset.
    const timer = window.setTimeout(() => {
      window.clearTimeout(summaryTimer.current);
      setSummary(null);
      setStep('');
    }, WIDGET_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, refetch]);

  useEffect(() => () => window.clearTimeout(summaryTimer.current), []);

  const event = data?.bookableEvent ?? null;
  const contentShown = !(!event && loading);
  useEffect(() => {
    if (contentShown) onContentShown?.();
  }, [contentShown, onContentShown]);
  const booking = event?.booking ?? null;
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
        <p className="booking__loading">
          <span className="spinner" aria-hidden="true" />
          {t('booking.loading')}
        </p>
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

  const timeslotVariant = booking?.variant === 'TIMESLOT';
  const firstGroupSlots = booking?.seatGroups[0]?.timeslots ?? [];
  const availableSlots = firstGroupSlots.filter(isAvailable);
  const slot = timeslotVariant ? (availableSlots.find((candidate) => candidate.id === chosenSlotId) ?? firstAvailableTimeslot(firstGroupSlots)) : null;
  // In the timeslot variant one timeslot (block) holds the whole order: the groups sold in it.
  const groups = (booking?.seatGroups ?? []).filter((group) => !timeslotVariant || (slot !== null && group.timeslots.some((candidate) => candidate.blockId === slot.blockId)));

  if (!event || event.isCancelled || event.isSoldOut || event.status === 'PAST' || groups.length === 0) {
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

  const priceOf = (ticket: { seatGroupId: string; saleTypeId: number }) =>
    groups.find((group) => group.id === ticket.seatGroupId)?.prices.find((price) => price.saleTypeId === ticket.saleTypeId)?.amount;
  const seatsLeft = (group: SeatGroup): number | null => (timeslotVariant ? (slot?.available ?? null) : group.available);
  const rowProps = (group: SeatGroup) => (price: Price) => {
    const key = { seatGroupId: group.id, saleTypeId: price.saleTypeId };
    const amount = amountOf(selection, key);
    const inGroup = selection.filter((entry) => entry.seatGroupId === group.id).reduce((sum, entry) => sum + entry.amount, 0);
    const left = seatsLeft(group);
    return {
      amount,
      canAdd: amount < MAX_PER_PRICE && (left === null || inGroup < left),
      onAdd: () => setSelection((current) => addTicket(current, key)),
      onRemove: () => setSelection((current) => removeTicket(current, key)),
    };
  };

  const submit = async () => {
    if (!canAddToCart(selection)) return;
    const count = ticketCount(selection);
    setSummary({ kind: 'loading' });
    let next: Summary;
    try {
      const result = await addToCart({
        variables: {
          locale: toGraphQLLocale(locale),
          input: {
            eventId: event.id,
            ticketingId: String(event.ticketingId ?? ''),
            blockId: slot?.blockId === null || slot?.blockId === undefined ? null : String(slot.blockId),
            tickets: selection.map((entry) => ({ seatGroupId: entry.seatGroupId, saleTypeId: String(entry.saleTypeId), quantity: entry.amount })),
          },
        },
      });
      const answer = result.data?.addToCart;
      const failure = answer?.errors[0];
      // An answer without its field (errors reject the mutation, so none came with it).
      if (!answer) next = decideFailure(undefined);
      else if (failure) next = { kind: 'refused', responseCode: failure.responseCode, seatGroupName: failure.seatGroupName };
      else {
        next = { kind: 'success', count };
        setSelection([]);
        // The header's badge and countdown read the cookies the answer set.
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      }
    } catch (caught) {
      next = decideFailure(caught);
    }
    // Seats changed either way: what the widget offers is read again.
    void refetch().catch(() => undefined);
    window.clearTimeout(summaryTimer.current);
    summaryTimer.current = window.setTimeout(() => setSummary(next), SUMMARY_SHOW_DELAY_MS);
  };

  const discountGroup = step === 'discounts' ? groups.find((group) => group.id === discountGroupId) : undefined;
  const back = (
    <button type="button" className="booking__back booking__link-button" data-focus="back" onClick={() => goTo('', step === 'discounts' ? `discounts-${discountGroupId ?? ''}` : 'timeslot')}>
      <span aria-hidden="true">← </span>
      {t('booking.back')}
    </button>
  );

  let content;
  if (step === 'timeslots' && timeslotVariant) {
    content = (
      <>
        {back}
        <fieldset className="booking-timeslots">
          <legend className="booking__subtitle">{t('booking.chooseTimeslot')}</legend>
          {availableSlots.map((candidate) => (
            <label key={candidate.id} className="booking-timeslots__option">
              <input type="radio" name={`${headingId}-timeslot`} value={candidate.id} checked={candidate.id === slot?.id} onChange={() => setChosenSlotId(candidate.id)} />
              <span>{t('booking.timeslotAt', { time: formatTime(candidate.startsAt, locale) })}</span>
              {candidate.available !== null ? <span className="booking__seats">{t('booking.seatsLeft', { count: candidate.available })}</span> : null}
            </label>
          ))}
        </fieldset>
      </>
    );
  } else if (step === 'discounts' && discountGroup) {
    content = (
      <>
        {back}
        <h3 className="booking__subtitle">{t('booking.discountsFor', { group: discountGroup.name })}</h3>
        <PriceList group={discountGroup} prices={fullPriceFirst(discountGroup.prices)} rowProps={rowProps(discountGroup)} />
      </>
    );
  } else {
    content = (
      <>
        {timeslotVariant && slot ? (
          <p className="booking-timeslot">
            <span>
              {t('booking.timeslot')}: <strong>{t('booking.timeslotAt', { time: formatTime(slot.startsAt, locale) })}</strong>
            </span>
            {offersTimeslotChange(firstGroupSlots) ? (
              <button type="button" className="booking__link-button" data-focus="timeslot" onClick={() => goTo('timeslots', 'back')}>
                {t('booking.changeTimeslot')}
              </button>
            ) : null}
          </p>
        ) : null}
        <ul className="booking-groups">
          {groups.map((group) => {
            const [main, ...discounts] = fullPriceFirst(group.prices);
            const left = seatsLeft(group);
            return (
              <li key={group.id} className="booking-group">
                <h3 className="booking-group__name">
                  {group.name}
                  {left !== null ? <span className="booking__seats">{t('booking.seatsLeft', { count: left })}</span> : null}
                </h3>
                {group.text ? <p className="booking-group__text">{group.text}</p> : null}
                {main ? (
                  <ul className="booking-prices">
                    <PriceRow price={main} group={group} {...rowProps(group)(main)} />
                  </ul>
                ) : null}
                {discounts.length > 0 ? (
                  <button
                    type="button"
                    className="booking__link-button"
                    data-focus={`discounts-${group.id}`}
                    onClick={() => {
                      setDiscountGroupId(group.id);
                      goTo('discounts', 'back');
                    }}
                  >
                    {t('booking.discounts')}
                    <span className="visually-hidden"> {group.name}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  const count = ticketCount(selection);
  const hintId = `${headingId}-hint`;
  return (
    <div ref={bodyRef} className="booking__body">
      {title}
      <div className="booking__live" role="status" aria-live="polite">
        {summary ? (
          <SummaryView
            summary={summary}
            ticketUrl={ticketUrl}
            placement={placement}
            onAddMore={() => {
              pendingFocus.current = 'title';
              setSummary(null);
              setStep('');
            }}
            onBack={() => {
              pendingFocus.current = 'add';
              setSummary(null);
            }}
          />
        ) : null}
      </div>
      {summary ? null : (
        <>
          <div className="booking__step" data-step={step || 'main'}>
            {content}
          </div>
          <div className="booking__footer">
            <p className="booking__selection" aria-live="polite">
              {count > 0 ? t('booking.selection', { count }) : t('booking.noSelection')}
              {count > 0 ? <span className="booking__total"> · {t('booking.total', { amount: formatPrice(selectionTotal(selection, priceOf)) })}</span> : null}
            </p>
            <button type="button" className="button booking__add" data-focus="add" disabled={!canAddToCart(selection)} aria-describedby={count > 0 ? undefined : hintId} onClick={() => void submit()}>
              {t('booking.addToCart')}
            </button>
            {count > 0 ? null : (
              <p id={hintId} className="booking__hint">
                {t('booking.chooseFirst')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
