import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AREA_LIST, AREAS } from '../config/roles';

type Params = Record<string, string | undefined>;

/** A route that only redirects, keeping the query string (spec 2: "queries are kept"). */
export function redirectRoute(path: string, target: (params: Params) => string): RouteObject {
  return {
    path,
    loader: ({ params, request }: LoaderFunctionArgs) => {
      const { search } = new URL(request.url);
      return redirect(target(params) + search);
    },
  };
}

const p = (params: Params, name: string) => params[name] ?? '';

/** Redirects of spec 2: entry points, legacy paths of the older application, old message paths. */
export function redirectRoutes(): RouteObject[] {
  const toSelector = () => paths.profileSelector;
  const m = paths.manager;
  return [
    ...['/', '/persons', '/padres', '/socios', '/dashboard'].map((path) => redirectRoute(path, toSelector)),
    redirectRoute('/login', () => paths.auth.login),
    redirectRoute('/logout', () => paths.auth.logout),

    // Manager pages of the older application.
    redirectRoute('/clubes/:clubHash/ver', (q) => m.overview(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/dashboard', (q) => m.overview(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/messages', (q) => m.messages.allMessages(p(q, 'clubHash'))),
    // Spec 2's target above is itself an address: the manager's messages (My messages).
    redirectRoute(m.messages.allMessages.pattern, (q) => m.messages.myMessages(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/patrocinadores', (q) => m.sponsors(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/equipos/:teamHash/ver', (q) => m.teamDetails(p(q, 'clubHash'), p(q, 'teamHash'))),
    redirectRoute('/clubes/:clubHash/equipos', (q) => m.teams(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/socios', (q) => m.persons.partners(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/jugadores', (q) => m.persons.athletes(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/usuarios', (q) => m.persons.users(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/ajustes', (q) => m.administration.settings(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/facturacion', (q) => m.administration.plans(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/cargos', (q) => m.administration.fees(p(q, 'clubHash'))),
    redirectRoute('/clubes/:clubHash/subvenciones/:subsidyId', (q) => m.subsidy(p(q, 'clubHash'), p(q, 'subsidyId'))),
    redirectRoute('/clubes/:clubHash/items', (q) => m.campaigns(p(q, 'clubHash'))),

    // Guardian (/padres) and member (/socios) pages of the older application.
    ...(['guardian', 'member'] as const).flatMap((area) => {
      const prefix = area === 'guardian' ? '/padres' : '/socios';
      const target = paths[area];
      return [
        redirectRoute(`${prefix}/:userId/clubes/:clubHash/area-privada`, (q) => target.overview(p(q, 'userId'), p(q, 'clubHash'))),
        redirectRoute(`${prefix}/:userId/clubes/:clubHash/carnet`, (q) => target.myId(p(q, 'userId'), p(q, 'clubHash'))),
        redirectRoute(`${prefix}/:userId/clubes/:clubHash/cargos`, (q) => target.payments(p(q, 'userId'), p(q, 'clubHash'))),
        // The older member area's billing page: its charges and receipts are on Payments now (issue 23).
        redirectRoute(`${prefix}/:userId/clubes/:clubHash/facturacion`, (q) => target.payments(p(q, 'userId'), p(q, 'clubHash'))),
        // Spec 2 sends both /socios and /padres messages to the member messages.
        redirectRoute(`${prefix}/:userId/clubes/:clubHash/messages`, (q) => paths.member.messages.root(p(q, 'clubHash'))),
      ];
    }),

    // Old message paths: /dashboard/{role}/messages/{clubHash}/… → /dashboard/{role}/{clubHash}/messages/…
    ...AREA_LIST.flatMap((role) => {
      const target = paths[role].messages;
      return [
        redirectRoute(`/dashboard/${role}/messages/:clubHash/my-messages`, (q) => target.myMessages(p(q, 'clubHash'))),
        // The manager's all-messages address is declared above (spec 2's legacy target).
        ...(role === AREAS.manager
          ? []
          : [redirectRoute(`/dashboard/${role}/messages/:clubHash/all-messages`, (q) => target.myMessages(p(q, 'clubHash')))]),
        redirectRoute(`/dashboard/${role}/messages/:clubHash/thread/:threadHash`, (q) =>
          target.thread(p(q, 'clubHash'), p(q, 'threadHash')),
        ),
        redirectRoute(`/dashboard/${role}/:clubHash/messages`, (q) => target.myMessages(p(q, 'clubHash'))),
      ];
    }),
  ];
}
