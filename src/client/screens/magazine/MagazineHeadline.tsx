// spec 000 §2 layout: 'the main area shows the magazine headline on magazine routes'. Its text is
// the page editor's page at the magazine's path (its headline) when there is one, else the site's
// own; a failure keeps the site's own (logged, spec 001 §8: the visitor gets no message). On the
// start page it is the page's heading; elsewhere a link back to the start page above the heading.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useEffect } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { MagazineHeadlineDocument } from '../../generated/documents/MagazineHeadlineDocument';
import { useT } from '../../i18n';

/** The CMS page path of the magazine in `locale` ('orchesterleben', 'magazine'). */
function magazinePagePath(locale: Locale): string {
  return pathFor('magazine', locale).slice(`/${locale}/`.length);
}

function Headline({ text, start, locale }: { text: string; start: boolean; locale: Locale }) {
  if (start) {
    return (
      <h1 className="magazine-headline" id="magazine-title">
        {text}
      </h1>
    );
  }
  return (
    <p className="magazine-headline magazine-headline--small">
      <a href={pathFor('magazine', locale)}>{text}</a>
    </p>
  );
}

function EditorHeadline({ locale, start }: { locale: Locale; start: boolean }) {
  const t = useT();
  const { data, error } = useSuspenseQuery(MagazineHeadlineDocument, {
    variables: { locale: toGraphQLLocale(locale), path: magazinePagePath(locale) },
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (error) console.warn('The magazine keeps its own headline: the page editor could not be asked.', error);
  }, [error]);
  const text = data?.page?.headline?.trim() || t('magazine.title');
  return <Headline text={text} start={start} locale={locale} />;
}

/**
 * No Suspense boundary of its own: the screen's header waits for this one short call, so the page
 * streams one heading (a fallback heading would stay in the HTML beside the real one).
 */
export function MagazineHeadline({ locale, start }: { locale: Locale; start: boolean }) {
  return <EditorHeadline locale={locale} start={start} />;
}
