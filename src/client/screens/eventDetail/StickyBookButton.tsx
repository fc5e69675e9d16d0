// spec 001 §9: the sticky button 'Book tickets' of an event page. It leads to the section 'Dates
// and tickets' and hides while that section is in view (nothing to lead to then).
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { TICKETS_SECTION_ID } from './EventDates';

export function StickyBookButton() {
  const t = useT();
  const [ticketsInView, setTicketsInView] = useState(false);
  useEffect(() => {
    const section = document.getElementById(TICKETS_SECTION_ID);
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setTicketsInView(entry.isIntersecting);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <a className="sticky-book-button button" href={`#${TICKETS_SECTION_ID}`} hidden={ticketsInView} data-testid="sticky-book-button">
      {t('eventDetail.bookTickets')}
    </a>
  );
}
