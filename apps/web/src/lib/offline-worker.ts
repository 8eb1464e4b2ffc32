import { getSession } from './session/session-store';

/** Same-origin files the page loaded: what an offline reload of My ID needs again. */
function loadedUrls(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin) urls.add(url.pathname + url.search);
  }
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const url = new URL('src' in element ? element.src : element.href, window.location.href);
    if (url.origin === window.location.origin) urls.add(url.pathname + url.search);
  }
  return [...urls];
}

/**
 * Registers the offline worker (public/sw.js, scope '/') from the pages that must open offline (My
 * ID, the door scanner), then hands it what the page already loaded before it was in control, so
 * the very first visit is enough to open it offline afterwards. Production builds only: the dev server's modules are not hashed.
 */
export async function registerOfflineWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const token = getSession()?.token;
    registration.active?.postMessage({
      type: 'warm',
      urls: loadedUrls(),
      // The entry script names the build: the worker drops other pages' assets only on a new one.
      build: document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null,
      // Used once to fetch the signed-in user's profile again for the cache; never stored.
      authorization: token ? `Bearer ${token}` : null,
    });
  } catch {
    // No offline copy of the app then; the saved card in local storage still works while open.
  }
}
