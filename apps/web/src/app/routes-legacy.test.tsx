import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { routes } from './router';
import { redirectRoutes } from './routes-legacy';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function landOn(entry: string): Promise<string> {
  const router = createMemoryRouter([...redirectRoutes(), { path: '*', Component: Where }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return (await screen.findByTestId('where')).textContent ?? '';
}

describe('redirects of spec 2', () => {
  it.each(['/', '/persons', '/padres', '/socios', '/dashboard'])('%s goes to the profile selector', async (from) => {
    expect(await landOn(from)).toBe('/dashboard/profile-selector');
  });

  it.each([
    ['/login?from=%2Fx', '/auth/login?from=%2Fx'],
    ['/logout', '/auth/logout'],
    ['/clubes/c1/ver?tab=2', '/dashboard/manager/c1/overview?tab=2'],
    // Spec 2's target, itself an old message path, then lands on My messages.
    ['/clubes/c1/messages', '/dashboard/manager/c1/messages/my-messages'],
    ['/clubes/c1/messages?box=2', '/dashboard/manager/c1/messages/my-messages?box=2'],
    // That target as an address of its own: the manager's My messages, query kept.
    ['/dashboard/manager/messages/c1/all-messages?page=3', '/dashboard/manager/c1/messages/my-messages?page=3'],
    ['/dashboard/member/messages/c1/all-messages', '/dashboard/member/c1/messages/my-messages'],
    ['/clubes/c1/patrocinadores?a=b', '/dashboard/manager/c1/sponsors?a=b'],
    ['/clubes/c1/equipos/t9/ver', '/dashboard/manager/c1/teams/t9/details'],
    ['/clubes/c1/equipos/', '/dashboard/manager/c1/teams/all'],
    ['/clubes/c1/socios?q=1', '/dashboard/manager/c1/persons/partners?q=1'],
    ['/clubes/c1/jugadores', '/dashboard/manager/c1/persons/athletes'],
    ['/clubes/c1/usuarios', '/dashboard/manager/c1/persons/users'],
    ['/clubes/c1/ajustes', '/dashboard/manager/c1/administration/settings'],
    ['/clubes/c1/facturacion', '/dashboard/manager/c1/administration/plans'],
    ['/clubes/c1/cargos', '/dashboard/manager/c1/administration/fees'],
    ['/clubes/c1/subvenciones/42', '/dashboard/manager/c1/subsidies/42'],
    ['/clubes/c1/dashboard', '/dashboard/manager/c1/overview'],
    ['/clubes/c1/items', '/dashboard/manager/ecommerce/c1/campaigns/list'],
    ['/padres/u1/clubes/c1/area-privada?x=1', '/dashboard/guardian/u1/c1/overview?x=1'],
    ['/padres/u1/clubes/c1/carnet', '/dashboard/guardian/u1/c1/my-id'],
    ['/padres/u1/clubes/c1/cargos', '/dashboard/guardian/u1/c1/payments'],
    ['/padres/u1/clubes/c1/facturacion?payment=done', '/dashboard/guardian/u1/c1/payments?payment=done'],
    ['/socios/u1/clubes/c1/area-privada', '/dashboard/member/u1/c1/overview'],
    ['/socios/u1/clubes/c1/carnet', '/dashboard/member/u1/c1/my-id'],
    ['/socios/u1/clubes/c1/cargos', '/dashboard/member/u1/c1/payments'],
    ['/socios/u1/clubes/c1/facturacion', '/dashboard/member/u1/c1/payments'],
    ['/socios/u1/clubes/c1/messages?m=3', '/dashboard/member/c1/messages/my-messages?m=3'],
    ['/padres/u1/clubes/c1/messages', '/dashboard/member/c1/messages/my-messages'],
  ])('%s → %s', async (from, to) => {
    expect(await landOn(from)).toBe(to);
  });

  it.each(['manager', 'member', 'guardian'])('old %s message paths move the club before messages, keeping the query', async (role) => {
    expect(await landOn(`/dashboard/${role}/messages/c1/my-messages?page=2`)).toBe(`/dashboard/${role}/c1/messages/my-messages?page=2`);
  });

  it("in the app's whole route tree, the manager's all-messages address is the redirect, not another page", () => {
    const matched = matchRoutes(routes, '/dashboard/manager/messages/c1/all-messages');
    expect(matched?.at(-1)?.route.path).toBe(paths.manager.messages.allMessages.pattern);
    expect(matched?.at(-1)?.route.loader).toBeTypeOf('function');
  });

  it('old thread paths keep the thread', async () => {
    expect(await landOn('/dashboard/guardian/messages/c1/thread/th7?x=y')).toBe('/dashboard/guardian/c1/messages/thread/th7?x=y');
  });
});
