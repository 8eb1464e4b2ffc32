import { and, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { metricClubRuns, metricRefreshes, metricSummaries, metricVersions, type MetricValues } from '../../db/schema';

export type SummaryRow = { card: string; day: string; status: 'ok' | 'failed'; values: MetricValues | null; computedAt: Date };

/** A claim left unfinished this long (its process died) may be taken again. */
const STALE_CLAIM = sql`interval '1 hour'`;

/** The metrics summary tables; every method is scoped by club (or, for the job, lists clubs). */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /** Writes one club's cards for a day, replacing any earlier computation of that day (a re-run is safe). */
  async saveDay(clubId: number, day: string, cards: readonly { card: string; values: MetricValues | null }[], at: Date): Promise<void> {
    if (cards.length === 0) return;
    await this.db
      .insert(metricSummaries)
      .values(cards.map((c) => ({ clubId, day, card: c.card, status: c.values ? 'ok' : 'failed', values: c.values, computedAt: at })))
      .onConflictDoUpdate({
        target: [metricSummaries.clubId, metricSummaries.day, metricSummaries.card],
        set: { status: sql`excluded.status`, values: sql`excluded.values`, computedAt: sql`excluded.computed_at` },
      });
    // After the rows: a reader between the two keeps the old version a moment longer, never the reverse.
    await this.db
      .insert(metricVersions)
      .values({ clubId, summarizedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: metricVersions.clubId, set: { summarizedAt: sql`clock_timestamp()` } });
  }

  /** The version of the club's summaries (null before any) and its last refresh: one round trip, the overview's cache key. */
  async versionOf(clubId: number): Promise<{ summarizedAt: string | null; refreshedAt: Date | null }> {
    const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    const [row] = rowsOf<{ summarized_at: string | null; refreshed_at: string | null }>(
      await this.db.execute(sql`select
        (select ${iso(sql`summarized_at`)} from metric_versions where club_id = ${clubId}) as summarized_at,
        (select ${iso(sql`refreshed_at`)} from metric_refreshes where club_id = ${clubId}) as refreshed_at`),
    );
    const refreshed = row?.refreshed_at ?? null;
    return { summarizedAt: row?.summarized_at ?? null, refreshedAt: refreshed === null ? null : new Date(refreshed) };
  }

  async latestDay(clubId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ day: max(metricSummaries.day) })
      .from(metricSummaries)
      .where(eq(metricSummaries.clubId, clubId));
    return row?.day ?? null;
  }

  /** The days among `days` that already have a summary (any card). */
  async daysWithSummary(clubId: number, days: readonly string[]): Promise<Set<string>> {
    if (days.length === 0) return new Set();
    const found = await this.db
      .selectDistinct({ day: metricSummaries.day })
      .from(metricSummaries)
      .where(and(eq(metricSummaries.clubId, clubId), inArray(metricSummaries.day, [...days])));
    return new Set(found.map((row) => row.day));
  }

  async rowsOn(clubId: number, days: readonly string[]): Promise<SummaryRow[]> {
    if (days.length === 0) return [];
    return (await this.db
      .select({
        card: metricSummaries.card,
        day: metricSummaries.day,
        status: metricSummaries.status,
        values: metricSummaries.values,
        computedAt: metricSummaries.computedAt,
      })
      .from(metricSummaries)
      .where(and(eq(metricSummaries.clubId, clubId), inArray(metricSummaries.day, [...days])))) as SummaryRow[];
  }

  /** Clubs whose `day` is not closed yet (never claimed, or claimed by a process that died), by id. */
  async clubsToClose(day: string, afterClubId: number, limit: number): Promise<number[]> {
    const found = rowsOf<{ id: number }>(
      await this.db.execute(sql`select c.id from clubs c
        where c.id > ${afterClubId} and not exists (
          select 1 from metric_club_runs r where r.club_id = c.id and r.day = ${day}::date
            and (r.finished_at is not null or r.started_at > now() - ${STALE_CLAIM}))
        order by c.id limit ${limit}`),
    );
    return found.map((row) => Number(row.id));
  }

  /** Claims a club's day for this process: true when no other process holds it (one run per club and day). */
  async claim(clubId: number, day: string): Promise<boolean> {
    const won = rowsOf<{ club_id: number }>(
      await this.db.execute(sql`insert into metric_club_runs (club_id, day) values (${clubId}, ${day}::date)
        on conflict (club_id, day) do update set started_at = now()
          where metric_club_runs.finished_at is null and metric_club_runs.started_at <= now() - ${STALE_CLAIM}
        returning club_id`),
    );
    return won.length > 0;
  }

  async finish(clubId: number, day: string): Promise<void> {
    await this.db
      .update(metricClubRuns)
      .set({ finishedAt: sql`now()` })
      .where(and(eq(metricClubRuns.clubId, clubId), eq(metricClubRuns.day, day)));
  }

  /** Gives a claim back (its run failed): the next run may take it. */
  async release(clubId: number, day: string): Promise<void> {
    await this.db.delete(metricClubRuns).where(and(eq(metricClubRuns.clubId, clubId), eq(metricClubRuns.day, day)));
  }

  /**
   * Takes the club's "refresh now" if the last one is older than the cooldown: one statement, so
   * of concurrent refreshes exactly one passes. Answers when the next one may be asked, or null if taken.
   */
  async takeRefresh(clubId: number, cooldownSeconds: number): Promise<Date | null> {
    const taken = rowsOf<{ club_id: number }>(
      await this.db.execute(sql`insert into metric_refreshes (club_id, refreshed_at) values (${clubId}, now())
        on conflict (club_id) do update set refreshed_at = now()
          where metric_refreshes.refreshed_at <= now() - make_interval(secs => ${cooldownSeconds})
        returning club_id`),
    );
    if (taken.length > 0) return null;
    return (await this.refreshAvailableAt(clubId, cooldownSeconds)) ?? new Date();
  }

  /** When the club's next "refresh now" may be asked (null: now). */
  async refreshAvailableAt(clubId: number, cooldownSeconds: number): Promise<Date | null> {
    const [row] = await this.db.select({ at: metricRefreshes.refreshedAt }).from(metricRefreshes).where(eq(metricRefreshes.clubId, clubId));
    if (!row) return null;
    const next = new Date(row.at.getTime() + cooldownSeconds * 1000);
    return next.getTime() > Date.now() ? next : null;
  }
}
