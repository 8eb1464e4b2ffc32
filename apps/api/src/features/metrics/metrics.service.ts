import { sql } from 'drizzle-orm';
import {
  type MetricDrillDownList,
  type MetricDrillDownRow,
  type MetricsOverview,
  type PaginationQuery,
  type MetricDrillDownKey,
  MetricsOverviewSchema,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { jsonBody } from '../../lib/http';
import { hydraCollection } from '../../lib/hydra';
import { rows, sizeOf } from './compute/card-kit';
import { scopeOf } from './compute/compute-cards';
import { localToday } from './compute/metric-day';
import { METRIC_SETS } from './compute/metric-sets';
import type { MetricsRepository } from './metrics.repository';
import type { MetricsSummaries } from './metrics-summaries';
import { DRILL_DOWN_PERIOD, daysReadFor, periodOf, presentOverview } from './metrics.presenter';

type Club = { id: number };

type Version = Awaited<ReturnType<MetricsRepository['versionOf']>>;
/** How long a process trusts the version of a club's summaries it read. */
const VERSION_TTL_MS = 1_000;

const REFRESH_KEY = 'refreshAvailableAt' satisfies keyof MetricsOverview;

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
    private readonly cooldownSeconds: number,
    changes: ChangeFeed,
  ) {
    // No table clears them: the version is part of the body's key and expires by itself. Built
    // on the change feed so a lost listener (anything may have changed) empties them too.
    this.bodies = changes.cache<string>([], { maxEntries: 5_000, ttlMs: 10 * 60_000 });
    this.versions = changes.cache<Version>([], { maxEntries: 5_000, ttlMs: VERSION_TTL_MS });
  }

  private readonly bodies: BoundedCache<string>;
  private readonly versions: BoundedCache<Version>;

  /**
   * The overview as the JSON body sent, from this process's cache while the club's summaries keep
   * their version; "refresh available at" is set per request. The version itself is read at most
   * once a second per club and process (a write by another process shows within a second; this
   * process's refresh reads it again at once), so a busy overview costs no database read.
   */
  async overviewBody(club: Club): Promise<string> {
    const { summarizedAt, refreshedAt } = await this.versions.getOrLoad(String(club.id), () => this.repository.versionOf(club.id));
    const body = await this.bodies.getOrLoad(`${club.id}|${summarizedAt ?? 'none'}`, async () =>
      jsonBody(MetricsOverviewSchema, { ...(await this.overview(club)), refreshAvailableAt: null }),
    );
    const next = refreshedAt ? new Date(refreshedAt.getTime() + this.cooldownSeconds * 1000) : null;
    if (!next || next.getTime() <= Date.now()) return body;
    // The top-level key comes first in the body (schema order); a string inside cannot hold it unescaped.
    return body.replace(`"${REFRESH_KEY}":null`, `"${REFRESH_KEY}":${JSON.stringify(next.toISOString())}`);
  }

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
    this.versions.set(String(club.id), await this.repository.versionOf(club.id));
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
