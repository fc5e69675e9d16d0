// The whole seconds left until an instant, ticking once a second in the browser: the header's
// hold countdown and the cart page's share it. null while there is no end to count down to, and
// until the first tick after hydration unless a starting instant is given: the header's countdown
// starts from the moment the server rendered (boot data `renderedAt`), so the server renders it
// and hydration matches; the browser's clock takes over at the first tick.
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../shared/cartBadge';

export function useSecondsLeft(until: number | null, startingAt: number | null = null): number | null {
  const [now, setNow] = useState<number | null>(startingAt);
  // A new end (an add to cart on this page) waits for the browser's clock: the render's moment
  // is long gone by then.
  const [counting, setCounting] = useState(until);
  if (counting !== until) {
    setCounting(until);
    setNow(null);
  }
  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return until === null || now === null ? null : secondsLeft(until, now);
}
