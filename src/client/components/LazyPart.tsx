// A part of the chrome that the first load does without: what only the browser shows (the cookie
// manager, the visitor's account) or only after a first use (the header's search form, the mobile
// menu's content) is a chunk of its own, loaded when it is about to be shown, or earlier on a sign
// of intent (preload). Nothing the server renders may be such a part: hydration would find it
// missing. A part that fails to load shows its `failed` fallback (reported as a chunk that did not
// load by the ErrorBoundary); trying again loads the chunk anew, the page itself stays as it is.
import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { BrowserErrorKind } from '../../shared/browserErrors';
import { ErrorBoundary } from '../ErrorBoundary';

export interface LazyPart<P extends object> {
  /** Starts loading the chunk (on a sign of intent); a failed load is tried again on the next call. */
  readonly preload: () => void;
  /** The component of one attempt: a new attempt after a failure loads the chunk again. */
  readonly componentOf: (attempt: number) => LazyExoticComponent<ComponentType<P>>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  const attempts: LazyExoticComponent<ComponentType<P>>[] = [];
  return {
    preload: () => {
      // Whoever renders the part will see the failure; the preload has nothing to add.
      start().catch(() => {});
    },
    componentOf: (attempt) => {
      let component = attempts[attempt];
      if (!component) {
        component = lazy(async () => ({ default: await start() }));
        attempts[attempt] = component;
      }
      return component;
    },
  };
}

interface LazyPartViewProps<P extends object> {
  part: LazyPart<P>;
  props: P;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when the chunk (or the part's data of `callKind`) did not load; `retry` tries again. */
  failed: (retry: () => void) => ReactNode;
  callKind?: BrowserErrorKind;
}

export function LazyPartView<P extends object>({ part, props, loading, failed, callKind }: LazyPartViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary fallback={failed} onRetry={() => setAttempt((previous) => previous + 1)} callKind={callKind}>
      <Suspense fallback={loading}>{createElement(part.componentOf(attempt), props)}</Suspense>
    </ErrorBoundary>
  );
}
