import type { DashboardArea } from '@tribuna/contract';
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

/** Spec 4: a valid token on the login page leads to the profile selector. */
export function redirectIfLoggedIn(): null {
  if (sessionState(getSession()) === 'active') throw redirect(paths.profileSelector);
  return null;
}
