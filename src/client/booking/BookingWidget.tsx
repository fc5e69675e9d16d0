// The quick-buy booking widget (spec 001 §4 "Booking widget", §9), the part every event item
// carries: the 'Tickets' button and the panel that opens in place. What the panel shows (steps,
// prices, the summary) is a chunk of its own, loaded on the visitor's first intent to book
// (pointer over or focus on the button, at the latest the click), never with the page.
//
// Rules kept here: only one widget open on a page (opening one closes the others, through a
// window event, so widgets in different parts of the page need no shared state); opening moves
// the focus into the panel and, after 100 ms, scrolls it into view when it overflows
// (usePanelFollower.ts); a click outside, Escape and the close button close it, and Escape and
// the close button bring the focus back to the button; closing clears the selection at once, and
// after 250 ms the panel is hidden and its summary and step are reset (the panel does that,
// BookingPanel.tsx).
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { WIDGET_CLOSE_DELAY_MS } from '../../shared/booking';
import { useT } from '../i18n';
import { usePointerOutside } from '../hooks/usePointerOutside';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadError } from '../components/LoadError';
import { BookingLoading } from './BookingLoading';
import { loadFollower, usePanelFollower } from './usePanelFollower';

/**
 * The event as the widget needs it. Query.event and the programme's items both fit: the widget
 * reads seat groups, prices and timeslots live when it opens (Query.bookableEvent), so it needs
 * no more than the id and the title for the button's name.
 */
interface BookingWidgetEvent {
  id: string;
  title: string;
}

export interface BookingWidgetProps {
  event: BookingWidgetEvent;
  /**
   * Where the widget stands: on the programme ('list') the success summary also offers
   * 'Weitere hinzufügen' (spec 001 §8); on an event's own page ('detail') it does not.
   */
  placement?: 'list' | 'detail';
  /** spec 001 §3 "openTop": the panel opens above the button instead of below. */
  openTop?: boolean;
}

/** The window event that tells every widget which one opened (spec 001 §4: only one open). */
const OPEN_EVENT = 'booking:open';

type Phase = 'closed' | 'open' | 'closing';

const loadPanel = () => import('./BookingPanel');
const BookingPanel = lazy(async () => ({ default: (await loadPanel()).BookingPanel }));

export function BookingWidget({ event, placement = 'list', openTop = false }: BookingWidgetProps) {
  const t = useT();
  const widgetId = useId();
  const panelId = `${widgetId}-panel`;
  const [phase, setPhase] = useState<Phase>('closed');
  // The panel's chunk is asked for once, on the first intent; the panel stays mounted after
  // its first opening so its reset after closing (250 ms) is its own.
  const [everOpened, setEverOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const open = phase === 'open';

  const preload = useCallback(() => {
    void loadPanel().catch(() => undefined);
    void loadFollower().catch(() => undefined);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setPhase((current) => (current === 'open' ? 'closing' : current));
    if (returnFocus) openerRef.current?.focus();
  }, []);

  const openWidget = () => {
    setEverOpened(true);
    setPhase('open');
    window.dispatchEvent(new CustomEvent<string>(OPEN_EVENT, { detail: widgetId }));
  };

  // spec 001 §4: opening another widget closes this one (the focus stays with the other).
  useEffect(() => {
    const onOpen = (opened: Event) => {
      if (opened instanceof CustomEvent && opened.detail !== widgetId) close(false);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, [widgetId, close]);

  // spec 001 §9: 250 ms after closing the panel is hidden (BookingPanel resets itself then too).
  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = window.setTimeout(() => setPhase('closed'), WIDGET_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  // On opening: the focus into the panel, and the panel into view.
  const onContentShown = usePanelFollower(open, panelRef);
  usePointerOutside(rootRef, open, () => close(false));

  const onKeyDown = (keyEvent: KeyboardEvent) => {
    if (keyEvent.key !== 'Escape' || !open) return;
    keyEvent.preventDefault();
    keyEvent.stopPropagation();
    close(true);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere inside closes the widget; the wrapper is no control
    <div ref={rootRef} className={`booking${openTop ? ' booking--top' : ''}`} data-state={phase} onKeyDown={onKeyDown}>
      <button
        ref={openerRef}
        type="button"
        className="booking__opener button"
        aria-expanded={open}
        aria-controls={everOpened ? panelId : undefined}
        aria-label={t('booking.openLabel', { title: event.title })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? close(false) : openWidget())}
      >
        <span className="booking__opener-icon" aria-hidden="true" />
        {t('booking.open')}
      </button>
      {everOpened ? (
        <section
          ref={panelRef}
          id={panelId}
          className="booking__panel"
          data-state={phase}
          aria-label={t('booking.dialog', { title: event.title })}
          tabIndex={-1}
          hidden={phase === 'closed'}
          inert={phase === 'closing'}
        >
          <button type="button" className="booking__close" onClick={() => close(true)}>
            <span className="visually-hidden">{t('booking.close')}</span>
            <span className="booking__close-icon" aria-hidden="true" />
          </button>
          <ErrorBoundary
            fallback={(retry) => <LoadError message={t('booking.loadFailed')} retryLabel={t('booking.retry')} onRetry={retry} />}
          >
            <Suspense fallback={<BookingLoading />}>
              <BookingPanel eventId={event.id} open={open} placement={placement} onContentShown={onContentShown} />
            </Suspense>
          </ErrorBoundary>
        </section>
      ) : null}
    </div>
  );
}
