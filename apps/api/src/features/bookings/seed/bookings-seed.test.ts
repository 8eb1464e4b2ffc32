import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { bookingCalendars, bookingLinkGroups, bookingPricingPolicies, bookings, clubs } from '../../../db/schema';
import { seedDemoBookings } from './bookings-seed';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

describe('demo bookings', () => {
  it('gives CD Demo 6 padel and 2 tennis courts, prices, two links and a few hundred bookings around today, once', async () => {
    const db = testDb.database.db;
    await seedDemoBookings(db); // a second run changes nothing
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
    const calendars = await db.select().from(bookingCalendars).where(eq(bookingCalendars.clubId, club!.id));
    expect(calendars.filter((c) => c.sport === 'padel')).toHaveLength(6);
    expect(calendars.filter((c) => c.sport === 'tennis')).toHaveLength(2);
    expect(await db.select().from(bookingLinkGroups).where(eq(bookingLinkGroups.clubId, club!.id))).toHaveLength(2);
    expect(
      (await db.select().from(bookingPricingPolicies).where(eq(bookingPricingPolicies.clubId, club!.id))).length,
    ).toBeGreaterThanOrEqual(4);
    const [counts] = await db
      .select({
        past: sql<number>`count(*) filter (where ${bookings.startAt} < now())::int`,
        future: sql<number>`count(*) filter (where ${bookings.startAt} >= now())::int`,
        cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')::int`,
        series: sql<number>`count(*) filter (where ${bookings.seriesId} is not null)::int`,
      })
      .from(bookings)
      .where(eq(bookings.clubId, club!.id));
    expect(counts!.past).toBeGreaterThan(100);
    expect(counts!.future).toBeGreaterThan(100);
    expect(counts!.cancelled).toBeGreaterThan(0);
    expect(counts!.series).toBeGreaterThan(4);
    const memberBookings = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.clubId, club!.id), eq(bookings.priceKind, 'member')));
    expect(memberBookings.length).toBeGreaterThan(0);
  });
});
