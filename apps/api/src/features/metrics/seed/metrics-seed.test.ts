import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { addDays, localToday } from '../compute/metric-day';
import { MetricsRepository } from '../metrics.repository';
import { daysReadFor, presentOverview } from '../metrics.presenter';
import { seedDemoMetrics } from './metrics-seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
}, 180_000);
afterAll(() => t.drop());

describe('demo metrics', () => {
  it("gives CD Demo today's figures on every card, with a year of history behind the charts", async () => {
    const db = t.database.db;
    // The demo seed ran it already: a second run leaves CD Demo alone (it has summaries) and seeds
    // CA Exemple again once its summaries are gone (the same dates and reads: deterministic).
    await db.execute(sql`delete from metric_summaries where club_id = (select id from clubs where shortname = 'ca-exemple')`);
    await seedDemoMetrics(db, { people: true });
    const [club] = rowsOf<{ id: number }>(await db.execute(sql`select id from clubs where shortname = 'cd-demo'`));
    const repository = new MetricsRepository(db);
    const day = await repository.latestDay(club!.id);
    expect(day).toBe(localToday());
    const overview = presentOverview(day, await repository.rowsOn(club!.id, daysReadFor(day!).all), null);
    const figures = Object.fromEntries(
      overview.cards.flatMap((card) => (card.status === 'ok' ? card.figures.map((f) => [f.key, f.value] as const) : [])),
    );
    expect(overview.cards.every((card) => card.status === 'ok')).toBe(true);
    // Real figures on every card (what the manager's walkthrough shows).
    for (const key of [
      'members',
      'athletes',
      'teams',
      'signups',
      'messagesSent',
      'readRate',
      'ordersPaid',
      'feesDue',
      'renewed',
      'bookings',
      'occupancyRate',
      'entries',
    ]) {
      expect(figures[key], key).toBeGreaterThan(0);
    }
    const people = overview.cards.find((card) => card.key === 'people');
    if (people?.status !== 'ok') throw new Error('people');
    const members = people.series.find((s) => s.key === 'peopleOverTime')!.lines.find((line) => line.key === 'members')!.values;
    // People joined over the year: the line grows from the first month end to today.
    expect(members[0]!).toBeLessThan(members.at(-1)!);
    expect(members.at(-1)).toBe(figures.members);
    expect(await repository.daysWithSummary(club!.id, [addDays(localToday(), -1)])).toEqual(new Set([addDays(localToday(), -1)]));
  });
});
