import type { MetricCardKey } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { CARD_COMPUTATIONS, computeCards, scopeOf, type CardComputation } from './compute/compute-cards';
import type { MetricsRepository } from './metrics.repository';
import { daysReadFor } from './metrics.presenter';

type Logger = { error(obj: object, msg: string): void };

/**
 * Computes and stores a club's summaries. A day's summary is written whole (every card, each ok
 * or failed) and replaces an earlier one, so any day may be recomputed safely. Closing a day also
 * fills the days its overview compares with (30 days and a year before, the month ends of the
 * trend) when they are missing: the backfill, so a new club's charts are not empty on day one.
 */
export class MetricsSummaries {
  constructor(
    private readonly db: Db,
    private readonly repository: MetricsRepository,
    private readonly log: Logger,
    private readonly computations: Record<MetricCardKey, CardComputation> = CARD_COMPUTATIONS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Computes and stores one club's day (every card); answers the failed cards. */
  async computeDay(clubId: number, day: string): Promise<MetricCardKey[]> {
    const scope = await scopeOf(this.db, clubId, day);
    const failed: MetricCardKey[] = [];
    const outcomes = await computeCards(
      this.db,
      scope,
      (card, error) => {
        failed.push(card);
        this.log.error({ err: error, clubId, day, card }, 'metric card failed');
      },
      this.computations,
    );
    await this.repository.saveDay(clubId, day, outcomes, this.now());
    return failed;
  }

  /** The day itself (always recomputed) and any missing day its overview reads. Answers the days computed. */
  async closeDay(clubId: number, day: string): Promise<string[]> {
    const needed = daysReadFor(day).all.filter((d) => d !== day);
    const present = await this.repository.daysWithSummary(clubId, needed);
    const days = [...needed.filter((d) => !present.has(d)).sort(), day];
    for (const d of days) await this.computeDay(clubId, d);
    return days;
  }
}
