// The event overlay 'Programm und Karten' (spec 001 §2 "Event overlay"): a full-screen modal
// dialog that slides up over any page, opened from the sticky navigation's ticket button, with
// the programme (filters and list, in the page's query string) and a close control. It closes on
// its close button, on Escape and on a change of the page's path; closing clears the query
// string. Its headline is the page editor's page for events; without one, or when that call
// fails (logged to the console, spec 001 §8), the default stays. While it is open the page does
// not scroll, the rest of the page is inert (showModal) and Tab stays inside; the focus returns
// to the opener. Loaded as its own chunk on the first opening.
import { skipToken } from '../data/skipToken';
import { useQuery } from '../data/useQuery';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { FILTER_RESET_SCROLL_SECONDS } from '../../shared/constants';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import { pathFor } from '../../shared/routes';
import { useT } from '../i18n';
import { trapFocus } from '../hooks/trapFocus';
import { useScrollLock } from '../hooks/useScrollLock';
import { usePage } from '../navigation/LocationContext';
import { Programme } from '../screens/events/Programme';
import { scrollToTop } from '../scrollToTop';
import { EventOverlayHeadlineDocument } from '../generated/documents/EventOverlayHeadlineDocument';
import { focusMainContent } from '../focusMainContent';

export interface EventOverlayProps {
  open: boolean;
  /** Closing: by the close button or Escape. */
  onClose: () => void;
  /** Where the focus goes back once it has closed (the main content when that is gone). */
  opener: RefObject<HTMLElement | null>;
}

export function EventOverlay({ open, onClose, opener }: EventOverlayProps) {
  const t = useT();
  const { locale } = usePage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  // The CMS page at the programme's path ('/de/konzerte' → 'konzerte').
  const eventsPath = pathFor('events', locale).split('/').slice(2).join('/');
  const headline = useQuery(
    EventOverlayHeadlineDocument,
    open ? { variables: { locale: toGraphQLLocale(locale), path: eventsPath } } : skipToken,
  );
  useEffect(() => {
    if (headline.error) console.warn('The event overlay keeps its default headline: the events page could not be loaded.', headline.error);
  }, [headline.error]);
  const title = headline.data?.page?.headline?.trim() || t('overlay.title');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.scrollTo(0, 0);
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Only now: while the dialog was modal, the rest of the page could take no focus.
      if (opener.current?.isConnected) opener.current.focus();
      else focusMainContent();
    }
  }, [open, opener]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent's state closes the dialog, so that it stays the one truth about it.
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    trapFocus(event.currentTarget, event);
  };

  return (
    <dialog ref={dialogRef} className="event-overlay" aria-modal="true" aria-labelledby={titleId} onCancel={onCancel} onKeyDown={onKeyDown}>
      <div className="event-overlay__head">
        <h2 id={titleId} className="event-overlay__title">
          {title}
        </h2>
        <button ref={closeRef} type="button" className="event-overlay__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('overlay.close')}</span>
        </button>
      </div>
      <div className="event-overlay__body">
        {open ? (
          <Programme locale={locale} onSelectionChange={() => scrollToTop(FILTER_RESET_SCROLL_SECONDS, dialogRef.current ?? undefined)} />
        ) : null}
      </div>
    </dialog>
  );
}
