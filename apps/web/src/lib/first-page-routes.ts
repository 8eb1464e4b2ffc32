/**
 * Route tables the first page needs (sign-in, sign-out, session refresh, runtime settings),
 * loaded on first use instead of with the page. A route table brings its zod schemas and the
 * schema library itself (about 25 KB gzip), which the login page does not need to render: it
 * arrives in the background (`prefetchFirstPageRoutes`) and every call still checks its answer.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      // A chunk that failed to arrive (offline, new deployment) is tried again on the next call.
      pending = undefined;
      throw error;
    }));
}

export const authRoutes = loadOnce(() => import('@tribuna/contract/auth.routes').then((module) => module.AUTH_ROUTES));

/** Fetches the tables while the browser is idle, so a click on "Sign in" does not wait for them. */
export function prefetchFirstPageRoutes(): void {
  const start = () => void authRoutes().catch(() => undefined);
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 0);
}
