import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '../../lib/i18n/i18n';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('Missing #root element');
  return element;
}

async function renderApp(root: Root, target?: string): Promise<void> {
  const { App, router } = await import('../app');
  // After the light login: the router may have been made while the login page showed (prefetch).
  if (target) await router.navigate(target, { replace: true, state: { fromLogin: true } });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Every page but the light ones: the catalogues and the app's first route download in parallel. */
export async function startFullApp(): Promise<void> {
  const appModule = import('../app');
  await Promise.all([appModule, initI18n()]);
  await renderApp(createRoot(rootElement()));
}

/** The light login page; signing in swaps it for the full app without reloading the page. */
export async function startLightLogin(): Promise<void> {
  const [{ LightLogin }] = await Promise.all([import('./light-login'), initI18n()]);
  const root = createRoot(rootElement());
  root.render(
    <StrictMode>
      <LightLogin onSignedIn={(target) => renderApp(root, target)} />
    </StrictMode>,
  );
}

/** The public booking pages (a booking link, a booking's status): light, with their own little navigation. */
export async function startLightBooking(): Promise<void> {
  const [{ LightBooking }] = await Promise.all([import('./light-booking'), initI18n(undefined, ['bookings', 'forms'])]);
  createRoot(rootElement()).render(
    <StrictMode>
      <LightBooking />
    </StrictMode>,
  );
}
