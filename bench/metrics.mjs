// Issue 25's bench lines. The manager's overview of CD Demo (the bench's 20,000 people, 100,000
// threads, 50,000 charges, a year of shop orders) read from the summary tables as they stand after
// a year of the daily job (a row per card and day), and the daily job for 1,000 clubs
// (bench/metrics-job.ts, run through tsx).
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/** Days of history the overview's table holds for CD Demo, as after a year of daily runs. */
const HISTORY_DAYS = 400;

/**
 * Refreshes CD Demo's metrics as its manager (timed: today's summary of the 20,000-people club and
 * any missing history), then gives it a summary row per card for every day of the last HISTORY_DAYS.
 */
export async function prepareMetrics(api, cdDemo, auth, databaseUrl) {
  const started = performance.now();
  const response = await fetch(`${api}/api/clubs/${cdDemo}/metrics/refresh`, { method: 'POST', headers: auth });
  if (!response.ok) throw new Error(`POST metrics/refresh: ${response.status} ${await response.text()}`);
  const refreshMs = Math.round(performance.now() - started);
  const overview = await response.json();
  const failed = overview.cards.filter((card) => card.status !== 'ok').map((card) => card.key);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into metric_summaries (club_id, day, card, status, values, computed_at)
       select s.club_id, d::date, s.card, s.status, s.values, s.computed_at
       from metric_summaries s, generate_series($1::date - $2::int, $1::date - 1, interval '1 day') d
       where s.day = $1::date and s.club_id = (select id from clubs where shortname = 'cd-demo')
       on conflict do nothing`,
      [overview.day, HISTORY_DAYS],
    );
    await client.query('analyze metric_summaries');
    const { rows } = await client.query(
      `select count(*)::int as n from metric_summaries where club_id = (select id from clubs where shortname = 'cd-demo')`,
    );
    return { refreshMs, failed, summaryRows: rows[0].n, day: overview.day };
  } finally {
    await client.end();
  }
}

/** The daily job over 1,000 clubs with a year of activity each: its first run (history backfilled) and a day's run. */
export function measureMetricsJob(databaseUrl, clubs = 1000) {
  const output = execFileSync('npx', ['tsx', '../../bench/metrics-job.ts', String(clubs)], {
    cwd: 'apps/api',
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}
