// A seat group's prices, each with its stepper (spec 001 §4, §9): the full price is 'Vollpreis',
// told by its sale type; more than 2 prices start collapsed (11.25rem) with a show-all toggle
// (25rem).
import { useId, useState } from 'react';
import { formatPrice, FULL_PRICE_SALE_TYPE_ID, isPriceListCollapsible, PRICE_LIST_COLLAPSE_ABOVE } from '../../shared/booking';
import { useT, type Translate } from '../i18n';
import type { Price, SeatGroup, StepperState } from './decideOffer';

function priceName(price: Price, t: Translate): string {
  // spec 001 §3, §9: the full price is 'Vollpreis', told by its sale type, never by its name.
  return price.saleTypeId === FULL_PRICE_SALE_TYPE_ID ? t('booking.fullPrice') : price.name;
}

export function PriceRow({ price, group, amount, canAdd, onAdd, onRemove }: StepperState & { price: Price; group: SeatGroup }) {
  const t = useT();
  const name = priceName(price, t);
  const amountId = useId();
  return (
    <li className="booking-price">
      <div className="booking-price__info">
        <span className="booking-price__name">{name}</span>
        {price.text ? <span className="booking-price__text">{price.text}</span> : null}
      </div>
      <span className="booking-price__amount">{formatPrice(price.amount)}</span>
      <div className="booking-price__stepper" role="group" aria-labelledby={amountId}>
        <button
          type="button"
          className="booking-price__step"
          onClick={onRemove}
          disabled={amount === 0}
          aria-label={t('booking.decrease', { name, group: group.name })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={amountId} className="booking-price__count" aria-label={t('booking.amount', { name, group: group.name })}>
          {amount}
        </output>
        <button
          type="button"
          className="booking-price__step"
          onClick={onAdd}
          disabled={!canAdd}
          aria-label={t('booking.increase', { name, group: group.name })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}

export function PriceList({
  group,
  prices,
  stepper,
}: {
  group: SeatGroup;
  prices: readonly Price[];
  stepper: (price: Price) => StepperState;
}) {
  const t = useT();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = isPriceListCollapsible(prices.length);
  const shown = collapsible && !expanded ? prices.slice(0, PRICE_LIST_COLLAPSE_ABOVE) : prices;
  const state = !collapsible ? '' : expanded ? ' booking-prices--expanded' : ' booking-prices--collapsed';
  return (
    <>
      <ul id={listId} className={`booking-prices${state}`}>
        {shown.map((price) => (
          <PriceRow key={price.id} price={price} group={group} {...stepper(price)} />
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className="booking__link-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('booking.showFewer') : t('booking.showAll')}
        </button>
      ) : null}
    </>
  );
}
