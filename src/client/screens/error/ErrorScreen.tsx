// The error page (spec 000 §2 "Error page", §8): the status with its text and a link home.
import { useT } from '../../i18n';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';

export type ErrorKind = 'notFound' | 'badRequest' | 'offline' | 'error';

export function ErrorScreen({ kind, status, locale }: { kind: ErrorKind; status: number; locale: Locale }) {
  const t = useT();
  const title =
    kind === 'notFound'
      ? t('errors.notFoundTitle')
      : kind === 'badRequest'
        ? t('errors.badRequestTitle')
        : kind === 'offline'
          ? t('errors.offlineTitle')
          : t('errors.unknownTitle');
  return (
    <div className="error-screen">
      <p className="error-screen__status">{t('errors.statusLabel', { status })}</p>
      <h1>{title}</h1>
      {kind === 'notFound' ? <p>{t('errors.notFoundText')}</p> : null}
      {kind === 'badRequest' ? <p>{t('errors.badRequestText')}</p> : null}
      {kind === 'offline' ? <p>{t('errors.offlineText')}</p> : null}
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
