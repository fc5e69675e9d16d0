// The legal pages (spec 000 §2: terms /de/agb, privacy /de/datenschutz, imprint /de/impressum and
// the English ones) from their upstream calls: the title, when the text last changed, and the text
// itself. The cookie banner's rules on these pages belong to the consent manager. A missing or
// offline text never gets here: the route-target lookup makes it the 404 page first.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { formatShortDate } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor, type RouteName } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { plainText, RichText, type RichTextDocument } from '../../components/RichText';
import { LegalPageScreenDocument } from '../../generated/documents/LegalPageScreenDocument';
import type { LegalPageKind } from '../../generated/operations';
import { useT } from '../../i18n';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenProps } from '../screenProps';

export function legalKindOfRoute(name: RouteName | undefined): LegalPageKind | null {
  switch (name) {
    case 'terms':
      return 'TERMS';
    case 'privacy':
      return 'PRIVACY';
    case 'imprint':
      return 'IMPRINT';
    default:
      return null;
  }
}

/** The text without a first headline that only repeats the page's title (its h1 says it already). */
export function withoutRepeatedTitle(content: RichTextDocument, title: string): RichTextDocument {
  const [first, ...rest] = content;
  const isHeading = first !== undefined && (first.type === 'heading' || first.type === 'heading-two');
  return isHeading && plainText(first).trim().toLowerCase() === title.trim().toLowerCase() ? rest : content;
}

function LegalText({ kind, locale }: { kind: LegalPageKind; locale: Locale }) {
  const t = useT();
  const { data } = useSuspenseQuery(LegalPageScreenDocument, { variables: { locale: toGraphQLLocale(locale), kind } });
  const page = data.legalPage;
  // Taken offline since the page was decided: the page says so like a 404 would.
  if (!page) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('home', locale)}>{t('errors.toHome')}</a>
      </p>
    );
  }
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', locale) }, { label: page.title }]} />
        <h1 id="legal-title">{page.title}</h1>
        {page.updated ? (
          <p className="legal-page__updated">
            {t('legal.updated')} <time dateTime={page.updated}>{formatShortDate(page.updated.slice(0, 10), locale)}</time>
          </p>
        ) : null}
      </header>
      <RichText className="legal-page__text" document={withoutRepeatedTitle(page.content, page.title)} />
    </article>
  );
}

export function LegalScreen({ page }: ScreenProps) {
  const t = useT();
  const kind = legalKindOfRoute(page.route?.name);
  // decidePage shows this screen only on the three legal routes.
  if (!kind) return null;
  return (
    <RetryableArea
      resetKey={kind}
      callKind="pageCall"
      message={t('legal.loadError')}
      retryLabel={t('legal.retry')}
      placeholder={<PagePlaceholder />}
    >
      <LegalText kind={kind} locale={page.locale} />
    </RetryableArea>
  );
}
