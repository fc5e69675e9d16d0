// What the page shows now: decided by the server for the first page and by the browser for every
// client navigation after it (src/shared/decidePage.ts decides both).
import type { Locale } from '../../shared/locales';
import type { PageKind } from '../../shared/pageKinds';
import type { RouteName } from '../../shared/routes';

export interface PageState {
  locale: Locale;
  page: PageKind;
  status: number;
  /** The route that matched, when one did (for the language switch, canonical and hreflang). */
  route: { name: RouteName; params: Record<string, string> } | null;
  pathname: string;
  search: string;
  /** spec 000 §3 site state, §4: the shared page header shows its loading state. */
  pageHeaderLoading: boolean;
  /** What the document head names when the page's data decides it (the event detail's title), known before the page renders. */
  head?: { title: string; description: string } | undefined;
}
