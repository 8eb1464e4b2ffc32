import { STORAGE_KEYS } from '../storage';
import { reloadSessionFromStorage } from './session-store';

const CHANNEL_NAME = 'tribuna-session';
type SessionMessage = { type: 'logout' };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Tells the other tabs that this one logged out (spec 4: logout propagates). */
export function broadcastLogout(): void {
  const channel = openChannel();
  channel?.postMessage({ type: 'logout' } satisfies SessionMessage);
  channel?.close();
}

/**
 * Calls `onLogout` when another tab logs out. BroadcastChannel is the main path; the `storage`
 * event (the session key removed) covers browsers without it. Both may fire: the handler must be
 * idempotent. A session written by another tab (login, refresh) is re-read here too.
 */
export function listenToOtherTabs(onLogout: () => void): () => void {
  const channel = openChannel();
  const onMessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'logout') onLogout();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.session && event.key !== null) return;
    if (event.newValue === null) onLogout();
    else reloadSessionFromStorage();
  };
  channel?.addEventListener('message', onMessage);
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
