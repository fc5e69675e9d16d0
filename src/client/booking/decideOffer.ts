// What the open widget offers of an event (spec 001 §4): in the timeslot variant (the first seat
// group has timeslots, the gateway decides it) one timeslot (block) holds the whole order, the
// first available one preselected; the seat groups are those sold in it. Per price, how many are
// chosen and whether one more may be (the seats left, the upstream's most per call).
import { addTicket, amountOf, firstAvailableTimeslot, removeTicket, type SelectedTicket } from '../../shared/booking';
import type { BookingOfferFragment } from '../generated/operations';

export type SeatGroup = BookingOfferFragment['seatGroups'][number];
export type Price = SeatGroup['prices'][number];
export type Timeslot = SeatGroup['timeslots'][number];

/** The upstream's most tickets of one price in one call (src/graphql/shop/mapCart.ts). */
const MAX_PER_PRICE = 50;

export interface Offer {
  timeslotVariant: boolean;
  /** The first seat group's timeslots: whether a change of timeslot is offered depends on them. */
  firstGroupSlots: readonly Timeslot[];
  availableSlots: readonly Timeslot[];
  /** The timeslot the order is for (the chosen one while available, else the first available). */
  slot: Timeslot | null;
  groups: readonly SeatGroup[];
}

function isAvailable(slot: Timeslot): boolean {
  return slot.available === null || slot.available > 0;
}

export function decideOffer(booking: BookingOfferFragment | null, chosenSlotId: string | null): Offer {
  const timeslotVariant = booking?.variant === 'TIMESLOT';
  const firstGroupSlots = booking?.seatGroups[0]?.timeslots ?? [];
  const availableSlots = firstGroupSlots.filter(isAvailable);
  const slot = timeslotVariant
    ? (availableSlots.find((candidate) => candidate.id === chosenSlotId) ?? firstAvailableTimeslot(firstGroupSlots))
    : null;
  const groups = (booking?.seatGroups ?? []).filter(
    (group) => !timeslotVariant || (slot !== null && group.timeslots.some((candidate) => candidate.blockId === slot.blockId)),
  );
  return { timeslotVariant, firstGroupSlots, availableSlots, slot, groups };
}

/** The seats left in a group: the timeslot's in the timeslot variant, else the group's (null: not told). */
export function seatsLeft(offer: Offer, group: SeatGroup): number | null {
  return offer.timeslotVariant ? (offer.slot?.available ?? null) : group.available;
}

/** The price of a chosen ticket, for the selection's total. */
export function priceOf(offer: Offer, ticket: { seatGroupId: string; saleTypeId: number }): string | undefined {
  return offer.groups.find((group) => group.id === ticket.seatGroupId)?.prices.find((price) => price.saleTypeId === ticket.saleTypeId)
    ?.amount;
}

export interface StepperState {
  amount: number;
  canAdd: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

type SelectionUpdate = (change: (current: SelectedTicket[]) => SelectedTicket[]) => void;

/** One price's stepper: its amount, whether one more may be added, and the two changes. */
export function stepperState(
  offer: Offer,
  selection: readonly SelectedTicket[],
  update: SelectionUpdate,
  group: SeatGroup,
  price: Price,
): StepperState {
  const key = { seatGroupId: group.id, saleTypeId: price.saleTypeId };
  const amount = amountOf(selection, key);
  const inGroup = selection.filter((entry) => entry.seatGroupId === group.id).reduce((sum, entry) => sum + entry.amount, 0);
  const left = seatsLeft(offer, group);
  return {
    amount,
    canAdd: amount < MAX_PER_PRICE && (left === null || inGroup < left),
    onAdd: () => update((current) => addTicket(current, key)),
    onRemove: () => update((current) => removeTicket(current, key)),
  };
}
