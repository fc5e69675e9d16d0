// What a part of a page shows when its data could not be loaded: the message and a retry button
// (the fallback of an ErrorBoundary).
export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
