// What the cart page knows and does (spec 001 §7–§9): the cart as the shop last answered, read
// again when the first hold runs out (lines whose hold ran out are gone; none left: the hold has
// run out), and the removal of a line (Mutation.removeCartItem, which also rewrites the badge's
// cookies), with its announcement, its problem, and where the focus goes next.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  CART_AMOUNT_COOKIE,
  CART_CHANGED_EVENT,
  CART_HOLD_COOKIE,
  cartAmountCookies,
  forgetCartCookies,
  heldCartCookies,
  parseCartAmount,
  parseHoldUntil,
} from '../../../shared/cartBadge';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { readCookie } from '../../../shared/topAlert';
import { useBoot } from '../../BootContext';
import { graphQLErrorsOf } from '../../data/GraphQLErrors';
import { useApollo } from '../../data/useApollo';
import { useMutation } from '../../data/useMutation';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { WebshopCartDocument } from '../../generated/documents/WebshopCartDocument';
import { WebshopRemoveCartItemDocument } from '../../generated/documents/WebshopRemoveCartItemDocument';
import type { CartFragment } from '../../generated/operations';
import { useSecondsLeft } from '../../hooks/useSecondsLeft';
import { useT } from '../../i18n';
import { reportError } from '../../reportError';

type Line = CartFragment['items'][number];

/** How the page stands after the last answer of the shop. */
type Outcome = 'shown' | 'expired';

/**
 * The badge and the countdown follow what the shop says: no reservation takes the cookies away;
 * another count or another end of the hold (the first of several holds ran out, or the cart
 * changed in another tab) rewrites cartAmount and cartHoldUntil until the hold's end. The gateway
 * writes them after a removal itself.
 */
function syncBadge(cart: CartFragment): void {
  const heldUntilMs = cart.heldUntil ? Date.parse(cart.heldUntil) : Number.NaN;
  const cookies = document.cookie;
  // An unchanged cart is left alone.
  if (
    cart.hasReservation &&
    parseCartAmount(readCookie(cookies, CART_AMOUNT_COOKIE)) === cart.ticketsQuantity &&
    (Number.isNaN(heldUntilMs) || parseHoldUntil(readCookie(cookies, CART_HOLD_COOKIE)) === heldUntilMs)
  ) {
    return;
  }
  const hostname = window.location.hostname;
  const assignments = !cart.hasReservation
    ? forgetCartCookies(hostname)
    : Number.isNaN(heldUntilMs)
      ? cartAmountCookies(cart.ticketsQuantity, hostname)
      : heldCartCookies({ count: cart.ticketsQuantity, heldUntilMs }, hostname, Date.now());
  for (const assignment of assignments) document.cookie = assignment;
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** The message of a refused removal in the visitor's language (the gateway's), else the page's own. */
function removalMessage(error: unknown, fallback: string): { text: string; expired: boolean } {
  const errors = graphQLErrorsOf(error);
  if (errors) {
    const refusal = errors.find((entry) => ['BAD_USER_INPUT', 'NO_RESERVATION', 'SHOP_OFFLINE'].includes(String(entry.extensions?.code)));
    if (refusal) return { text: refusal.message, expired: refusal.extensions?.code === 'NO_RESERVATION' };
  }
  return { text: fallback, expired: false };
}

/** The cart asked again, past every cache (what is left after a hold ran out). */
async function readCart(
  apollo: ReturnType<typeof useApollo>,
  variables: { locale: ReturnType<typeof toGraphQLLocale> },
): Promise<CartFragment | null> {
  const result = await apollo().then((client) => client.query({ query: WebshopCartDocument, variables, fetchPolicy: 'network-only' }));
  return result.data?.cart ?? null;
}

export interface CartPage {
  cart: CartFragment;
  outcome: Outcome;
  /** The line whose removal runs. */
  removing: string | null;
  /** Why the last removal failed. */
  problem: string | null;
  /** What the page's polite live region says. */
  announcement: string;
  /** Seconds left on the first hold (null: none to count). */
  left: number | null;
  remove: (line: Line, index: number) => Promise<void>;
  /** The ref of a line's remove button, where the focus may go after a removal. */
  buttonRef: (lineId: string) => (element: HTMLButtonElement | null) => void;
}

/** `stateHeading`: the heading of the page's state without lines, where the focus goes when none is left. */
export function useCart(locale: Locale, stateHeading: RefObject<HTMLHeadingElement | null>): CartPage {
  const t = useT();
  const variables = useMemo(() => ({ locale: toGraphQLLocale(locale) }), [locale]);
  const apollo = useApollo();
  const { requestId } = useBoot();
  const { data } = useSuspenseQuery(WebshopCartDocument, { variables, fetchPolicy: 'network-only' });
  const [cart, setCart] = useState<CartFragment>(data.cart);
  const [outcome, setOutcome] = useState<Outcome>('shown');
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removeLine] = useMutation(WebshopRemoveCartItemDocument);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes once the next answer is shown (a line's button, or the state's heading). */
  const focusNext = useRef<{ kind: 'line'; id: string } | { kind: 'state' } | null>(null);

  const until = cart.heldUntil === null ? null : Date.parse(cart.heldUntil);
  const left = useSecondsLeft(outcome === 'shown' && until !== null && Number.isFinite(until) ? until : null);

  // The first answer: the badge learns it too (a cookie may still count a cart that is gone).
  const firstCart = data.cart;
  useEffect(() => syncBadge(firstCart), [firstCart]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target.kind === 'state') stateHeading.current?.focus();
    else buttons.current.get(target.id)?.focus();
  });

  // The first hold has run out: the shop is asked what is left.
  const runOut = left === 0;
  useEffect(() => {
    if (!runOut) return undefined;
    let current = true;
    readCart(apollo, variables)
      .then((fresh) => {
        if (!current || !fresh) return;
        setCart(fresh);
        syncBadge(fresh);
        if (!fresh.hasReservation) {
          setOutcome('expired');
          setAnnouncement(t('webshop.expired'));
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        reportError('cartCall', error, requestId);
        setOutcome('expired');
        setAnnouncement(t('webshop.expired'));
      });
    return () => {
      current = false;
    };
  }, [runOut, apollo, variables, requestId, t]);

  const remove = async (line: Line, index: number) => {
    if (removing !== null) return;
    setRemoving(line.id);
    setProblem(null);
    try {
      const result = await removeLine({ variables: { locale: variables.locale, id: line.id } });
      const fresh = result.data?.removeCartItem;
      if (!fresh) throw new Error('removeCartItem answered no cart');
      setCart(fresh);
      window.dispatchEvent(new Event(CART_CHANGED_EVENT));
      setAnnouncement(t('webshop.removed', { price: line.name, seatGroup: line.seatGroup, event: line.event }));
      // The focus stays in the list: the line that took the removed one's place, the one before
      // it at the end, or the empty state's heading when no line is left.
      const next = fresh.items[index] ?? fresh.items[index - 1];
      focusNext.current = next ? { kind: 'line', id: next.id } : { kind: 'state' };
    } catch (error) {
      const message = removalMessage(error, t('webshop.removeFailed'));
      if (!message.expired) reportError('cartCall', error, requestId);
      if (message.expired) {
        // spec 001 §8 -204: the line's hold ran out meanwhile; what is left is shown.
        const fresh = await readCart(apollo, variables).catch(() => null);
        if (fresh) {
          setCart(fresh);
          syncBadge(fresh);
          if (!fresh.hasReservation) {
            setOutcome('expired');
            focusNext.current = { kind: 'state' };
          }
        }
      }
      setProblem(message.text);
    } finally {
      setRemoving(null);
    }
  };

  const buttonRef = (lineId: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(lineId, element);
    else buttons.current.delete(lineId);
  };

  return { cart, outcome, removing, problem, announcement, left, remove, buttonRef };
}
