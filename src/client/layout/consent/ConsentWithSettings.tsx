// The cookie manager with the tag manager id of the design settings (spec 000 §3 "Design
// settings": cookies). The id streams with the chrome's query; until it is there, or when it
// cannot be read, the manager runs without a tag manager (nothing is loaded that was not allowed).
import { Suspense } from 'react';
import { ErrorBoundary } from '../../ErrorBoundary';
import { useSiteChrome } from '../useSiteChrome';
import { ConsentManager } from './ConsentManager';

const NO_RETRY = () => {};

function ConsentWithTagManager() {
  const { designSettings } = useSiteChrome();
  return <ConsentManager tagManagerId={designSettings.tagManagerId ?? null} />;
}

/** `withSettings` false: the offline page, which asks the upstream for nothing. */
export function ConsentWithSettings({ withSettings }: { withSettings: boolean }) {
  if (!withSettings) return <ConsentManager tagManagerId={null} />;
  return (
    <ErrorBoundary fallback={() => <ConsentManager tagManagerId={null} />} onRetry={NO_RETRY} callKind="chromeCall" report={false}>
      <Suspense fallback={null}>
        <ConsentWithTagManager />
      </Suspense>
    </ErrorBoundary>
  );
}
