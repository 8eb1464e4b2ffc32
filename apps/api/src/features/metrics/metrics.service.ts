import { sql } from 'drizzle-orm';
import {
  METRIC_REFRESH_COOLDOWN_SECONDS,
  type MetricDrillDownList,
  type MetricDrillDownRow,
  type MetricsOverview,
  type PaginationQuery,
  type MetricDrillDownKey,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import { hydraCollection } from '../../lib/hydra';
import { rows, sizeOf } from './compute/card-kit';
import { scopeOf } from './compute/compute-cards';
import { localToday } from './compute/metric-day';
import { METRIC_SETS } from './compute/metric-sets';
import type { MetricsRepository } from './metrics.repository';
import type { MetricsSummaries } from './metrics-summaries';
import { DRILL_DOWN_PERIOD, daysReadFor, periodOf, presentOverview } from './metrics.presenter';

type Club = { id: number };

/**
 * The manager's metrics: the overview reads the summary tables only (two indexed reads), a
 * refresh recomputes today's summary for the club, and a drill-down lists the rows a figure
 * counted, on the same day and with the same statement.
 */
export class MetricsService {
  constructor(
    private readonly db: Db,
    private readonly repository: MetricsRepository,
    private readonly summaries: MetricsSummaries,
    /** METRIC_REFRESH_COOLDOWN_SECONDS; 0 where rate limits are off (RATE_LIMIT=false: the end-to-end suite). */
    private readonly cooldownSeconds: number = METRIC_REFRESH_COOLDOWN_SECONDS,
  ) {}

  async overview(club: Club): Promise<MetricsOverview> {
    const [day, refreshAt] = await Promise.all([
      this.repository.latestDay(club.id),
      this.repository.refreshAvailableAt(club.id, this.cooldownSeconds),
    ]);
    const rowsRead = day ? await this.repository.rowsOn(club.id, daysReadFor(day).all) : [];
    return presentOverview(day, rowsRead, refreshAt);
  }

  /** Refused (429, Retry-After) within the cooldown of the club's last refresh, whoever asked it. */
  async refresh(club: Club, refuse: (retryAfterSeconds: number) => never): Promise<MetricsOverview> {
    const nextAt = await this.repository.takeRefresh(club.id, this.cooldownSeconds);
    if (nextAt) refuse(Math.max(1, Math.ceil((nextAt.getTime() - Date.now()) / 1000)));
    await this.summaries.closeDay(club.id, localToday());
    return this.overview(club);
  }

  async drillDown(club: Club, list: MetricDrillDownKey, page: PaginationQuery, url: string): Promise<MetricDrillDownList> {
    const day = (await this.repository.latestDay(club.id)) ?? localToday();
    const scope = await scopeOf(this.db, club.id, day);
    const set = METRIC_SETS[list](scope);
    const [size, members] = await Promise.all([
      sizeOf(this.db, set),
      rows<MetricDrillDownRow>(
        this.db,
        sql`select hash, title, detail, date, amount from (${set.select}) s order by ${set.order}
          limit ${page.itemsPerPage} offset ${(page.page - 1) * page.itemsPerPage}`,
      ),
    ]);
    const items = members.map((row) => ({
      hash: String(row.hash),
      title: row.title ?? '',
      detail: row.detail ?? null,
      date: row.date ?? null,
      amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    }));
    return {
      ...hydraCollection(url, items, size.count, page.page, page.itemsPerPage),
      drillDown: list,
      period: periodOf(DRILL_DOWN_PERIOD[list], day, scope.seasonStart),
    };
  }
}
