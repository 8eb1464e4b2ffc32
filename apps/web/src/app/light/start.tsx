import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LIGHT_PAGE_NAMESPACES } from '../../lib/i18n/first-catalogues';
import { initI18n, prefetchAllCatalogues } from '../../lib/i18n/i18n';

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

/**
 * A light page's first render as a transition: React then renders in slices of a few
 * milliseconds, yielding between them, instead of one long task that blocks a slow phone's input
 * (Lighthouse counts it as blocking time). Nothing is on the screen yet, so nothing waits on it.
 */
function renderLightPage(root: Root, page: ReactNode): void {
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
}

/** Every page but the light ones: the catalogues and the app's first route download in parallel. */
export async function startFullApp(): Promise<void> {
  const appModule = import('../app');
  prefetchAllCatalogues();
  await Promise.all([appModule, initI18n()]);
  await renderApp(createRoot(rootElement()));
}

/** The light login page; signing in swaps it for the full app without reloading the page. */
export async function startLightLogin(): Promise<void> {
  const [{ LightLogin }] = await Promise.all([import('./light-login'), initI18n(undefined, LIGHT_PAGE_NAMESPACES.login)]);
  const root = createRoot(rootElement());
  renderLightPage(root, <LightLogin onSignedIn={(target) => renderApp(root, target)} />);
}

/** The public booking pages (a booking link, a booking's status): light, with their own little navigation. */
export async function startLightBooking(): Promise<void> {
  const [{ LightBooking }] = await Promise.all([import('./light-booking'), initI18n(undefined, LIGHT_PAGE_NAMESPACES.booking)]);
  renderLightPage(createRoot(rootElement()), <LightBooking />);
}
