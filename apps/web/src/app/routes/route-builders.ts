import i18next from 'i18next';
import type { FeatureCode } from '@tribuna/contract';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { featureLoader } from '../lazy-guards';
import type { RouteHandle } from '../route-handle';

/** Every screen is its own chunk: the login page loads only what it shows. */
export function page(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}

/** A page whose texts live in other namespaces: they load with its chunk, so no fallback flashes. */
export function pageWith(namespaces: string[], load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return page(async () => (await Promise.all([load(), i18next.loadNamespaces(namespaces)]))[0]);
}

/** The manager menu and overview show onboarding texts (invitation links, access requests). */
export function withNamespaces<T>(namespaces: string[], loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => (await Promise.all([loader(args), i18next.loadNamespaces(namespaces)]))[0];
}

/** The i18n namespaces each group of pages reads, loaded with the page's chunk. */
export const ONBOARDING = ['onboarding', 'forms'];
export const ACCOUNT = ['account', 'forms'];
export const PEOPLE = ['people', 'person', 'forms'];
export const IMPORTS = ['imports', 'people', 'forms'];
export const TEAMS = ['teams', 'forms'];
export const SPONSORS = ['sponsors', 'forms'];
export const SUBSIDIES = ['subsidies', 'teams', 'forms'];
export const RIGHTS = ['rights', 'forms'];
export const PORTAL = ['portal', 'forms'];
export const SUPPORT = ['support', 'forms'];
export const SETTINGS = ['settings', 'forms'];
export const CARD = ['card'];
export const CARD_FORMS = ['card', 'forms'];
export const MESSAGES = ['messages', 'forms'];
export const COMMERCE = ['commerce', 'forms'];
export const SHOP = ['shop', 'forms'];
export const BOOKINGS = ['bookings', 'forms'];
export const FEES = ['fees', 'teams', 'forms'];
export const PAYMENTS = ['payments', 'forms'];
export const JOINING = ['joining', 'forms'];

const notAvailable = page(() => import('./not-available.route'));

/** A screen that a later issue builds: a titled "not available yet" panel in its layout. */
export function todo(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: notAvailable };
}

const featureGate = page(() => import('./feature-gate.route'));

/**
 * Pages of a club feature, gated once here rather than page by page: where the club lacks the
 * feature (decision 0008) they say so, and who can turn it on, instead of failing on a 403.
 */
export function gated(feature: FeatureCode, children: RouteObject[]): RouteObject {
  return { loader: featureLoader(feature), handle: { feature } satisfies RouteHandle, lazy: featureGate, children };
}
