// The visitor's cart on the cart page (spec 001 §7, §9): the held lines with their sums and the
// total (prices without '.00', a decimal comma in German, spec 001 §5), the time left until the
// first hold runs out, and a control per line that takes it out (Mutation.removeCartItem, which
// also rewrites the badge's cookies). When the countdown reaches zero the cart is asked again:
// lines whose hold ran out are gone, and when none is left the page says the hold has run out.
import { graphQLErrorsOf } from '../../data/GraphQLErrors';
import { useApollo } from '../../data/useApollo';
import { useMutation } from '../../data/useMutation';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CART_AMOUNT_COOKIE, CART_CHANGED_EVENT, CART_HOLD_COOKIE, cartAmountCookies, forgetCartCookies, formatCountdown, heldCartCookies, holdAnnouncementMinutes, parseCartAmount, parseHoldUntil } from '../../../shared/cartBadge';
import { readCookie } from '../../../shared/topAlert';
import { formatPrice } from '../../../shared/eventDetail/detailFormats';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { berlinDayOf, formatDayHeading, formatTime, toBerlinIso } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { useBoot } from '../../BootContext';
import { WebshopCartDocument } from '../../generated/documents/WebshopCartDocument';
import { WebshopRemoveCartItemDocument } from '../../generated/documents/WebshopRemoveCartItemDocument';
import type { WebshopCartQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { useSecondsLeft } from '../../hooks/useSecondsLeft';
import { reportError } from '../../reportError';
import { CartState } from './CartState';

type Cart = WebshopCartQuery['cart'];
type Line = Cart['items'][number];

/** How the page stands after the last answer of the shop. */
type Outcome = 'shown' | 'expired';

/**
 * The badge and the countdown follow what the shop says: no reservation takes the cookies away;
 * another count or another end of the hold (the first of several holds ran out, or the cart
 * changed in another tab) rewrites cartAmount and cartHoldUntil until the hold's end. The gateway
 * writes them after a removal itself.
 */
function syncBadge(cart: Cart): void {
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

function CartLine({ line, locale, busy, disabled, onRemove, buttonRef }: {
  line: Line;
  locale: Locale;
  busy: boolean;
  disabled: boolean;
  onRemove: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useT();
  const names = { price: line.name, seatGroup: line.seatGroup, event: line.event };
  return (
    <li className="cart-line">
      <h2 className="cart-line__event">{line.event}</h2>
      <p className="cart-line__date">
        <time dateTime={toBerlinIso(line.startsAt)}>
          {formatDayHeading(berlinDayOf(line.startsAt), locale)}, {formatTime(line.startsAt, locale)}
        </time>
      </p>
      <dl className="cart-line__facts">
        <div>
          <dt>{t('webshop.seatGroup')}</dt>
          <dd>{line.seatGroup}</dd>
        </div>
        <div>
          <dt>{t('webshop.price')}</dt>
          <dd>
            {line.name} ({formatPrice(line.price, locale)})
          </dd>
        </div>
        <div>
          <dt>{t('webshop.quantity')}</dt>
          <dd>{line.quantity}</dd>
        </div>
        <div className="cart-line__sum">
          <dt>{t('webshop.sum')}</dt>
          <dd>{formatPrice(line.sum, locale)}</dd>
        </div>
      </dl>
      <button ref={buttonRef} type="button" className="button button--secondary cart-line__remove" aria-label={t('webshop.removeLabel', names)} aria-disabled={disabled || undefined} onClick={disabled ? undefined : onRemove}>
        {busy ? t('webshop.removing') : t('webshop.remove')}
      </button>
    </li>
  );
}

/** The time left on the first hold: visible every second, announced only at a few marks. */
function HoldCountdown({ seconds }: { seconds: number }) {
  const t = useT();
  const mark = holdAnnouncementMinutes(seconds);
  return (
    <div className="cart-hold">
      <p className="cart-hold__time" role="timer" aria-label={t('webshop.holdLeftLabel', { count: Math.ceil(seconds / 60) })}>
        <span aria-hidden="true">{t('webshop.holdLeft', { time: formatCountdown(seconds) })}</span>
      </p>
      <p className="cart-hold__note">{t('webshop.holdNote')}</p>
      {/* spec 001 §9: announced politely at 10, 5 and 1 minute left, not every second. */}
      <p className="visually-hidden" role="status">
        {mark === null ? '' : t('webshop.holdLeftLabel', { count: mark })}
      </p>
    </div>
  );
}

export function CartView({ locale }: { locale: Locale }) {
  const t = useT();
  const variables = useMemo(() => ({ locale: toGraphQLLocale(locale) }), [locale]);
  const apollo = useApollo();
  const { requestId } = useBoot();
  const { data } = useSuspenseQuery(WebshopCartDocument, { variables, fetchPolicy: 'network-only' });
  const [cart, setCart] = useState<Cart>(data.cart);
  const [outcome, setOutcome] = useState<Outcome>('shown');
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [removeLine] = useMutation(WebshopRemoveCartItemDocument);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const stateHeading = useRef<HTMLHeadingElement>(null);
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
    apollo()
      .then((client) => client.query({ query: WebshopCartDocument, variables, fetchPolicy: 'network-only' }))
      .then((result) => {
        if (!current || !result.data) return;
        const fresh = result.data.cart;
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
        const fresh = await apollo()
          .then((client) => client.query({ query: WebshopCartDocument, variables, fetchPolicy: 'network-only' }))
          .catch(() => null);
        if (fresh?.data) {
          setCart(fresh.data.cart);
          syncBadge(fresh.data.cart);
          if (!fresh.data.cart.hasReservation) {
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

  const live = (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );

  if (outcome === 'expired' || !cart.hasReservation) {
    const expired = outcome === 'expired';
    return (
      <>
        {live}
        {problem && !expired ? (
          <p className="webshop-cart__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <CartState
          headingRef={stateHeading}
          heading={expired ? t('webshop.expired') : t('webshop.empty')}
          text={expired ? t('webshop.expiredText') : t('webshop.emptyText')}
          locale={locale}
        />
      </>
    );
  }

  return (
    <>
      {live}
      {left !== null && left > 0 ? <HoldCountdown seconds={left} /> : null}
      {problem ? (
        <p className="webshop-cart__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <ul className="cart-lines" aria-label={t('webshop.linesLabel')}>
        {cart.items.map((line, index) => (
          <CartLine
            key={line.id}
            line={line}
            locale={locale}
            busy={removing === line.id}
            disabled={removing !== null}
            onRemove={() => void remove(line, index)}
            buttonRef={(element) => {
              if (element) buttons.current.set(line.id, element);
              else buttons.current.delete(line.id);
            }}
          />
        ))}
      </ul>
      <p className="cart-total">
        <span className="cart-total__count">{t('webshop.ticketCount', { count: cart.ticketsQuantity })}</span>
        <span className="cart-total__label">{t('webshop.total')}</span> <strong className="cart-total__amount">{formatPrice(cart.total ?? '0.00', locale)}</strong>
      </p>
    </>
  );
}
