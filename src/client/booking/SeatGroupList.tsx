// The booking panel's main step (spec 001 §4): the timeslot the order is for (with 'change' when
// there is more than one), then each seat group with its seats left, its full price's stepper and
// the way to its other prices (the 'discounts' step).
import { fullPriceFirst, offersTimeslotChange } from '../../shared/booking';
import { formatTime } from '../../shared/dateFormats';
import type { Locale } from '../../shared/locales';
import { useT } from '../i18n';
import { seatsLeft, type Offer, type Price, type SeatGroup, type StepperState } from './decideOffer';
import { PriceRow } from './PriceList';

export interface SeatGroupListProps {
  offer: Offer;
  locale: Locale;
  stepper: (group: SeatGroup, price: Price) => StepperState;
  onChangeTimeslot: () => void;
  onDiscounts: (group: SeatGroup) => void;
}

export function SeatGroupList({ offer, locale, stepper, onChangeTimeslot, onDiscounts }: SeatGroupListProps) {
  const t = useT();
  const { slot } = offer;
  return (
    <>
      {offer.timeslotVariant && slot ? (
        <p className="booking-timeslot">
          <span>
            {t('booking.timeslot')}: <strong>{t('booking.timeslotAt', { time: formatTime(slot.startsAt, locale) })}</strong>
          </span>
          {offersTimeslotChange(offer.firstGroupSlots) ? (
            <button type="button" className="booking__link-button" data-focus="timeslot" onClick={onChangeTimeslot}>
              {t('booking.changeTimeslot')}
            </button>
          ) : null}
        </p>
      ) : null}
      <ul className="booking-groups">
        {offer.groups.map((group) => {
          const [main, ...discounts] = fullPriceFirst(group.prices);
          const left = seatsLeft(offer, group);
          return (
            <li key={group.id} className="booking-group">
              <h3 className="booking-group__name">
                {group.name}
                {left !== null ? <span className="booking__seats">{t('booking.seatsLeft', { count: left })}</span> : null}
              </h3>
              {group.text ? <p className="booking-group__text">{group.text}</p> : null}
              {main ? (
                <ul className="booking-prices">
                  <PriceRow price={main} group={group} {...stepper(group, main)} />
                </ul>
              ) : null}
              {discounts.length > 0 ? (
                <button
                  type="button"
                  className="booking__link-button"
                  data-focus={`discounts-${group.id}`}
                  onClick={() => onDiscounts(group)}
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
