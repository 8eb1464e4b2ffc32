import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ALERT_AUTO_CLOSE_MS } from '../../config/layout';
import { notificationsRequested, subscribeNotificationsRequested } from '../../lib/notify';

// The alerts container (and its animation and drag libraries) loads with the first alert, so it
// never weighs on the login page; the alert waits in the store until the container mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Alerts of spec 9: upper right, close after 7 s, not dismissible. */
export function NotificationsHost() {
  const needed = useSyncExternalStore(subscribeNotificationsRequested, notificationsRequested, notificationsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={ALERT_AUTO_CLOSE_MS} limit={5} />
    </Suspense>
  );
}
