// spec 000 §4: staff previewing a stored version of a page are told so, with the way to the
// current page. A chunk of its own (CmsPageScreen.tsx loads it only for a version's URL).
import { TIMEZONE } from '../../../shared/constants';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { CmsPageVersionDocument } from '../../generated/documents/CmsPageVersionDocument';
import { useT } from '../../i18n';
import { usePage } from '../../navigation/LocationContext';
import { withoutVersion } from './versionQuery';

/**
 * spec 000 §4: staff previewing a stored version are told so, with the way to the current page.
 * The date in Berlin time with the browser's Intl (the server's is the same ICU data).
 */
export function VersionNotice({ path, versionId }: { path: string; versionId: string }) {
  const t = useT();
  const { locale, pathname, search } = usePage();
  const { data } = useSuspenseQuery(CmsPageVersionDocument, { variables: { locale: toGraphQLLocale(locale), path, versionId } });
  const created = data.page?.versionCreated;
  const date = created
    ? new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: TIMEZONE }).format(
        new Date(created),
      )
    : null;
  return (
    <aside className="version-notice" aria-label={t('cms.versionNoticeLabel')}>
      <p className="version-notice__text">
        {date ? t('cms.versionNotice', { version: versionId, date }) : t('cms.versionNoticeUndated', { version: versionId })}
      </p>
      <a className="version-notice__link" href={withoutVersion(pathname, search)}>
        {t('cms.versionNoticeCurrent')}
      </a>
    </aside>
  );
}
