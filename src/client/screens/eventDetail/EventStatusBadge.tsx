// An event's status as a visitor reads it (on sale, sold out, cancelled, rescheduled, over), and
// whether a date is still to come (what 'Add to calendar' is offered for).
import { assertUnreachable } from '../../../shared/assertUnreachable';
import type { EventStatus } from '../../generated/operations';
import { useT } from '../../i18n';

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const t = useT();
  switch (status) {
    case 'ON_SALE':
      return <span className="badge badge--ok">{t('eventDetail.statusOnSale')}</span>;
    case 'SOLD_OUT':
      return <span className="badge">{t('eventDetail.statusSoldOut')}</span>;
    case 'CANCELLED':
      return <span className="badge badge--alert">{t('eventDetail.statusCancelled')}</span>;
    case 'RESCHEDULED':
      return <span className="badge badge--notice">{t('eventDetail.statusRescheduled')}</span>;
    case 'PAST':
      return <span className="badge">{t('eventDetail.statusPast')}</span>;
    default:
      return assertUnreachable(status);
  }
}

/** A date still to come: not over and not cancelled ('Add to calendar' is offered for these only). */
export function isComingDate(status: EventStatus): boolean {
  return status !== 'PAST' && status !== 'CANCELLED';
}
