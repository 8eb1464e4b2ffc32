import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs, metricSummaries } from '../../../db/schema';
import { addDays, localToday } from '../compute/metric-day';
import { MetricsRepository } from '../metrics.repository';
import { MetricsSummaries } from '../metrics-summaries';

const DEMO_CLUBS = ['cd-demo', 'ca-exemple'];

/**
 * The demo clubs' metrics, so the manager's charts are full on the first visit: the generated
 * people (not the demo accounts) joined over the last 18 months instead of all at seeding time,
 * the teams a season ago, most of those people read the club's messages, and then yesterday's summary with its history (a year back, month by
 * month) and today's. Left alone once a club has summaries. Without the demo people (route tests)
 * nothing is seeded: the tests build their own figures.
 */
export async function seedDemoMetrics(db: Db, options: { people: boolean }, now = new Date()): Promise<void> {
  if (!options.people) return;
  const repository = new MetricsRepository(db);
  const summaries = new MetricsSummaries(db, repository, { error: () => undefined }, undefined, () => now);
  const today = localToday(now);
  for (const shortname of DEMO_CLUBS) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, shortname));
    if (!club) continue;
    const [existing] = await db
      .select({ day: metricSummaries.day })
      .from(metricSummaries)
      .where(eq(metricSummaries.clubId, club.id))
      .limit(1);
    if (existing) continue;
    // Spread evenly over the last 540 days, deterministically (a hash of the person's id).
    await db.execute(sql`update profiles set created_at = ${now.toISOString()}::timestamptz - make_interval(days => (abs(hashtext(public_id)) % 540)::int, hours => (id % 11)::int)
      where club_id = ${club.id} and user_id is null and not pre_enrollment and type in (0, 2, 3)`);
    await db.execute(
      sql`update teams set created_at = least(created_at, ${now.toISOString()}::timestamptz - interval '400 days') where club_id = ${club.id}`,
    );
    // Most of the club's people (those without an account: no one's unread badge changes) opened
    // the club's messages within three days.
    await db.execute(sql`update thread_participants tp
      set unread = false, read_at = least(t.created_at + make_interval(hours => 1 + abs(hashtext(tp.id::text)) % 72), ${now.toISOString()}::timestamptz)
      from threads t, profiles p
      where t.id = tp.thread_id and p.id = tp.profile_id and tp.club_id = ${club.id} and tp.side = 'recipient'
        and p.user_id is null and tp.read_at is null and abs(hashtext(tp.id::text)) % 100 < 64`);
    await summaries.closeDay(club.id, addDays(today, -1));
    await summaries.computeDay(club.id, today);
  }
}
