import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type StoredSession } from './session-store';

/** The stored session, re-rendering when it changes (this tab or another). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
