// The booking panel's 'timeslots' step (spec 001 §4): the available timeslots of the first seat
// group as radio buttons, with their seats left when the ticketing tells them.
import { formatTime } from '../../shared/dateFormats';
import type { Locale } from '../../shared/locales';
import { useT } from '../i18n';
import type { Timeslot } from './decideOffer';

export interface TimeslotChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  slots: readonly Timeslot[];
  chosenId: string | undefined;
  locale: Locale;
  onChoose: (slotId: string) => void;
}

export function TimeslotChoice({ name, slots, chosenId, locale, onChoose }: TimeslotChoiceProps) {
  const t = useT();
  return (
    <fieldset className="booking-timeslots">
      <legend className="booking__subtitle">{t('booking.chooseTimeslot')}</legend>
      {slots.map((candidate) => (
        <label key={candidate.id} className="booking-timeslots__option">
          <input
            type="radio"
            name={name}
            value={candidate.id}
            checked={candidate.id === chosenId}
            onChange={() => onChoose(candidate.id)}
          />
          <span>{t('booking.timeslotAt', { time: formatTime(candidate.startsAt, locale) })}</span>
          {candidate.available !== null ? (
            <span className="booking__seats">{t('booking.seatsLeft', { count: candidate.available })}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
