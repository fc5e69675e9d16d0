// Catches a failed data load inside a part of the page and offers to try again, instead of
// taking the page down. (On the server React streams the boundary's fallback instead.)
// What it catches is reported (spec 001 §8): as the failed call of `callKind`, a chunk that did
// not load, or a render error.
import { Component, type ContextType, type ReactNode } from 'react';
import type { BrowserErrorKind } from '../shared/browserErrors';
import { BootContext } from './BootContext';
import { classifyCaughtError, reportError } from './reportError';

interface ErrorBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  /** Runs when the fallback's retry is used, before the part renders again (absent: nothing to do first). */
  onRetry?: () => void;
  /** The kind of the GraphQL call the part inside makes (e.g. 'eventCall'); other errors are render errors. */
  callKind?: BrowserErrorKind;
  /** false: another boundary reports the same failure (e.g. two parts of one query). Default true. */
  report?: boolean;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  static override contextType = BootContext;
  declare context: ContextType<typeof BootContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (this.props.report === false) return;
    reportError(classifyCaughtError(error, this.props.callKind), error, this.context?.requestId ?? 'unknown');
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
