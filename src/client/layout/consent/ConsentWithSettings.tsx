// The cookie banner, rendered with the page (ConsentBannerArea.tsx), and the cookie manager with
// the tag manager id of the design settings (spec 000 §3 "Design settings": cookies). The id
// streams with the chrome's query; until it is there, or when it cannot be read, the manager runs
// without a tag manager (nothing is loaded that was not allowed). The manager renders nothing on
// the server, so it loads as a chunk of its own after hydration (components/LazyPart.tsx); if that
// chunk fails, the page goes on without settings dialog and tag manager (the banner still answers).
import { Suspense } from 'react';
import { LazyPartView, lazyPart } from '../../components/LazyPart';
import { ErrorBoundary } from '../../ErrorBoundary';
import { ConsentBannerArea } from './ConsentBannerArea';
import { useHydrated } from '../../hooks/useHydrated';
import { useSiteChrome } from '../useSiteChrome';

const NOTHING = () => null;

const consentManager = lazyPart<{ tagManagerId: string | null }>(async () => (await import('./ConsentManager')).ConsentManager);

function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <LazyPartView part={consentManager} props={{ tagManagerId }} loading={null} failed={NOTHING} />;
}

function ConsentWithTagManager() {
  const { designSettings } = useSiteChrome();
  return <ConsentManager tagManagerId={designSettings.tagManagerId ?? null} />;
}

/** `withSettings` false: the offline page, which asks the upstream for nothing. */
export function ConsentWithSettings({ withSettings }: { withSettings: boolean }) {
  return (
    <>
      <ConsentBannerArea />
      {withSettings ? (
        <ErrorBoundary fallback={() => <ConsentManager tagManagerId={null} />} callKind="chromeCall" report={false}>
          <Suspense fallback={null}>
            <ConsentWithTagManager />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <ConsentManager tagManagerId={null} />
      )}
    </>
  );
}
