// The site settings' html_header block (spec 000 §3 "Site settings record"; spec 001 §3 site
// state htmlHeader). Sanitised HTML can hold no script, style or meta element, so it has nothing
// to give the document head: it is shown as content right above the site header instead.
import { Suspense } from 'react';
import { usePage } from '../navigation/LocationContext';
import { ErrorBoundary } from '../ErrorBoundary';
import { HtmlBlock } from './HtmlBlock';
import { useSiteNavigation } from './useSiteNavigation';

function HeaderHtml() {
  const html = useSiteNavigation().siteSettings.htmlHeader;
  return html ? <HtmlBlock html={html} className="site-html-header" /> : null;
}

export function SiteHtmlHeader() {
  // The offline page (503) asks the upstream for nothing.
  if (usePage().status >= 500) return null;
  return (
    // The footer's navigation reports a failure of the shared query.
    <ErrorBoundary fallback={() => null} callKind="chromeCall" report={false}>
      <Suspense fallback={null}>
        <HeaderHtml />
      </Suspense>
    </ErrorBoundary>
  );
}
