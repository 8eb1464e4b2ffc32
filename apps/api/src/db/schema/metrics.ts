import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';

/**
 * What a card's computation stores for one club and day: its figures (by figure key) and its
 * category breakdowns (by series key). Time series are read across days, not stored here.
 */
export type MetricValues = {
  figures: Record<string, number>;
  breakdowns: Record<string, { labels: string[]; lines: Record<string, (number | null)[]> }>;
  /** The first day of the season the day belongs to (the period of season-to-date figures). */
  seasonStart?: string;
};

/**
 * Club dashboard metrics (issue 25 part 1): one row per club, card and Europe/Madrid day, written
 * by the daily job (and a manager's refresh, for today so far). Re-running a day overwrites its
 * rows, so a run is safe to repeat. A card whose computation failed is stored as `failed` and
 * shown as the spec's load error alone.
 */
export const metricSummaries = pgTable(
  'metric_summaries',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    card: text('card').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    values: jsonb('values').$type<MetricValues>(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.day, t.card] }),
    check('metric_summaries_status', sql`${t.status} in ('ok', 'failed')`),
    check('metric_summaries_ok_has_values', sql`${t.status} <> 'ok' or ${t.values} is not null`),
  ],
);

/**
 * One claim per club and day across processes: the job inserts the row before computing a club's
 * day (ON CONFLICT DO NOTHING) and marks it finished after; a claim left unfinished for an hour
 * (a process died) may be taken again.
 */
export const metricClubRuns = pgTable(
  'metric_club_runs',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.day] }), index('metric_club_runs_day_idx').on(t.day)],
);

/** A manager's last "refresh now" per club: the cooldown is one conditional update, so concurrent refreshes cannot both pass. */
export const metricRefreshes = pgTable('metric_refreshes', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * When a club's summaries last changed (every write of metric_summaries moves it): the overview's
 * read cache is keyed by it, so each process serves a club's overview from memory until any
 * process writes that club's summaries, with no trigger on the summary tables.
 */
export const metricVersions = pgTable('metric_versions', {
  clubId: integer('club_id')
    .primaryKey()
    .references(() => clubs.id, { onDelete: 'cascade' }),
  summarizedAt: timestamp('summarized_at', { withTimezone: true }).notNull(),
});
