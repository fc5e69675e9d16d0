// The editor hub's list of scheduled page changes (issue 22 item 7): every page's change waiting,
// in every language, soonest first, as a table (page linked to itself in editing mode, language,
// change, time on Berlin's wall clock, who scheduled it). Only when the upstream schedules at all
// (Query.editorCapabilities): against one without, the hub shows no such section. Staff only,
// asked by the browser alone like the rest of the hub; changes are scheduled and cancelled in the
// page's editing mode ('Schedule', src/client/editor/schedule/).
import { formatScheduleTime } from '../../../shared/editor/scheduleTime';
import { fromGraphQLLocale, toGraphQLLocale } from '../../../shared/graphqlLocale';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languageNames';
import type { Locale } from '../../../shared/locales';
import { useQuery } from '../../data/useQuery';
import { CmsHubScheduleDocument } from '../../generated/documents/CmsHubScheduleDocument';
import { useT } from '../../i18n';
import { mutationProblemOf } from './mutationProblems';

export function CmsHubSchedule({ locale, editFlag }: { locale: Locale; editFlag: string }) {
  const t = useT();
  const { data, error, loading } = useQuery(CmsHubScheduleDocument, {
    variables: { locale: toGraphQLLocale(locale) },
    fetchPolicy: 'network-only',
  });
  // Nothing to say while it is asked, nor when the upstream cannot schedule, nor to an account
  // that is not staff's (the pages' list says so).
  if (loading || (!error && !data?.editorCapabilities.scheduling)) return null;
  if (error && mutationProblemOf(error).kind === 'unauthenticated') return null;
  const changes = data?.scheduledPageChanges ?? [];
  return (
    <section className="account-section" aria-labelledby="cms-hub-schedule" data-hub-schedule>
      <h2 id="cms-hub-schedule">{t('hubSchedule.title')}</h2>
      <p>{t('hubSchedule.intro')}</p>
      {error ? (
        <p className="site-form__failure" role="alert">
          {t('hubSchedule.loadError')}
        </p>
      ) : changes.length === 0 ? (
        <p>{t('hubSchedule.none')}</p>
      ) : (
        <div className="cms-hub__table-wrap">
          <table className="cms-hub__table">
            <caption className="visually-hidden">{t('hubSchedule.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('hubSchedule.page')}</th>
                <th scope="col">{t('hubSchedule.language')}</th>
                <th scope="col">{t('hubSchedule.action')}</th>
                <th scope="col">{t('hubSchedule.time')}</th>
                <th scope="col">{t('hubSchedule.by')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => {
                const language = fromGraphQLLocale(change.locale);
                return (
                  <tr key={change.id} data-scheduled-change={change.id}>
                    <th scope="row">
                      <a href={`${change.pagePath}?${editFlag}`} lang={language === locale ? undefined : language}>
                        {change.pageTitle}
                      </a>
                    </th>
                    <td lang={language}>{LANGUAGE_NAMES[language]}</td>
                    <td>{t(`hubSchedule.${change.action}`)}</td>
                    <td>
                      <time dateTime={change.dueAt}>{formatScheduleTime(change.dueAt, locale)}</time>
                    </td>
                    <td>{change.scheduledBy ?? '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
