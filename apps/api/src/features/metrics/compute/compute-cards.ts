import { sql } from 'drizzle-orm';
import type { MetricCardKey } from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { doorEntriesCard, messagesCard, shopCard } from './activity-cards';
import { bookingsCard } from './bookings-card';
import { rows, type CardValues } from './card-kit';
import { previousSeasonStartOf, seasonStartOf } from './metric-day';
import type { CardScope } from './metric-sets';
import { feesCard, renewalsCard } from './money-cards';
import { joiningCard, peopleCard, teamsCard } from './people-cards';

export type CardComputation = (db: Db, scope: CardScope) => Promise<CardValues>;

/** Each card's computation for one club and day; they read the live tables, the overview never does. */
export const CARD_COMPUTATIONS: Record<MetricCardKey, CardComputation> = {
  people: peopleCard,
  teams: teamsCard,
  joining: joiningCard,
  messages: messagesCard,
  shop: shopCard,
  fees: feesCard,
  renewals: renewalsCard,
  bookings: bookingsCard,
  doorEntries: doorEntriesCard,
};

export type CardOutcome = { card: MetricCardKey; values: CardValues | null };

/**
 * The season a day belongs to: the club's fee season containing it (the newest, if two overlap)
 * and the one before it; without fee seasons, from 1 September.
 */
export async function scopeOf(db: Db, clubId: number, day: string): Promise<CardScope> {
  const [row] = await rows<{ current: string | null; previous: string | null }>(
    db,
    sql`with cur as (
        select starts_on from seasons where club_id = ${clubId} and starts_on <= ${day}::date and ends_on >= ${day}::date
        order by starts_on desc limit 1)
      select (select starts_on::text from cur) as current,
        (select s.starts_on::text from seasons s, cur where s.club_id = ${clubId} and s.starts_on < cur.starts_on
          order by s.starts_on desc limit 1) as previous`,
  );
  const seasonStart = row?.current ?? seasonStartOf(day);
  const previousSeasonStart =
    row?.previous ?? (row?.current ? `${Number(seasonStart.slice(0, 4)) - 1}${seasonStart.slice(4)}` : previousSeasonStartOf(day));
  return { clubId, day, seasonStart, previousSeasonStart };
}

/**
 * Every card of one club and day. A card that fails is kept as failed (its error logged by the
 * caller) and the others still count: the overview shows the load error on that card alone.
 */
export async function computeCards(
  db: Db,
  scope: CardScope,
  onError: (card: MetricCardKey, error: unknown) => void,
  computations: Record<MetricCardKey, CardComputation> = CARD_COMPUTATIONS,
): Promise<CardOutcome[]> {
  const outcomes: CardOutcome[] = [];
  for (const card of Object.keys(computations) as MetricCardKey[]) {
    try {
      outcomes.push({ card, values: { ...(await computations[card](db, scope)), seasonStart: scope.seasonStart } });
    } catch (error) {
      onError(card, error);
      outcomes.push({ card, values: null });
    }
  }
  return outcomes;
}
