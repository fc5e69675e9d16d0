// The error page (spec 000 §2 "Error page", §8): the design settings' custom HTML for the status,
// else the site's static HTML file for it (both chosen and sanitised by the gateway's errorPage
// query: no sanitiser in this bundle), else the status with its text and a link button home.
// An error while showing it leaves 'An error occurred while showing the error page' and a link home.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { Component, Suspense, type ContextType, type ReactNode } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { BootContext } from '../../BootContext';
import { ErrorPageDocument } from '../../generated/documents/ErrorPageDocument';
import { useT } from '../../i18n';
import { reportError } from '../../reportError';
import { useReportNotFound } from './useReportNotFound';

export type ErrorKind = 'notFound' | 'badRequest' | 'offline' | 'serverError';

const TITLES = {
  notFound: 'errors.notFoundTitle',
  badRequest: 'errors.badRequestTitle',
  offline: 'errors.offlineTitle',
  // spec 000 §8 "Error page default text: 'an unknown error occurred'".
  serverError: 'errors.unknownTitle',
} as const satisfies Record<ErrorKind, string>;

const TEXTS = {
  notFound: 'errors.notFoundText',
  badRequest: 'errors.badRequestText',
  offline: 'errors.offlineText',
  serverError: null,
} as const satisfies Record<ErrorKind, string | null>;

interface ErrorScreenProps {
  kind: ErrorKind;
  status: number;
  locale: Locale;
}

/** The page without custom HTML: the status, its text (spec 000 §8 catalogue) and a link button home. */
export function DefaultErrorContent({ kind, status, locale }: ErrorScreenProps) {
  const t = useT();
  const text = TEXTS[kind];
  return (
    <div className="error-screen">
      <p className="error-screen__status">{t('errors.statusLabel', { status })}</p>
      <h1>{t(TITLES[kind])}</h1>
      {text ? <p>{t(text)}</p> : null}
      <p className="error-screen__actions">
        <a className="button" href={pathFor('home', locale)}>
          {t('errors.toHomepage')}
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

function ErrorContent(props: ErrorScreenProps) {
  const { data } = useSuspenseQuery(ErrorPageDocument, { variables: { locale: toGraphQLLocale(props.locale), status: props.status } });
  const html = data.errorPage.html;
  if (!html) return <DefaultErrorContent {...props} />;
  return (
    <div
      className="error-screen error-screen--custom"
      data-source={data.errorPage.source}
      // oxlint-disable-next-line react/no-danger -- staff or static HTML, sanitised by the gateway's errorPage resolver (src/graphql/html/sanitizeCustomHtml.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** spec 000 §8 "Error inside the error page": a message and a link home. */
function ErrorPageFailure({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <div className="error-screen">
      <h1>{t('errors.errorPageFailed')}</h1>
      <p className="error-screen__actions">
        <a className="button" href={pathFor('home', locale)}>
          {t('errors.toHomepage')}
        </a>
      </p>
    </div>
  );
}

/** Catches whatever fails inside the error page (its query, its render) and reports it. */
export class ErrorPageBoundary extends Component<{ locale: Locale; children: ReactNode }, { failed: boolean }> {
  static override contextType = BootContext;
  declare context: ContextType<typeof BootContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError('render', error, this.context?.requestId ?? 'unknown');
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure locale={this.props.locale} /> : this.props.children;
  }
}

export function ErrorScreen(props: ErrorScreenProps) {
  // spec 000 §7, §8: a 404 sends its URL to the error log, whatever the page then shows.
  useReportNotFound(props.kind === 'notFound', props.locale);
  return (
    <ErrorPageBoundary locale={props.locale}>
      <Suspense fallback={<div className="error-screen" aria-busy="true" />}>
        <ErrorContent {...props} />
      </Suspense>
    </ErrorPageBoundary>
  );
}
