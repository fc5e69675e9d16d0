// The header's opening hours for today (spec 001 §4), part of the page's shell (see its query in
// operations.graphql). The label depends on the minute: the server renders it for the moment of
// the request (boot data `renderedAt`), hydration renders the same, and then the browser's own
// clock takes over, once a minute.
import { useEffect, useState } from 'react';
import { assertUnreachable } from '../../shared/assertUnreachable';
import { berlinMinuteOfDay, decideOpeningHoursLabel, formatClock, formatRange, type OpeningHoursLabel } from '../../shared/openingHours';
import { useBoot } from '../BootContext';
import { useT, type Translate } from '../i18n';
import { useOpeningHoursToday, type OpeningHoursToday as Hours } from './useOpeningHoursToday';

const MINUTE_MS = 60_000;

/** The label's words: spec 001 §4 for the state, §5 for the times ('Uhr' in German). */
export function labelText(label: OpeningHoursLabel, t: Translate): string {
  switch (label.kind) {
    case 'openFrom':
      return t('openingHours.openFrom', { time: t('openingHours.clock', { time: formatClock(label.from) }) });
    case 'openUntil':
      return t('openingHours.openUntil', { time: t('openingHours.clock', { time: formatClock(label.to) }) });
    case 'openRanges':
      return t('openingHours.openRanges', { ranges: t('openingHours.clock', { time: label.ranges.map(formatRange).join(', ') }) });
    case 'closed':
      return t('openingHours.closed');
    default:
      return assertUnreachable(label);
  }
}

/** The minute of the day in Berlin: the server's at first (so hydration matches), then the browser's. */
export function useBerlinMinute(renderedAt: string): number {
  const [minute, setMinute] = useState(() => berlinMinuteOfDay(new Date(renderedAt)));
  useEffect(() => {
    const tick = () => setMinute(berlinMinuteOfDay(new Date()));
    tick();
    const timer = setInterval(tick, MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return minute;
}

function OpeningHoursLabelText({ hours }: { hours: Hours }) {
  const t = useT();
  const { renderedAt } = useBoot();
  const minute = useBerlinMinute(renderedAt);
  const label = decideOpeningHoursLabel(hours.effectiveRanges, minute);
  return (
    <>
      {/* data-minute: the minute of the day the label was decided for (the tests wait for the browser's). */}
      <span className="opening-hours__state" data-minute={minute}>
        {labelText(label, t)}
      </span>
      {label.kind === 'closed' && label.text ? (
        <span className="opening-hours__note">{label.linkUrl ? <a href={label.linkUrl}>{label.text}</a> : label.text}</span>
      ) : null}
    </>
  );
}

export function OpeningHoursToday() {
  const t = useT();
  const hours = useOpeningHoursToday(true);
  // After a failed call the header stays as it is without the hours.
  if (!hours) return null;
  return (
    <p className="opening-hours">
      <span className="visually-hidden">{t('openingHours.heading')}: </span>
      <OpeningHoursLabelText hours={hours} />
    </p>
  );
}
