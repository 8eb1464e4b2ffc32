// Issue 25's job line (run by bench/metrics.mjs through tsx, with DATABASE_URL): 1,000 clubs, each
// with a year of activity (80 people joined over the year, 4 teams, 60 shop orders, a court with
// opening hours and 120 bookings), then the daily metrics job closes yesterday for all of them.
// Two timings: the first run (every club's history backfilled: ~15 days each) and the daily run
// as it goes once the job has run for a year (the days it compares with already there; only
// yesterday is computed). Prints one JSON line.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { closeDayForAllClubs } from '../apps/api/src/features/metrics/metrics-jobs';
import { MetricsRepository } from '../apps/api/src/features/metrics/metrics.repository';
import { MetricsSummaries } from '../apps/api/src/features/metrics/metrics-summaries';
import { addDays, localToday } from '../apps/api/src/features/metrics/compute/metric-day';
import { daysReadFor } from '../apps/api/src/features/metrics/metrics.presenter';

const CLUBS = Number(process.argv[2] ?? 1000);
const PREFIX = 'bench-metrics-';
const log = { info: () => undefined, error: (obj: object, msg: string) => console.error(msg, obj) };

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 6 });
const db = database.db;
const exec = (query: ReturnType<typeof sql>) => db.execute(query);

await exec(sql`insert into clubs (public_id, name, search_name, shortname)
  select ${PREFIX} || g, 'Bench club ' || g, 'bench club ' || g, ${PREFIX} || g from generate_series(1, ${CLUBS}) g
  on conflict do nothing`);
const clubFilter = sql`c.shortname like ${`${PREFIX}%`}`;
// People: 80 per club, members and players, categories and genders, joined over the last year.
await exec(sql`insert into profiles (public_id, club_id, type, name, surname, category, gender, created_at)
  select ${PREFIX} || c.id || '-' || g, c.id, case when g % 3 = 0 then 0 else 3 end, 'Nombre' || g, 'Apellido' || g,
    (array['Under-8','Under-10','Under-12','Under-14','Under-16','Youth','Senior'])[1 + g % 7],
    (array['female','male'])[1 + g % 2], now() - make_interval(days => (g * 37) % 365)
  from clubs c, generate_series(1, 80) g where ${clubFilter}
  on conflict do nothing`);
await exec(sql`insert into teams (public_id, club_id, name, search_name, sport, category, gender, created_at)
  select ${PREFIX} || c.id || '-t' || g, c.id, 'Equipo ' || g, 'equipo ' || g, 'football',
    (array['Under-10','Under-12','Under-14','Senior'])[g], 'mixed', now() - interval '400 days'
  from clubs c, generate_series(1, 4) g where ${clubFilter}
  on conflict do nothing`);
await exec(sql`insert into team_members (team_id, profile_id, role)
  select t.id, p.id, 'player' from teams t join clubs c on c.id = t.club_id and ${clubFilter}
  join profiles p on p.club_id = t.club_id and p.type = 3 and p.category = t.category
  on conflict do nothing`);
await exec(sql`insert into campaigns (public_id, club_id, name, starts_at, ends_at)
  select ${PREFIX} || c.id || '-shop', c.id, 'Tienda', now() - interval '1 year', now() + interval '1 year' from clubs c where ${clubFilter}
  on conflict do nothing`);
await exec(sql`insert into orders (public_id, club_id, campaign_id, purchase_identifier, status, paid_by_type, paid_by_name, paid_by_email,
    amount_cents, tax_amount_cents, delivered, reserved_until, payment_provider, paid_at, created_at)
  select ${PREFIX} || k.club_id || '-o' || g, k.club_id, k.id, 'B' || g, 1, 'external', 'Comprador ' || g, 'b' || g || '@bench.example',
    1500 + g * 10, 0, g % 4 <> 0, now(), 'test', now() - make_interval(days => (g * 6) % 365), now() - make_interval(days => (g * 6) % 365)
  from campaigns k join clubs c on c.id = k.club_id and ${clubFilter}, generate_series(1, 60) g
  on conflict do nothing`);
await exec(sql`insert into booking_calendars (public_id, club_id, name, sport, colour, slot_minutes, feed_token)
  select ${PREFIX} || c.id || '-court', c.id, 'Pista 1', 'padel', '#1c7ed6', '{60,90}', md5(${PREFIX} || c.id) from clubs c where ${clubFilter}
  on conflict do nothing`);
await exec(sql`insert into booking_opening_rules (calendar_id, weekday, opens_at, closes_at)
  select k.id, w, 540, 1320 from booking_calendars k join clubs c on c.id = k.club_id and ${clubFilter}, generate_series(1, 7) w
  where not exists (select 1 from booking_opening_rules r where r.calendar_id = k.id)`);
await exec(sql`insert into bookings (public_id, reference, club_id, calendar_id, status, start_at, end_at)
  select ${PREFIX} || k.id || '-b' || g, 'R-' || g, k.club_id, k.id, 'confirmed',
    date_trunc('day', now()) - make_interval(days => g * 3) + interval '17 hours',
    date_trunc('day', now()) - make_interval(days => g * 3) + interval '18 hours 30 minutes'
  from booking_calendars k join clubs c on c.id = k.club_id and ${clubFilter}, generate_series(1, 120) g
  on conflict do nothing`);
await exec(sql`analyze`);

const repository = new MetricsRepository(db);
const summaries = new MetricsSummaries(db, repository, log);
const yesterday = addDays(localToday(), -1);
const dayBefore = addDays(yesterday, -1);
const benchClubs = sql`(select id from clubs c where ${clubFilter})`;

// The first run: every club's day with its history backfilled.
await exec(sql`delete from metric_club_runs where club_id in ${benchClubs}`);
await exec(sql`delete from metric_summaries where club_id in ${benchClubs}`);
let started = performance.now();
const first = await closeDayForAllClubs(repository, summaries, dayBefore, log, 4);
const firstMs = Math.round(performance.now() - started);

// A year of running: every day the next overview compares with is there (copied from the first run's rows).
for (const day of daysReadFor(yesterday).all.filter((d) => d !== yesterday)) {
  await exec(sql`insert into metric_summaries (club_id, day, card, status, values, computed_at)
    select club_id, ${day}::date, card, status, values, computed_at from metric_summaries
    where day = ${dayBefore}::date and club_id in ${benchClubs}
    on conflict do nothing`);
}
await exec(sql`analyze metric_summaries`);
started = performance.now();
const daily = await closeDayForAllClubs(repository, summaries, yesterday, log, 4);
const dailyMs = Math.round(performance.now() - started);
await database.close();
console.log(JSON.stringify({ clubs: CLUBS, first: { ...first, ms: firstMs }, daily: { ...daily, ms: dailyMs } }));
