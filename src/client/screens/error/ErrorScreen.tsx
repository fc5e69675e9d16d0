// The error page (spec 000 §2 "Error page", §8): the status with its text and a link home.
import { useT } from '../../i18n';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useReportNotFound } from './useReportNotFound';

export type ErrorKind = 'notFound' | 'badRequest' | 'offline' | 'serverError';

const TITLES = {
  notFound: 'errors.notFoundTitle',
  badRequest: 'errors.badRequestTitle',
  offline: 'errors.offlineTitle',
  serverError: 'errors.unknownTitle',
} as const satisfies Record<ErrorKind, string>;

const TEXTS = {
  notFound: 'errors.notFoundText',
  badRequest: 'errors.badRequestText',
  offline: 'errors.offlineText',
  serverError: 'errors.serverErrorText',
} as const satisfies Record<ErrorKind, string>;

export function ErrorScreen({ kind, status, locale }: { kind: ErrorKind; status: number; locale: Locale }) {
  const t = useT();
  useReportNotFound(kind === 'notFound', locale);
  return (
    <div className="error-screen">
      <p className="error-screen__status">{t('errors.statusLabel', { status })}</p>
      <h1>{t(TITLES[kind])}</h1>
      <p>{t(TEXTS[kind])}</p>
      <p className="error-screen__actions">
        <a className="button" href={pathFor('home', locale)}>
          {t('errors.toHome')}
        </a>
        {kind === 'notFound' || kind === 'badRequest' ? (
          <a className="button button--secondary" href={pathFor('events', locale)}>
            {t('errors.toEvents')}
          </a>
        ) : null}
      </p>
    </div>
  );
}
