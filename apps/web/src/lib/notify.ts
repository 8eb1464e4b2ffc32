import { ALERT_AUTO_CLOSE_MS } from '../config/layout';

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/** Whether any alert was raised yet: the alerts container mounts only from then on. */
export function notificationsRequested(): boolean {
  return requested;
}

export function subscribeNotificationsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Alerts of spec 9: upper right, close after 7 s, not dismissible. The alerts library is loaded
 * on the first alert, so pages that never raise one (the login page) do not download it.
 */
export function notify(kind: 'success' | 'error' | 'info', message: string, title?: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      title,
      message,
      color: kind === 'error' ? 'red' : kind === 'success' ? 'success' : 'brand',
      autoClose: ALERT_AUTO_CLOSE_MS,
      withCloseButton: false,
    }),
  );
}
