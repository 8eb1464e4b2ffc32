import { useEffect, useRef, useState } from 'react';
import type { RefreshError } from '../../../lib/session/refresh-session';
import { SessionMonitor } from '../../../lib/session/session-monitor';

type FailureHandler = (reason: RefreshError['reason']) => void;

/**
 * Starts the leader election, activity tracking and periodic checks for this tab, and hands over
 * the lead when the tab is closed. The monitor's activity tracker also feeds the countdowns.
 */
export function useSessionMonitor(onRefreshFailed: FailureHandler): SessionMonitor {
  const handler = useRef<FailureHandler>(onRefreshFailed);
  useEffect(() => {
    handler.current = onRefreshFailed;
  });
  const [monitor] = useState(() => new SessionMonitor({ onRefreshFailed: (reason) => handler.current(reason) }));
  useEffect(() => {
    const stop = monitor.start();
    const onPageHide = () => monitor.election.stop(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      stop();
    };
  }, [monitor]);
  return monitor;
}
