import { sql } from 'drizzle-orm';
import {
  METRIC_CARDS,
  METRIC_TREND_MONTHS,
  MetricDrillDownListSchema,
  MetricsOverviewSchema,
  type MetricCard,
  type MetricsOverview,
} from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import {
  createClub,
  createManager,
  createMember,
  createOrder,
  createPerson,
  createTeam,
  createThread,
  injectAs,
  signIn,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CARD_COMPUTATIONS } from './compute/compute-cards';
import { addDays, localToday } from './compute/metric-day';
import { closeDayForAllClubs } from './metrics-jobs';
import { MetricsRepository } from './metrics.repository';
import { MetricsSummaries } from './metrics-summaries';

const silent = { info: () => undefined, error: () => undefined };

let t: TestApp;
let clubA: ClubFixture;
let clubB: ClubFixture;
let managerA: Session;
let managerB: Session;
let repository: MetricsRepository;
let summaries: MetricsSummaries;
const yesterday = addDays(localToday(), -1);

/** Reads the overview as a manager would, summaries written by other processes included (their caches emptied, as when time passes). */
const overviewOf = async (club: ClubFixture, session: Session, written = true): Promise<MetricsOverview> => {
  if (written) t.app.changes.clearAll();
  const response = await injectAs(t, session, { method: 'GET', url: `/api/clubs/${club.hash}/metrics` });
  expect(response.statusCode, response.body).toBe(200);
  return MetricsOverviewSchema.parse(response.json());
};
const cardOf = (overview: MetricsOverview, key: MetricCard['key']) => overview.cards.find((card) => card.key === key)!;
const figure = (overview: MetricsOverview, key: MetricCard['key'], name: string) => {
  const card = cardOf(overview, key);
  if (card.status !== 'ok') throw new Error(`${key} is ${card.status}`);
  return card.figures.find((f) => f.key === name)!;
};
const drillDown = async (club: ClubFixture, session: Session, list: string, query = '') => {
  const response = await injectAs(t, session, { method: 'GET', url: `/api/clubs/${club.hash}/metrics/drill-down?list=${list}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return MetricDrillDownListSchema.parse(response.json());
};
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Club A: 3 members, 2 athletes, a team, a paid order, a thread from the manager; club B: 1 member. */
beforeAll(async () => {
  // Rate limits on (the default): the refresh cooldown is one of them.
  t = await createTestApp({}, { seed: false });
  clubA = await createClub(t);
  clubB = await createClub(t);
  const a = await createManager(t, clubA);
  const b = await createManager(t, clubB);
  managerA = await signIn(t, a.user);
  managerB = await signIn(t, b.user);
  const members = await Promise.all([1, 2, 3].map(() => createPerson(t, clubA, { role: 'member', category: 'Senior', gender: 'female' })));
  await createPerson(t, clubA, { role: 'player', category: 'Under-12', gender: 'male' });
  await createPerson(t, clubA, { role: 'player' });
  await createPerson(t, clubA, { role: 'member', enabled: false });
  await createPerson(t, clubB, { role: 'member' });
  await createTeam(t, clubA);
  const order = await createOrder(t, clubA, { status: 1 });
  await t.db.execute(sql`update orders set paid_at = now() - interval '2 days' where public_id = ${order.hash}`);
  await createThread(t, clubA, a.profile, { to: members });
  // Everything above existed two days ago, so yesterday's summary counts it.
  for (const table of ['profiles', 'teams', 'threads']) {
    await t.db.execute(sql`update ${sql.identifier(table)} set created_at = ${ago(2).toISOString()}::timestamptz
      where club_id in (${clubA.id}, ${clubB.id})`);
  }
  await t.db.execute(sql`update team_members set created_at = ${ago(2).toISOString()}::timestamptz`);
  repository = new MetricsRepository(t.db);
  summaries = new MetricsSummaries(t.db, repository, silent);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('club metrics', () => {
  it('answers every card as pending before the first summary', async () => {
    const overview = await overviewOf(clubA, managerA);
    expect(overview.day).toBeNull();
    expect(overview.cards.map((card) => [card.key, card.status])).toEqual(METRIC_CARDS.map((key) => [key, 'error']));
  });

  it('closes yesterday once per club across runs, with the history the charts read', async () => {
    const first = await closeDayForAllClubs(repository, summaries, yesterday, silent, 2);
    expect(first).toEqual({ closed: 2, failed: 0 });
    // A second process (or the next hour) finds every club closed.
    expect(await closeDayForAllClubs(repository, summaries, yesterday, silent, 2)).toEqual({ closed: 0, failed: 0 });
    const overview = await overviewOf(clubA, managerA);
    expect(overview.day).toBe(yesterday);
    const trend = cardOf(overview, 'people');
    if (trend.status !== 'ok') throw new Error('people failed');
    const overTime = trend.series.find((s) => s.key === 'peopleOverTime')!;
    expect(overTime.labels).toHaveLength(METRIC_TREND_MONTHS);
    // Backfilled month ends: a value (0 before the people joined) at every point, none missing.
    expect(overTime.lines.find((line) => line.key === 'members')!.values.every((value) => value !== null)).toBe(true);
    expect(figure(overview, 'people', 'members').lastSeason).toBe(0);
  });

  it("counts one club's figures only (two clubs never mix)", async () => {
    const a = await overviewOf(clubA, managerA);
    const b = await overviewOf(clubB, managerB);
    expect(figure(a, 'people', 'members').value).toBe(3);
    expect(figure(a, 'people', 'athletes').value).toBe(2);
    expect(figure(b, 'people', 'members').value).toBe(1);
    expect(figure(b, 'people', 'athletes').value).toBe(0);
    expect(figure(a, 'teams', 'teams').value).toBe(1);
    expect(figure(b, 'teams', 'teams').value).toBe(0);
    expect(figure(a, 'shop', 'ordersPaid').value).toBe(1);
    expect(figure(a, 'shop', 'salesAmount').value).toBe(2500);
    expect(figure(a, 'shop', 'ordersToDeliver').value).toBe(1);
    expect(figure(b, 'shop', 'ordersPaid').value).toBe(0);
    expect(figure(a, 'messages', 'messagesSent').value).toBe(1);
    expect(figure(a, 'messages', 'recipients').value).toBe(3);
    expect(figure(b, 'messages', 'messagesSent').value).toBe(0);
    const byCategory = (cardOf(a, 'people') as Extract<MetricCard, { status: 'ok' }>).series.find((s) => s.key === 'peopleByCategory')!;
    expect(byCategory.labels).toEqual(['Under-12', 'Senior', 'unknown']);
    expect(byCategory.lines).toEqual([
      { key: 'members', values: [0, 3, 0] },
      { key: 'athletes', values: [1, 0, 1] },
    ]);
  });

  it('lists in a drill-down exactly the rows its figure counts, paged', async () => {
    const a = await overviewOf(clubA, managerA);
    const members = await drillDown(clubA, managerA, 'members', '&itemsPerPage=2');
    expect(members['hydra:totalItems']).toBe(figure(a, 'people', 'members').value);
    expect(members['hydra:member']).toHaveLength(2);
    expect(members.period).toEqual({ kind: 'onDay', from: yesterday, to: yesterday });
    expect(members['hydra:view']['hydra:next']).toContain('page=2');
    const orders = await drillDown(clubA, managerA, 'ordersPaid');
    expect(orders['hydra:member'].map((row) => row.amount)).toEqual([2500]);
    expect(orders.period.kind).toBe('window');
    // Club B's manager sees club B's rows only.
    expect((await drillDown(clubB, managerB, 'members'))['hydra:totalItems']).toBe(1);
    expect((await drillDown(clubB, managerB, 'ordersPaid'))['hydra:totalItems']).toBe(0);
  });

  it('shows a failed card as its load error alone, the others unaffected', async () => {
    const failing = new MetricsSummaries(t.db, repository, silent, {
      ...CARD_COMPUTATIONS,
      shop: () => Promise.reject(new Error('shop tables unreadable')),
    });
    expect(await failing.computeDay(clubB.id, yesterday)).toEqual(['shop']);
    const b = await overviewOf(clubB, managerB);
    expect(cardOf(b, 'shop')).toMatchObject({ status: 'error', reason: 'failed' });
    expect(b.cards.filter((card) => card.status === 'error').map((card) => card.key)).toEqual(['shop']);
    // Re-running the day is safe: it replaces the day's rows.
    await summaries.computeDay(clubB.id, yesterday);
    expect(cardOf(await overviewOf(clubB, managerB), 'shop').status).toBe('ok');
    const [count] = rowsOf<{ n: number | string }>(
      await t.db.execute(sql`select count(*) as n from metric_summaries where club_id = ${clubB.id} and day = ${yesterday}::date`),
    );
    expect(Number(count!.n)).toBe(METRIC_CARDS.length);
  });

  it('refreshes now (today so far) once per cooldown per club, and refuses the spam with 429', async () => {
    await createPerson(t, clubA, { role: 'member' });
    const refreshed = await injectAs(t, managerA, { method: 'POST', url: `/api/clubs/${clubA.hash}/metrics/refresh` });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const overview = MetricsOverviewSchema.parse(refreshed.json());
    expect(overview.day).toBe(localToday());
    expect(figure(overview, 'people', 'members').value).toBe(4);
    expect(figure(overview, 'people', 'members').previous).toBe(0);
    expect(overview.refreshAvailableAt).not.toBeNull();
    // The overview read in this process (its cached body) says the same, and shows the refreshed figures.
    const read = await overviewOf(clubA, managerA, false);
    expect(read.refreshAvailableAt).toBe(overview.refreshAvailableAt);
    expect(figure(read, 'people', 'members').value).toBe(4);
    const again = await injectAs(t, managerA, { method: 'POST', url: `/api/clubs/${clubA.hash}/metrics/refresh` });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Another club's refresh is its own.
    const other = await injectAs(t, managerB, { method: 'POST', url: `/api/clubs/${clubB.hash}/metrics/refresh` });
    expect(other.statusCode).toBe(200);
    expect(figure(MetricsOverviewSchema.parse(other.json()), 'people', 'members').value).toBe(1);
  });

  it('refuses concurrent refreshes but one', async () => {
    const club = await createClub(t);
    const manager = await signIn(t, (await createManager(t, club)).user);
    const statuses = await Promise.all(
      [1, 2, 3, 4].map(() =>
        injectAs(t, manager, { method: 'POST', url: `/api/clubs/${club.hash}/metrics/refresh` }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
  });

  it('is for managers only', async () => {
    const member = await signIn(t, (await createMember(t, clubA)).user);
    expect((await injectAs(t, member, { method: 'GET', url: `/api/clubs/${clubA.hash}/metrics` })).statusCode).toBe(403);
    expect((await injectAs(t, managerA, { method: 'GET', url: `/api/clubs/${clubB.hash}/metrics` })).statusCode).toBe(403);
  });
});
