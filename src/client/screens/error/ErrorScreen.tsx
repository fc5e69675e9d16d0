// The error page (spec 000 §2 "Error page", §8): the status with its text and a link home.
import { useT } from '../../i18n';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';

export type ErrorKind = 'notFound' | 'offline';

export function ErrorScreen({ kind, status, locale }: { kind: ErrorKind; status: number; locale: Locale }) {
  const t = useT();
  const title = kind === 'notFound' ? t('errors.notFoundTitle') : t('errors.offlineTitle');
  return (
    <div className="error-screen">
      <p className="error-screen__status">{t('errors.statusLabel', { status })}</p>
      <h1>{title}</h1>
      {kind === 'notFound' ? <p>{t('errors.notFoundText')}</p> : null}
      {kind === 'offline' ? <p>{t('errors.offlineText')}</p> : null}
      <p className="error-screen__actions">
        <a className="button" href={pathFor('home', locale)}>
          {t('errors.toHome')}
        </a>
        {kind === 'notFound' ? (
          <a className="button button--secondary" href={pathFor('events', locale)}>
            {t('errors.toEvents')}
          </a>
        ) : null}
      </p>
    </div>
  );
}
