import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { createClub, createPerson, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingsCard } from './bookings-card';
import { scopeOf } from './compute-cards';
import { addDays, localToday } from './metric-day';
import { METRIC_SETS } from './metric-sets';
import { feesCard, renewalsCard } from './money-cards';
import { sizeOf } from './card-kit';

let t: TestApp;
let club: ClubFixture;
const day = addDays(localToday(), -1);
/** An instant of a local (Europe/Madrid) wall-clock time on a day. */
const local = (d: string, time: string) => sql`(${`${d} ${time}`}::timestamp at time zone 'Europe/Madrid')`;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('metric cards', () => {
  it('bookings: occupancy of the stated opening hours, per calendar and per hour, within the 30-day window', async () => {
    const [calendar] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into booking_calendars (public_id, club_id, name, sport, colour, slot_minutes, feed_token)
        values ('cal-metrics-1', ${club.id}, 'Pista 1', 'padel', '#1c7ed6', '{60}', 'feed-metrics-1') returning id`),
    );
    // Open 09:00–11:00 every day: 30 days × 120 minutes in the window.
    await t.db.execute(sql`insert into booking_opening_rules (calendar_id, weekday, opens_at, closes_at)
      select ${calendar!.id}, w, 540, 660 from generate_series(1, 7) w`);
    const book = (ref: string, d: string, from: string, to: string, status = 'confirmed') =>
      t.db.execute(sql`insert into bookings (public_id, reference, club_id, calendar_id, status, start_at, end_at)
        values (${`bk-${ref}`}, ${ref}, ${club.id}, ${calendar!.id}, ${status}, ${local(d, from)}, ${local(d, to)})`);
    await book('R-1', day, '09:00', '10:00');
    // Half inside the opening hours: only 10:30–11:00 counts.
    await book('R-2', addDays(day, -3), '10:30', '11:30');
    await book('R-3', addDays(day, -4), '09:00', '10:00', 'cancelled');
    // Outside the window.
    await book('R-4', addDays(day, -30), '09:00', '10:00');
    const values = await bookingsCard(t.db, await scopeOf(t.db, club.id, day));
    expect(values.figures.bookings).toBe(2);
    expect(values.figures.occupancyRate).toBe(Math.round((90 / 3600) * 1000) / 10);
    expect(values.breakdowns.occupancyByHour).toEqual({
      labels: ['09', '10'],
      lines: { occupancyRate: [Math.round((60 / 1800) * 1000) / 10, Math.round((30 / 1800) * 1000) / 10] },
    });
    expect(values.breakdowns.occupancyByCalendar!.labels).toEqual(['Pista 1']);
  });

  it('fees and renewals: due, paid and unpaid from the season start (cancelled ones not due), and who renewed', async () => {
    const [ana, pau, eva] = await Promise.all(['Ana', 'Pau', 'Eva'].map((name) => createPerson(t, club, { role: 'member', name })));
    const seasonStart = '2025-09-01';
    await t.db.execute(sql`insert into seasons (public_id, club_id, name, starts_on, ends_on, status)
      values ('season-m-1', ${club.id}, '2024/25', '2024-09-01', '2025-08-31', 'closed'),
             ('season-m-2', ${club.id}, '2025/26', ${seasonStart}, '2027-08-31', 'open')`);
    const [fee] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into fees (public_id, club_id, kind, name, amount, first_due_on, target, status)
        values ('fee-m-1', ${club.id}, 'one_off', 'Cuota', 1000, '2024-10-01', '{"kind":"allPartners"}'::jsonb, 'sent') returning id`),
    );
    let instalment = 0;
    const charge = (ref: string, person: number, due: string, status: string, paid = false) =>
      t.db.execute(sql`insert into charges (public_id, club_id, fee_id, profile_id, instalment, amount, due_on, status, paid_at, created_at)
        values (${ref}, ${club.id}, ${fee!.id}, ${person}, ${++instalment}, 1000, ${due}::date, ${status},
          ${paid ? sql`now() - interval '2 days'` : sql`null`}, now() - interval '3 days')`);
    // Last season: Ana and Pau. This season: Ana paid, Pau's is due in the future (renewed anyway),
    // Eva (new) has one returned unpaid and one cancelled (not due).
    await charge('ch-m-1', ana!.id, '2024-10-01', 'paid', true);
    await charge('ch-m-2', pau!.id, '2024-10-01', 'paid', true);
    await charge('ch-m-3', ana!.id, seasonStart, 'paid', true);
    await charge('ch-m-4', pau!.id, addDays(day, 20), 'pending');
    await charge('ch-m-5', eva!.id, addDays(day, -5), 'returned');
    await charge('ch-m-6', eva!.id, addDays(day, -6), 'cancelled');
    const scope = await scopeOf(t.db, club.id, day);
    expect(scope.seasonStart).toBe(seasonStart);
    expect(scope.previousSeasonStart).toBe('2024-09-01');
    const fees = await feesCard(t.db, scope);
    expect(fees.figures).toMatchObject({ feesDue: 2000, feesPaid: 1000, feesUnpaid: 1000, collectionRate: 50 });
    expect((await sizeOf(t.db, METRIC_SETS.feesUnpaid(scope))).count).toBe(1);
    const renewals = await renewalsCard(t.db, scope);
    expect(renewals.figures).toMatchObject({ renewalBase: 2, renewed: 2, churned: 0, renewalRate: 100, churnRate: 0 });
  });
});
