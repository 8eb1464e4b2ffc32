import { useEffect, useState } from 'react';
import { SESSION_CLOCK_MS } from '../../../lib/session/session-constants';

/** The current time, re-rendering every `every` ms (countdowns). */
export function useNow(every = SESSION_CLOCK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}
