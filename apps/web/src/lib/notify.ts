import { ALERT_AUTO_CLOSE_MS } from '../config/layout';

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/**
 * An alert raised within this long before a navigation reports the action that navigated
 * (deleted, so back to the list): it arrives with the person. Older ones stay behind.
 */
export const ALERT_FOLLOWS_NAVIGATION_MS = 1500;

/** The open alerts: the page each belongs to and when it was raised. */
const open = new Map<string, { pathname: string; raisedAt: number }>();
let lastId = 0;

/** Whether any alert was raised yet: the alerts container mounts only from then on. */
export function notificationsRequested(): boolean {
  return requested;
}

export function subscribeNotificationsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Alerts of spec 9: upper right, close after 7 s, not dismissible; and they belong to the page
 * they were raised on (see closeAlertsLeftBehind). The alerts library is loaded on the first
 * alert, so pages that never raise one (the login page) do not download it.
 */
export function notify(kind: 'success' | 'error' | 'info', message: string, title?: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const id = `alert-${++lastId}`;
  open.set(id, { pathname: window.location.pathname, raisedAt: Date.now() });
  void import('@mantine/notifications').then(({ notifications }) => {
    // Left behind before the library arrived: nothing to show.
    if (!open.has(id)) return;
    notifications.show({
      id,
      title,
      message,
      color: kind === 'error' ? 'red' : kind === 'success' ? 'success' : 'brand',
      autoClose: ALERT_AUTO_CLOSE_MS,
      withCloseButton: false,
      onClose: () => open.delete(id),
    });
  });
}

/**
 * Called on every navigation: alerts of the page the person left close ("Your message was
 * sent" must not ride along for the next pages), except those raised just before it, which
 * report what navigated (they move to the new page, and close when the person moves on again).
 */
export function closeAlertsLeftBehind(pathname: string): void {
  const now = Date.now();
  const stale: string[] = [];
  for (const [id, alert] of open) {
    if (alert.pathname === pathname) continue;
    if (now - alert.raisedAt <= ALERT_FOLLOWS_NAVIGATION_MS) alert.pathname = pathname;
    else stale.push(id);
  }
  if (stale.length === 0) return;
  stale.forEach((id) => open.delete(id));
  void import('@mantine/notifications').then(({ notifications }) => stale.forEach((id) => notifications.hide(id)));
}
