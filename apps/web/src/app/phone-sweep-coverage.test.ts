import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PHONE_SWEEP_EXEMPT, PHONE_SWEEP_PAGES } from '../../../../e2e/support/phone-sweep-pages';
import { routes } from './router';

/**
 * The router's pages: every route with a path that renders something. Routes that only redirect
 * (spec 2's legacy and entry paths, routes-legacy.ts) have a loader and no component, so they are
 * left out by construction; pathless layout routes only group their children.
 */
function pagePatterns(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => {
    const renders = Boolean(route.Component ?? route.element ?? route.lazy);
    const own = route.path && renders ? [route.path] : [];
    return [...own, ...pagePatterns(route.children ?? [])];
  });
}

describe('the 375 px phone sweep (e2e/tests/phone-sweep.spec.ts)', () => {
  const swept = new Set(PHONE_SWEEP_PAGES.map((page) => page.pattern));
  const routerPages = pagePatterns(routes);

  it('finds the router pages (the walk itself works)', () => {
    expect(routerPages).toContain('/auth/login');
    expect(routerPages).toContain('/dashboard/manager/:clubHash/bookings/agenda');
    expect(routerPages).not.toContain('/clubes/:clubHash/socios');
  });

  it('opens every page of the router, or says why a page is exempt', () => {
    const missing = routerPages.filter((pattern) => !swept.has(pattern) && !(pattern in PHONE_SWEEP_EXEMPT));
    expect(missing).toEqual([]);
  });

  it('lists no page the router does not have (a renamed route is not silently dropped)', () => {
    const unknown = [...swept, ...Object.keys(PHONE_SWEEP_EXEMPT)].filter((pattern) => !routerPages.includes(pattern));
    expect(unknown).toEqual([]);
  });

  it('lists each page once', () => {
    expect(swept.size).toBe(PHONE_SWEEP_PAGES.length);
  });
});
