// The whole seconds left until an instant, ticking once a second in the browser: the header's
// hold countdown and the cart page's share it. null until the first tick after hydration (the
// server cannot know the visitor's clock) and while there is no end to count down to.
import { useEffect, useState } from 'react';
import { secondsLeft } from '../../shared/cartBadge';

export function useSecondsLeft(until: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
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
