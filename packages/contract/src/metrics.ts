import { z } from 'zod';
import { hydraCollectionSchema, PaginationQuerySchema } from './common/hydra';

/**
 * Club dashboard metrics (spec 1 "club dashboard metrics, data refreshed every 24 hours"; issue 25
 * part 1). A scheduled job closes each Europe/Madrid day into summary rows per club and card; the
 * manager's overview reads those rows (never the live tables), so it answers the same figures all
 * day. "Things to act on" are live and are not here (home-actions).
 */

/** Flows are counted over this many days ending on the summary's day (inclusive). */
export const METRIC_WINDOW_DAYS = 30;
/** Time series: one point per month end, this many months (the current month's point is the summary's day). */
export const METRIC_TREND_MONTHS = 13;
/** A manager may ask for a fresh summary at most once per this many seconds per club. */
export const METRIC_REFRESH_COOLDOWN_SECONDS = 300;

/** The overview's cards, in the order the page shows them. */
export const METRIC_CARDS = ['people', 'teams', 'joining', 'messages', 'shop', 'fees', 'renewals', 'bookings', 'doorEntries'] as const;
export type MetricCardKey = (typeof METRIC_CARDS)[number];
export const MetricCardKeySchema = z.enum(METRIC_CARDS);

/**
 * Every figure a card shows. What each counts (the web says it under the card):
 * - people.members / athletes: enabled member (type 0) / player (type 3) profiles on the day, pre-enrolments
 *   excluded; a family counts each of its people once per profile (a guardian is neither).
 * - teams.teams: the club's teams; teams.playersInTeams: distinct people who are players of a team.
 * - joining.signups: profiles made in the window (any type, pre-enrolments excluded);
 *   joining.preEnrollmentsPending: pre-enrolments waiting on the day.
 * - messages.messagesSent: threads the club started in the window; recipients: their people;
 *   readRate: % of those recipients who opened them.
 * - shop.salesAmount (cents) and ordersPaid: orders paid in the window, refunds excluded;
 *   shop.ordersToDeliver: paid orders not delivered on the day.
 * - fees.*: charges falling due from the season's start (the club's fee season containing the day, else
 *   1 September) to the day: due (cents, cancelled and exempt ones aside), paid by the day, unpaid,
 *   collectionRate (% of the due amount paid), returnedDebitRate (% of the charges collected by direct
 *   debit that came back).
 * - renewals.*: people (members and athletes) charged last season; renewed: already charged for this
 *   season (issued by the day); churned: the others; renewalRate and churnRate (%) over them.
 * - bookings.bookings: bookings (not cancelled) starting in the window; occupancyRate: % of the
 *   calendars' opening hours (their opening rules) booked in the window.
 * - doorEntries.entries: admitted entries (not annulled) in the window; people: distinct people entered.
 */
export const METRIC_FIGURES = {
  people: ['members', 'athletes'],
  teams: ['teams', 'playersInTeams'],
  joining: ['signups', 'preEnrollmentsPending'],
  messages: ['messagesSent', 'recipients', 'readRate'],
  shop: ['salesAmount', 'ordersPaid', 'ordersToDeliver'],
  fees: ['feesDue', 'feesPaid', 'feesUnpaid', 'collectionRate', 'returnedDebitRate'],
  renewals: ['renewalBase', 'renewed', 'churned', 'renewalRate', 'churnRate'],
  bookings: ['bookings', 'occupancyRate'],
  doorEntries: ['entries', 'peopleEntered'],
} as const satisfies Record<MetricCardKey, readonly string[]>;
export type MetricFigureKey = (typeof METRIC_FIGURES)[MetricCardKey][number];
const ALL_FIGURES = Object.values(METRIC_FIGURES).flat() as [MetricFigureKey, ...MetricFigureKey[]];
export const MetricFigureKeySchema = z.enum(ALL_FIGURES);

/**
 * The lists behind the figures: the drill-down of a figure lists exactly the rows it counts
 * (`hydra:totalItems` equals a count figure on the same day).
 */
export const METRIC_DRILL_DOWNS = [
  'members',
  'athletes',
  'teams',
  'signups',
  'preEnrollmentsPending',
  'messagesSent',
  'ordersPaid',
  'ordersToDeliver',
  'feesDue',
  'feesPaid',
  'feesUnpaid',
  'feesReturned',
  'renewed',
  'churned',
  'bookings',
  'entries',
] as const;
export type MetricDrillDownKey = (typeof METRIC_DRILL_DOWNS)[number];
export const MetricDrillDownKeySchema = z.enum(METRIC_DRILL_DOWNS);

/** The series a card draws. `time` series have month labels (YYYY-MM); the others, category codes. */
export const METRIC_SERIES = {
  people: ['peopleOverTime', 'peopleByCategory', 'peopleByGender'],
  teams: ['teamsByCategory'],
  joining: ['signupsOverTime'],
  messages: ['messagesOverTime'],
  shop: ['salesOverTime'],
  fees: ['feesOverTime'],
  renewals: ['renewalsOverTime'],
  bookings: ['occupancyByCalendar', 'occupancyByHour'],
  doorEntries: ['entriesOverTime', 'entriesByHour'],
} as const satisfies Record<MetricCardKey, readonly string[]>;
export type MetricSeriesKey = (typeof METRIC_SERIES)[MetricCardKey][number];
const ALL_SERIES = Object.values(METRIC_SERIES).flat() as [MetricSeriesKey, ...MetricSeriesKey[]];
export const MetricSeriesKeySchema = z.enum(ALL_SERIES);

/** count: a whole number; cents: euros × 100; percent: 0–100 with one decimal. */
export const METRIC_UNITS = ['count', 'cents', 'percent'] as const;
export const MetricUnitSchema = z.enum(METRIC_UNITS);
export type MetricUnit = z.infer<typeof MetricUnitSchema>;

/** onDay: a stock on the summary's day; window: the last METRIC_WINDOW_DAYS days; seasonToDate: since the season's start (see fees). */
export const METRIC_PERIODS = ['onDay', 'window', 'seasonToDate'] as const;
export const MetricPeriodKindSchema = z.enum(METRIC_PERIODS);

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const MetricPeriodSchema = z.object({
  kind: MetricPeriodKindSchema,
  /** First and last day counted (Europe/Madrid), both included; equal for `onDay`. */
  from: DaySchema,
  to: DaySchema,
});
export type MetricPeriod = z.infer<typeof MetricPeriodSchema>;

export const MetricFigureSchema = z.object({
  key: MetricFigureKeySchema,
  unit: MetricUnitSchema,
  period: MetricPeriodSchema,
  value: z.number(),
  /** The same figure for the previous period (the window before, or 30 days earlier for stocks); null without data. */
  previous: z.number().nullable(),
  /** The same figure one year earlier (last season); null without data. */
  lastSeason: z.number().nullable(),
  /** The list whose rows this figure counts, or null (rates). */
  drillDown: MetricDrillDownKeySchema.nullable(),
});
export type MetricFigure = z.infer<typeof MetricFigureSchema>;

export const MetricSeriesLineSchema = z.object({
  /** A figure key (members, athletes, salesAmount…) naming what the line counts. */
  key: z.string(),
  /** One value per label; null where no summary exists (before the club's data starts). */
  values: z.array(z.number().nullable()),
});

export const MetricSeriesSchema = z.object({
  key: MetricSeriesKeySchema,
  kind: z.enum(['time', 'category']),
  unit: MetricUnitSchema,
  /**
   * time: months `YYYY-MM`, oldest first, the last is the summary's month. category: codes — a
   * person category or gender code (`unknown` when not given), an hour `00`–`23`, or a calendar's
   * name (occupancyByCalendar).
   */
  labels: z.array(z.string()),
  lines: z.array(MetricSeriesLineSchema),
});
export type MetricSeries = z.infer<typeof MetricSeriesSchema>;

export const MetricCardOkSchema = z.object({
  key: MetricCardKeySchema,
  status: z.literal('ok'),
  /** The Europe/Madrid day the figures close on and when they were computed. */
  day: DaySchema,
  updatedAt: z.string(),
  figures: z.array(MetricFigureSchema),
  series: z.array(MetricSeriesSchema),
});

/** Spec 8: the card shows the dashboard metrics load error; the other cards are unaffected. */
export const MetricCardErrorSchema = z.object({
  key: MetricCardKeySchema,
  status: z.literal('error'),
  /** `failed`: its computation failed; `pending`: no summary yet (the first run has not finished). */
  reason: z.enum(['failed', 'pending']),
  updatedAt: z.string().nullable(),
});

export const MetricCardSchema = z.discriminatedUnion('status', [MetricCardOkSchema, MetricCardErrorSchema]);
export type MetricCard = z.infer<typeof MetricCardSchema>;

export const MetricsOverviewSchema = z.object({
  /** The latest summary's day and computation time (null before the first run). */
  day: DaySchema.nullable(),
  updatedAt: z.string().nullable(),
  /** When "refresh now" may be asked again (null: now). */
  refreshAvailableAt: z.string().nullable(),
  /** Every card of METRIC_CARDS, in that order. */
  cards: z.array(MetricCardSchema),
});
export type MetricsOverview = z.infer<typeof MetricsOverviewSchema>;

/** `list` names the drill-down (a query parameter: it names a kind of list, not an object of the club). */
export const MetricDrillDownQuerySchema = PaginationQuerySchema.extend({ list: MetricDrillDownKeySchema });
export type MetricDrillDownQuery = z.input<typeof MetricDrillDownQuerySchema>;

/**
 * One row of a drill-down. `hash` names the thing (person, team, order, charge, thread, booking;
 * an entry names its person); `title` is a name or reference; `detail` a category, team, status
 * or calendar; `date` when it happened or falls due; `amount` cents where money is counted.
 */
export const MetricDrillDownRowSchema = z.object({
  hash: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  date: z.string().nullable(),
  amount: z.number().int().nullable(),
});
export type MetricDrillDownRow = z.infer<typeof MetricDrillDownRowSchema>;

/** A page of a drill-down, with the day and period it was counted for (the figure's). */
export const MetricDrillDownListSchema = hydraCollectionSchema(MetricDrillDownRowSchema).extend({
  drillDown: MetricDrillDownKeySchema,
  period: MetricPeriodSchema,
});
export type MetricDrillDownList = z.infer<typeof MetricDrillDownListSchema>;
