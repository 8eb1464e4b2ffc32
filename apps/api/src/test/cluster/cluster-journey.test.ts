import { REFRESH_COOKIE_NAME } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, NGINX_HINT } from '../../../../../scripts/cluster-kit.mjs';
import { rowsOf } from '../../db/rows';
import { EventStreamReader } from '../../features/communications/events/testing/event-stream-reader';
import { startCluster, type Cluster } from './cluster-harness';

// Issue 26 part 1: one journey spread over three API processes on one PostgreSQL database, each
// step's requests sent to a process chosen by its own port (so the steps surely cross processes)
// or through nginx in front of them. Sessions, limits, live updates, stock, bookings, refunds and
// scheduled jobs must agree across processes because they live in PostgreSQL, never in one process.

const PASSWORD = 'Demo1234!';
const DAY = 86_400_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const nginx = findNginx();
const skipReason = !onPostgres
  ? 'the processes of a cluster share one PostgreSQL server (TEST_DATABASE_URL unset: PGlite belongs to one process)'
  : !nginx
    ? NGINX_HINT
    : null;
if (skipReason) console.warn(`cluster journey skipped: ${skipReason}`);

let cluster: Cluster;
let a: string, b: string, c: string;

beforeAll(async () => {
  if (skipReason) return;
  cluster = await startCluster(3);
  [a, b, c] = cluster.processes as [string, string, string];
}, 300_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

type Json = Record<string, unknown>;
async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; profile?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.profile) headers.profile = options.profile;
  if (options.cookie) headers.cookie = `${REFRESH_COOKIE_NAME}=${options.cookie}`;
  if (options.body !== undefined) headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const refresh = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${REFRESH_COOKIE_NAME}=`) && pair.length > REFRESH_COOKIE_NAME.length + 1);
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Json, text, cookie: refresh?.split('=')[1] };
}

async function signIn(base: string, username: string) {
  const login = await call(base, 'POST', '/api/authentication_token', { body: { username, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  return { token: login.body.token as string, cookie: login.cookie! };
}

/** CD Demo's hash and the user's first profile there. */
async function cdDemoProfile(base: string, token: string) {
  const me = await call(base, 'GET', '/api/profile', { token });
  const club = (me.body.clubs as { shortname: string; hash: string; profiles: Record<string, { hash: string; role: string }> }[]).find(
    (entry) => entry.shortname === 'cd-demo',
  )!;
  return { club: club.hash, profile: Object.values(club.profiles)[0]!.hash };
}

describe.skipIf(skipReason)('one journey across three API processes behind nginx', () => {
  it('signs in on one process, refreshes on another, and a logout on a third ends the session everywhere', async () => {
    const session = await signIn(a, 'member@demo.test');
    const refreshed = await call(b, 'POST', '/api/refresh_token', { cookie: session.cookie });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.cookie).toBeDefined();
    expect((await call(c, 'GET', '/api/profile', { token: refreshed.body.token as string })).status).toBe(200);
    expect((await call(cluster.proxy, 'GET', '/api/profile', { token: refreshed.body.token as string })).status).toBe(200);

    expect((await call(c, 'POST', '/api/logout', { cookie: refreshed.cookie })).status).toBe(200);
    expect((await call(a, 'POST', '/api/refresh_token', { cookie: refreshed.cookie })).status).toBe(401);
    expect((await call(b, 'POST', '/api/refresh_token', { cookie: refreshed.cookie })).status).toBe(401);
  });

  it('counts failed sign-ins of one account on every process against one shared limit', async () => {
    const wrong = { username: 'applicant@demo.test', password: 'Wrong1234!' };
    // Ten failures (the limit per account), spread over the three processes and the proxy.
    const bases = [a, b, c, cluster.proxy];
    for (let n = 0; n < 10; n++) {
      expect((await call(bases[n % bases.length]!, 'POST', '/api/authentication_token', { body: wrong })).status).toBe(401);
    }
    for (const base of [a, b, c, cluster.proxy]) {
      expect((await call(base, 'POST', '/api/authentication_token', { body: wrong })).status).toBe(429);
    }
  });

  it('shows a message written on one process live to a member whose event stream is held by another', async () => {
    const manager = await signIn(a, 'manager@demo.test');
    const member = await signIn(b, 'member@demo.test');
    const managerIn = await cdDemoProfile(a, manager.token);
    const memberIn = await cdDemoProfile(b, member.token);
    const eventsPath = `/api/clubs/${memberIn.club}/communications/events`;
    const direct = await EventStreamReader.open(`${b}${eventsPath}`, member.token, memberIn.profile);
    const proxied = await EventStreamReader.open(`${cluster.proxy}${eventsPath}`, member.token, memberIn.profile);
    try {
      const before = await direct.nextEvent(15_000);
      expect(before).toMatchObject({ type: 'state' });
      await proxied.nextEvent(15_000);

      const thread = await call(c, 'POST', `/api/clubs/${managerIn.club}/communications/threads`, {
        token: manager.token,
        profile: managerIn.profile,
        body: {
          subject: 'Cluster journey',
          body: '<p>Training moves to 18:00.</p>',
          recipients: [{ kind: 'person', profileHash: memberIn.profile }],
        },
      });
      expect(thread.status, thread.text).toBe(201);
      const live = { type: 'message', threadHash: thread.body.threadHash, unreadMessages: (before.unreadMessages as number) + 1 };
      expect(await direct.nextEvent(15_000)).toEqual(live);
      // Through nginx too: the stream is not buffered by the proxy.
      expect(await proxied.nextEvent(15_000)).toEqual(live);
    } finally {
      direct.close();
      proxied.close();
    }
  });

  it('sells the last unit once when two processes take it at the same moment, and refunds it on a third', async () => {
    const manager = await signIn(a, 'manager@demo.test');
    const { club } = await cdDemoProfile(a, manager.token);
    const commerce = `/api/clubs/${club}/commerce`;
    const taxes = await call(a, 'GET', `${commerce}/taxes`, { token: manager.token });
    const vat = (taxes.body['hydra:member'] as { hash: string; value: number }[]).find((tax) => tax.value === 21)!;
    const campaign = await call(a, 'POST', `${commerce}/campaigns`, {
      token: manager.token,
      body: {
        name: 'Last scarf',
        startingDate: new Date(Date.now() - DAY).toISOString(),
        endingDate: new Date(Date.now() + 30 * DAY).toISOString(),
      },
    });
    const product = await call(a, 'POST', `${commerce}/campaigns/${campaign.body.hash}/products`, {
      token: manager.token,
      body: { name: 'Scarf', price: 1500, stock: 1, taxHash: vat.hash },
    });
    expect(product.status, product.text).toBe(201);
    expect(
      (await call(b, 'PATCH', `${commerce}/campaigns/${campaign.body.hash}`, { token: manager.token, body: { published: true } })).status,
    ).toBe(200);

    const order = (base: string, n: number) =>
      call(base, 'POST', `/api/clubs/${club}/shop/campaigns/${campaign.body.hash}/orders`, {
        body: {
          items: [{ productHash: product.body.hash, quantity: 1 }],
          buyer: { name: `Buyer ${n}`, email: `cluster-buyer-${n}@example.org` },
        },
      });
    const answers = await Promise.all([order(a, 1), order(b, 2)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.text).toContain('soldOut');
    const stock = async () =>
      rowsOf<{ sold: number; total: number }>(
        await cluster.testDb.database.db.execute(
          sql`select stock_sold as sold, stock_total as total from campaign_products where public_id = ${product.body.hash}`,
        ),
      )[0];
    // Never below zero: one unit sold of one (a check constraint also holds stock_sold within 0 and the total).
    expect(await stock()).toEqual({ sold: 1, total: 1 });
    // A third buyer through nginx finds it sold out too.
    expect((await order(cluster.proxy, 3)).status).toBe(409);

    const bought = answers.find((answer) => answer.status === 201)!.body.order as { hash: string };
    expect((await call(c, 'POST', `/api/shop/orders/${bought.hash}/test-payment`)).status).toBe(200);
    const refunded = await call(b, 'POST', `${commerce}/orders/${bought.hash}/refund`, { token: manager.token });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ statusName: 'refunded' });
    expect((await call(cluster.proxy, 'GET', `/api/shop/orders/${bought.hash}`)).body).toMatchObject({ statusName: 'refunded' });
    expect(await stock()).toEqual({ sold: 0, total: 1 });
  });

  it('books a court on one process, shows it on another and refuses the same slot on a third', async () => {
    const manager = await signIn(a, 'manager@demo.test');
    const { club } = await cdDemoProfile(a, manager.token);
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const agendaPath = `/api/clubs/${club}/bookings/agenda`;
    // A court of its own, made on one process: no demo booking can hold the slot.
    const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '22:00' }));
    const court = await call(a, 'POST', `/api/clubs/${club}/bookings/calendars`, {
      token: manager.token,
      body: { name: 'Cluster court', sport: 'padel', slotMinutes: [60, 90], openingHours },
    });
    expect(court.status, court.text).toBe(201);
    const booking = { calendarHash: court.body.hash, startAt: `${day}T10:00:00Z`, minutes: 60, bookerName: 'Cluster journey' };
    const made = await call(b, 'POST', agendaPath, { token: manager.token, body: booking });
    expect(made.status, made.text).toBe(201);
    const [created] = made.body.created as { hash: string }[];
    expect(created).toBeDefined();

    for (const base of [c, cluster.proxy]) {
      const seen = await call(base, 'GET', `${agendaPath}?from=${day}&days=1`, { token: manager.token });
      expect((seen.body.bookings as { hash: string }[]).map((entry) => entry.hash)).toContain(created!.hash);
    }
    const again = await call(c, 'POST', agendaPath, { token: manager.token, body: { ...booking, bookerName: 'Too late' } });
    expect(again.body).toMatchObject({ created: [], conflicts: [{ reason: 'slotTaken' }] });
  });

  it('runs each scheduled job once per period across the three processes', async () => {
    // Every process ticks its scheduler at start and then every 10 s, trying each job's period.
    const runs = rowsOf<{ job: string; period: string; runs: number }>(
      await cluster.testDb.database.db.execute(sql`select job, period, count(*)::int as runs from scheduled_job_runs group by job, period`),
    );
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((row) => row.runs !== 1)).toEqual([]);
  });
});
