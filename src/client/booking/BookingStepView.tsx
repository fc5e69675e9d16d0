// The booking panel's current step (spec 001 §4): the main step (SeatGroupList), a seat group's
// prices ('discounts') or the timeslots ('timeslots'), the latter two with Back.
import { fullPriceFirst } from '../../shared/booking';
import type { Locale } from '../../shared/locales';
import { useT } from '../i18n';
import type { Offer, Price, SeatGroup, StepperState } from './decideOffer';
import { PriceList } from './PriceList';
import { SeatGroupList } from './SeatGroupList';
import { TimeslotChoice } from './TimeslotChoice';
import type { BookingSteps } from './useBookingSteps';

export interface BookingStepViewProps {
  steps: BookingSteps;
  offer: Offer;
  locale: Locale;
  /** The timeslots' radio group's name, unique on the page. */
  timeslotName: string;
  stepper: (group: SeatGroup, price: Price) => StepperState;
}

export function BookingStepView({ steps, offer, locale, timeslotName, stepper }: BookingStepViewProps) {
  const t = useT();
  const { step } = steps;
  const discountGroup = step === 'discounts' ? offer.groups.find((group) => group.id === steps.discountGroupId) : undefined;
  const back = (
    <button type="button" className="booking__back booking__link-button" data-focus="back" onClick={steps.back}>
      <span aria-hidden="true">← </span>
      {t('booking.back')}
    </button>
  );
  let content;
  if (step === 'timeslots' && offer.timeslotVariant) {
    content = (
      <>
        {back}
        <TimeslotChoice
          name={timeslotName}
          slots={offer.availableSlots}
          chosenId={offer.slot?.id}
          locale={locale}
          onChoose={steps.chooseSlot}
        />
      </>
    );
  } else if (step === 'discounts' && discountGroup) {
    content = (
      <>
        {back}
        <h3 className="booking__subtitle">{t('booking.discountsFor', { group: discountGroup.name })}</h3>
        <PriceList group={discountGroup} prices={fullPriceFirst(discountGroup.prices)} stepper={(price) => stepper(discountGroup, price)} />
      </>
    );
  } else {
    content = (
      <SeatGroupList
        offer={offer}
        locale={locale}
        stepper={stepper}
        onChangeTimeslot={steps.toTimeslots}
        onDiscounts={(group) => steps.toDiscounts(group.id)}
      />
    );
  }
  return (
    <div className="booking__step" data-step={step || 'main'}>
      {content}
    </div>
  );
}
