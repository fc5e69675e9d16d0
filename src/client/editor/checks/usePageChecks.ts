// The check before publishing for the CMS page shown (issue 22 item 9): the page as the page
// screen's CmsPage query keeps it in Apollo's cache (stored values, as publishing takes them;
// asked again after every save) and the page's meta description, which that query does not carry:
// it is asked (EditorPageSettings, as the settings dialog asks it, from the network) each time
// the check runs, not on every render. Between runs the problems follow the cached page, so a
// block fixed elsewhere drops off the list.
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { EditorPageSettingsDocument } from '../../generated/documents/EditorPageSettingsDocument';
import type { CmsPageQuery } from '../../generated/operations';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { cmsPageVariablesOf } from '../safety/pageState';
import { checkPage, type PageProblem } from './pageChecks';

/** The meta description as last asked: its value, or 'unknown' when it could not be asked. */
type Meta = { value: string | null } | 'unknown';

export interface PageChecks {
  /** The problems of the page shown; null before the first run has finished or when no CMS page is shown. */
  problems: PageProblem[] | null;
  /** Whether a run is under way. */
  running: boolean;
  /** Asks the meta description again and checks the page; resolves to the problems (null: no CMS page to check). */
  run: () => Promise<PageProblem[] | null>;
  /** The page shown, as the settings dialog takes it; null when none. */
  target: { pageId: string; path: string } | null;
}

function problemsOf(data: CmsPageQuery | null | undefined, meta: Meta): PageProblem[] | null {
  if (!data?.page) return null;
  const problems = checkPage({ page: data.page, modules: data.pageModules ?? [], metaDescription: meta === 'unknown' ? null : meta.value });
  // A description that could not be asked is not reported missing (the read's failure has its own alert).
  return meta === 'unknown' ? problems.filter((problem) => problem.kind !== 'metaDescription') : problems;
}

export function usePageChecks(): PageChecks {
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const variables = cmsPageVariablesOf(page);
  const { data } = useQuery(CmsPageDocument, variables ? { variables, fetchPolicy: 'cache-only' } : skipToken);
  const [meta, setMeta] = useState<Meta | null>(null);
  const [running, setRunning] = useState(false);
  const runs = useRef(0);

  const locale = variables?.locale;
  const path = variables?.path;
  const versionId = variables?.versionId;
  const run = useCallback(async (): Promise<PageProblem[] | null> => {
    if (locale === undefined || path === undefined) return null;
    const current = (runs.current += 1);
    setRunning(true);
    // Past the cache and not into it (as the settings dialog asks): the answer shares the cache's
    // Query.page field with the toolbar's and the screen's queries, and a null answer (the session
    // gone, the page offline) written there would take the page from both.
    const answer = await session.read(() =>
      client.query({ query: EditorPageSettingsDocument, variables: { locale, path }, fetchPolicy: 'no-cache' }),
    );
    const asked: Meta = answer?.data?.page ? { value: answer.data.page.metaDescription ?? null } : 'unknown';
    // The page as the cache holds it now (a save during the read is in it).
    const cached = client.readQuery({
      query: CmsPageDocument,
      variables: { locale, path, ...(versionId === undefined ? {} : { versionId }) },
    });
    if (current === runs.current) {
      setMeta(asked);
      setRunning(false);
    }
    return problemsOf(cached, asked);
  }, [client, session, locale, path, versionId]);

  const problems = useMemo(() => (meta === null ? null : problemsOf(data, meta)), [data, meta]);
  const pageId = data?.page?.id;
  const target = useMemo(() => (pageId === undefined || path === undefined ? null : { pageId, path }), [pageId, path]);
  return { problems, running, run, target };
}
