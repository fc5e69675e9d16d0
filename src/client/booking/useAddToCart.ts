// 'Add to cart' of the open widget (spec 001 §7, §8): one order, all seat groups or none. Adding
// follows src/shared/booking.ts; the summary says 'loading' at once and the answer 100 ms after
// it came (SUMMARY_SHOW_DELAY_MS); either way the offer is read again, since seats changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { canAddToCart, SUMMARY_SHOW_DELAY_MS, ticketCount, type SelectedTicket } from '../../shared/booking';
import { CART_CHANGED_EVENT } from '../../shared/cartBadge';
import { toGraphQLLocale } from '../../shared/graphqlLocale';
import type { Locale } from '../../shared/locales';
import { graphQLErrorsOf } from '../data/GraphQLErrors';
import { useMutation } from '../data/useMutation';
import { BookingAddToCartDocument } from '../generated/documents/BookingAddToCartDocument';
import type { Summary } from './BookingSummary';

interface Order {
  eventId: string;
  ticketingId: number | null;
  /** The timeslot's block in the timeslot variant. */
  blockId: number | null;
  selection: readonly SelectedTicket[];
}

function decideFailure(error: unknown): Summary {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const codes = errors.map((entry) => entry.extensions?.code);
    if (codes.includes('SHOP_OFFLINE')) return { kind: 'offline' };
    if (codes.includes('BAD_USER_INPUT')) return { kind: 'invalid' };
  }
  // The site or the ticketing could not be reached: no code, only the way to the webshop.
  return { kind: 'refused', responseCode: null, seatGroupName: null };
}

export interface AddToCart {
  summary: Summary | null;
  /** Sends the order; `onAdded` runs when the whole order is held. */
  submit: (order: Order, onAdded: () => void) => Promise<void>;
  /** Takes the summary away (and an answer still waiting to be shown). */
  clearSummary: () => void;
}

export function useAddToCart(locale: Locale, refetch: () => Promise<unknown>): AddToCart {
  const [addToCart] = useMutation(BookingAddToCartDocument);
  const [summary, setSummary] = useState<Summary | null>(null);
  const summaryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(summaryTimer.current), []);

  const submit = async ({ eventId, ticketingId, blockId, selection }: Order, onAdded: () => void) => {
    if (!canAddToCart(selection)) return;
    const count = ticketCount(selection);
    setSummary({ kind: 'loading' });
    let next: Summary;
    try {
      const result = await addToCart({
        variables: {
          locale: toGraphQLLocale(locale),
          input: {
            eventId,
            ticketingId: String(ticketingId ?? ''),
            blockId: blockId === null ? null : String(blockId),
            tickets: selection.map((entry) => ({
              seatGroupId: entry.seatGroupId,
              saleTypeId: String(entry.saleTypeId),
              quantity: entry.amount,
            })),
          },
        },
      });
      const answer = result.data?.addToCart;
      const failure = answer?.errors[0];
      // An answer without its field (errors reject the mutation, so none came with it).
      if (!answer) next = decideFailure(undefined);
      else if (failure) next = { kind: 'refused', responseCode: failure.responseCode, seatGroupName: failure.seatGroupName };
      else {
        next = { kind: 'success', count };
        onAdded();
        // The header's badge and countdown read the cookies the answer set.
        window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      }
    } catch (caught) {
      next = decideFailure(caught);
    }
    // Seats changed either way: what the widget offers is read again.
    void refetch().catch(() => undefined);
    window.clearTimeout(summaryTimer.current);
    summaryTimer.current = window.setTimeout(() => setSummary(next), SUMMARY_SHOW_DELAY_MS);
  };

  const clearSummary = useCallback(() => {
    window.clearTimeout(summaryTimer.current);
    setSummary(null);
  }, []);

  return { summary, submit, clearSummary };
}
