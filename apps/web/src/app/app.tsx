import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { logoutPath } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { closeAlertsLeftBehind } from '../lib/notify';
import { AppProviders } from './providers';
import { routes } from './router';

// Mantine's styles come with the app: the light first pages do without them (app/light).
export const router = createBrowserRouter(routes);

// Alerts belong to the page they were raised on: moving on closes them.
router.subscribe((state) => closeAlertsLeftBehind(state.location.pathname));

// Spec 7: a 401 on any call logs out with expiredToken=true and `from` set to where we were.
setUnauthorizedHandler((from) => {
  void router.navigate(logoutPath(from, true), { replace: true });
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
