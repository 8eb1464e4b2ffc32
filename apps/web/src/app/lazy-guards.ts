import type { DashboardArea, FeatureCode } from '@tribuna/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths';
import { getSession, sessionState } from '../lib/session/session-store';

/**
 * The guards live in their own chunk with the data cache they fill; these wrappers load it on the
 * first guarded navigation, which keeps both out of the login page's JavaScript.
 */
const guards = () => import('./guards');

export const userLoader = async (args: LoaderFunctionArgs) => (await guards()).userLoader(args);
export const adminLoader = async (args: LoaderFunctionArgs) => (await guards()).adminLoader(args);
export const clubAreaLoader = (area: DashboardArea) => async (args: LoaderFunctionArgs) => (await guards()).clubAreaLoader(area)(args);
export const scannerLoader = async (args: LoaderFunctionArgs) => (await guards()).scannerLoader(args);
export const featureLoader = (feature: FeatureCode) => async (args: LoaderFunctionArgs) => (await guards()).featureLoader(feature)(args);

/** Spec 4: a valid token on the login page leads to the profile selector. */
export function redirectIfLoggedIn(): null {
  if (sessionState(getSession()) === 'active') throw redirect(paths.profileSelector);
  return null;
}

/**
 * A page the server draws (the public portal): an in-app navigation to it loads it from the
 * server. On the first load of such an address the server answered without its page (no build),
 * so the app stays and shows the route's placeholder rather than reloading forever.
 */
export function serverPageLoader({ request }: LoaderFunctionArgs): Promise<null> | null {
  const target = new URL(request.url);
  if (target.pathname === window.location.pathname && target.search === window.location.search) return null;
  window.location.assign(target.href);
  return new Promise<null>(() => undefined);
}
