import {
  METRIC_CARDS,
  METRIC_FIGURES,
  METRIC_SERIES,
  METRIC_TREND_MONTHS,
  type MetricCard,
  type MetricCardKey,
  type MetricDrillDownKey,
  type MetricFigureKey,
  type MetricPeriod,
  type MetricSeries,
  type MetricSeriesKey,
  type MetricUnit,
  type MetricsOverview,
} from '@tribuna/contract';
import { addDays, monthEndsBefore, yearBefore } from './compute/metric-day';
import type { SummaryRow } from './metrics.repository';

type PeriodKind = MetricPeriod['kind'];
type FigureMeta = { unit: MetricUnit; period: PeriodKind; drillDown: MetricDrillDownKey | null };

const count = (period: PeriodKind, drillDown: MetricDrillDownKey | null = null): FigureMeta => ({ unit: 'count', period, drillDown });
const cents = (period: PeriodKind, drillDown: MetricDrillDownKey | null = null): FigureMeta => ({ unit: 'cents', period, drillDown });
const rate = (period: PeriodKind): FigureMeta => ({ unit: 'percent', period, drillDown: null });

/** What each figure is: its unit, the period it counts over and the list behind it. */
export const FIGURE_META: Record<MetricFigureKey, FigureMeta> = {
  members: count('onDay', 'members'),
  athletes: count('onDay', 'athletes'),
  teams: count('onDay', 'teams'),
  playersInTeams: count('onDay'),
  signups: count('window', 'signups'),
  preEnrollmentsPending: count('onDay', 'preEnrollmentsPending'),
  messagesSent: count('window', 'messagesSent'),
  recipients: count('window'),
  readRate: rate('window'),
  salesAmount: cents('window', 'ordersPaid'),
  ordersPaid: count('window', 'ordersPaid'),
  ordersToDeliver: count('onDay', 'ordersToDeliver'),
  feesDue: cents('seasonToDate', 'feesDue'),
  feesPaid: cents('seasonToDate', 'feesPaid'),
  feesUnpaid: cents('seasonToDate', 'feesUnpaid'),
  collectionRate: rate('seasonToDate'),
  returnedDebitRate: rate('seasonToDate'),
  renewalBase: count('seasonToDate'),
  renewed: count('seasonToDate', 'renewed'),
  churned: count('seasonToDate', 'churned'),
  renewalRate: rate('seasonToDate'),
  churnRate: rate('seasonToDate'),
  bookings: count('window', 'bookings'),
  occupancyRate: rate('window'),
  entries: count('window', 'entries'),
  peopleEntered: count('window'),
};

/** The drill-down's period is its figure's. */
export const DRILL_DOWN_PERIOD: Record<MetricDrillDownKey, PeriodKind> = {
  members: 'onDay',
  athletes: 'onDay',
  teams: 'onDay',
  signups: 'window',
  preEnrollmentsPending: 'onDay',
  messagesSent: 'window',
  ordersPaid: 'window',
  ordersToDeliver: 'onDay',
  feesDue: 'seasonToDate',
  feesPaid: 'seasonToDate',
  feesUnpaid: 'seasonToDate',
  feesReturned: 'seasonToDate',
  renewed: 'seasonToDate',
  churned: 'seasonToDate',
  bookings: 'window',
  entries: 'window',
};

/** Series read across month ends (the figure's value on each), and their lines. */
const TIME_SERIES: Partial<Record<MetricSeriesKey, { lines: MetricFigureKey[]; unit: MetricUnit }>> = {
  peopleOverTime: { lines: ['members', 'athletes'], unit: 'count' },
  signupsOverTime: { lines: ['signups'], unit: 'count' },
  messagesOverTime: { lines: ['messagesSent'], unit: 'count' },
  salesOverTime: { lines: ['salesAmount'], unit: 'cents' },
  feesOverTime: { lines: ['collectionRate'], unit: 'percent' },
  renewalsOverTime: { lines: ['renewalRate'], unit: 'percent' },
  entriesOverTime: { lines: ['entries'], unit: 'count' },
};
const PERCENT_BREAKDOWNS = new Set<MetricSeriesKey>(['occupancyByCalendar', 'occupancyByHour']);

export function periodOf(kind: PeriodKind, day: string, seasonStart: string): MetricPeriod {
  if (kind === 'onDay') return { kind, from: day, to: day };
  if (kind === 'window') return { kind, from: addDays(day, -29), to: day };
  return { kind, from: seasonStart, to: day };
}

/** The days an overview of `day` reads: the day, 30 days before, a year before, and the month ends of the trend. */
export function daysReadFor(day: string): { previous: string; lastSeason: string; trend: string[]; all: string[] } {
  const previous = addDays(day, -30);
  const lastSeason = yearBefore(day);
  const trend = [...monthEndsBefore(day, METRIC_TREND_MONTHS - 1), day];
  return { previous, lastSeason, trend, all: [...new Set([day, previous, lastSeason, ...trend])] };
}

function cardOf(key: MetricCardKey, day: string, byDay: Map<string, Map<string, SummaryRow>>): MetricCard {
  const days = daysReadFor(day);
  const at = (d: string) => byDay.get(d)?.get(key);
  const current = at(day);
  if (!current) return { key, status: 'error', reason: 'pending', updatedAt: null };
  if (current.status !== 'ok' || !current.values)
    return { key, status: 'error', reason: 'failed', updatedAt: current.computedAt.toISOString() };
  const values = current.values;
  const seasonStart = values.seasonStart ?? day;
  const valueOn = (d: string, figure: string) => {
    const row = at(d);
    return row?.status === 'ok' && row.values ? (row.values.figures[figure] ?? null) : null;
  };
  const figures = METRIC_FIGURES[key].map((figure) => {
    const meta = FIGURE_META[figure];
    return {
      key: figure,
      unit: meta.unit,
      period: periodOf(meta.period, day, seasonStart),
      value: values.figures[figure] ?? 0,
      previous: valueOn(days.previous, figure),
      lastSeason: valueOn(days.lastSeason, figure),
      drillDown: meta.drillDown,
    };
  });
  const series = (METRIC_SERIES[key] as readonly MetricSeriesKey[]).flatMap((seriesKey): MetricSeries[] => {
    const time = TIME_SERIES[seriesKey];
    if (time) {
      return [
        {
          key: seriesKey,
          kind: 'time',
          unit: time.unit,
          labels: days.trend.map((d) => d.slice(0, 7)),
          lines: time.lines.map((line) => ({ key: line, values: days.trend.map((d) => valueOn(d, line)) })),
        },
      ];
    }
    const breakdown = values.breakdowns[seriesKey];
    if (!breakdown) return [];
    return [
      {
        key: seriesKey,
        kind: 'category',
        unit: PERCENT_BREAKDOWNS.has(seriesKey) ? 'percent' : 'count',
        labels: breakdown.labels,
        lines: Object.entries(breakdown.lines).map(([line, lineValues]) => ({ key: line, values: lineValues })),
      },
    ];
  });
  return { key, status: 'ok', day, updatedAt: current.computedAt.toISOString(), figures, series };
}

/** The overview from the summary rows of the days `daysReadFor(day)` names. */
export function presentOverview(day: string | null, rows: readonly SummaryRow[], refreshAvailableAt: Date | null): MetricsOverview {
  const byDay = new Map<string, Map<string, SummaryRow>>();
  for (const row of rows) {
    const cards = byDay.get(row.day) ?? new Map<string, SummaryRow>();
    cards.set(row.card, row);
    byDay.set(row.day, cards);
  }
  const cards = METRIC_CARDS.map((key) =>
    day ? cardOf(key, day, byDay) : ({ key, status: 'error', reason: 'pending', updatedAt: null } satisfies MetricCard),
  );
  const latest = day ? [...(byDay.get(day)?.values() ?? [])].map((row) => row.computedAt.getTime()) : [];
  return {
    day,
    updatedAt: latest.length > 0 ? new Date(Math.max(...latest)).toISOString() : null,
    refreshAvailableAt: refreshAvailableAt ? refreshAvailableAt.toISOString() : null,
    cards,
  };
}
