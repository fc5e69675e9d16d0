// A part of a screen that loads its data (or its code) while the rest of the page stands: its
// placeholder while it loads, and when the load fails a message with a button that tries again
// (a new attempt mounts the part afresh, so its queries ask again), the failure reported as a
// call of `callKind` (spec 001 §8). Every screen's data goes through one of these (issue 23 item 2).
import { Suspense, useState, type ReactNode } from 'react';
import type { BrowserErrorKind } from '../../shared/browserErrors';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadError } from './LoadError';

interface RetryableAreaProps {
  /** What the part shows (an id, a filter): a change starts it afresh, like a retry. */
  resetKey?: string | number;
  /** The kind of GraphQL call the part makes, for the error report. */
  callKind: BrowserErrorKind;
  /** The message after a failed load and its button's text, in the page's language. */
  message: string;
  retryLabel: string;
  /** Shown while the part loads (the screen's skeleton). */
  placeholder: ReactNode;
  /** The part; as a function it is given the attempt's number, for a query that must not reuse a failed result. */
  children: ReactNode | ((attempt: number) => ReactNode);
}

export function RetryableArea({ resetKey, callKind, message, retryLabel, placeholder, children }: RetryableAreaProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={resetKey === undefined ? attempt : `${resetKey}#${attempt}`}
      callKind={callKind}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <LoadError message={message} retryLabel={retryLabel} onRetry={retry} />}
    >
      <Suspense fallback={placeholder}>{typeof children === 'function' ? children(attempt) : children}</Suspense>
    </ErrorBoundary>
  );
}
