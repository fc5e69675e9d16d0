// spec 001 §2 "Productions": the production page's sticky button leads to #datesAndTickets. Like
// the event page's 'Book tickets' it hides while that section is in view (nothing to lead to then).
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';

export const DATES_SECTION_ID = 'datesAndTickets';

export function StickyDatesButton() {
  const t = useT();
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const section = document.getElementById(DATES_SECTION_ID);
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setInView(entry.isIntersecting);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <a className="sticky-book-button button" href={`#${DATES_SECTION_ID}`} hidden={inView} data-testid="sticky-dates-button">
      {t('productionDetail.datesAndTickets')}
    </a>
  );
}
