// The booking panel's steps (spec 001 §4): '' (main), 'discounts' (all prices of one seat group),
// 'timeslots'; Back returns to '' and to the control that left it. A step change removes the
// focused control: the focus goes to the control named by its data-focus attribute once the panel
// has rendered the new step.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { BookingStep } from '../../shared/booking';

export interface BookingSteps {
  step: BookingStep;
  /** The seat group of the 'discounts' step. */
  discountGroupId: string | null;
  /** The timeslot chosen in the 'timeslots' step (null: the first available). */
  chosenSlotId: string | null;
  chooseSlot: (slotId: string) => void;
  /** The data-focus name of the control that takes the focus after the next render. */
  focusAfterRender: (target: string) => void;
  toTimeslots: () => void;
  toDiscounts: (groupId: string) => void;
  back: () => void;
  /** Back to the main step without moving the focus (after closing). */
  reset: () => void;
}

/** `bodyRef`: the panel's body, where the data-focus names are looked up. */
export function useBookingSteps(bodyRef: RefObject<HTMLElement | null>): BookingSteps {
  const [step, setStep] = useState<BookingStep>('');
  const [discountGroupId, setDiscountGroupId] = useState<string | null>(null);
  const [chosenSlotId, setChosenSlotId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    bodyRef.current?.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus();
  });
  const focusAfterRender = (target: string) => {
    pendingFocus.current = target;
  };
  const goTo = (next: BookingStep, focus: string) => {
    focusAfterRender(focus);
    setStep(next);
  };
  const reset = useCallback(() => setStep(''), []);
  return {
    step,
    discountGroupId,
    chosenSlotId,
    chooseSlot: setChosenSlotId,
    focusAfterRender,
    toTimeslots: () => goTo('timeslots', 'back'),
    toDiscounts: (groupId) => {
      setDiscountGroupId(groupId);
      goTo('discounts', 'back');
    },
    back: () => goTo('', step === 'discounts' ? `discounts-${discountGroupId ?? ''}` : 'timeslot'),
    reset,
  };
}
