import { useCallback, useEffect, useState } from 'react';

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Seconds left until a deadline, ticking once a second. Counted from the clock rather than by
 * decrementing, so a throttled background tab still shows the right value when it wakes.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [remaining, setRemaining] = useState(initialSeconds);

  useEffect(() => {
    setRemaining(secondsLeft(deadline));
    const timer = window.setInterval(() => {
      const left = secondsLeft(deadline);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { remaining, restart };
}
