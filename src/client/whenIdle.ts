/**
 * Runs `work` once the page has loaded and the browser has a moment with nothing else to do (at
 * the latest `timeoutMs` after the load), so that it never lands in the middle of the load's own
 * tasks: parsing, hydration, the first frames. Returns a function that cancels it if it has not
 * run yet.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    clearTimeout(timer);
  };
}
