import type { FeeStanding } from '@tribuna/contract';
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { charges, fees, seasons } from '../../../db/schema';

/**
 * A person's standing in the membership fees: the one rule the member card shows and access
 * control (issue 24) applies at the door (decision 0012). On day D:
 * - the season under way is the club's newest season that has started (starts on or before D);
 *   the season before it is the newest one that started earlier;
 * - a season is covered by a charge of one of its plan fees that is paid, exempt, in collection
 *   (a SEPA debit on its way), partly refunded (paid, some given back) or pending and not due yet
 *   (nobody lapses over a charge that has not fallen due: a season fee due in three weeks keeps a
 *   renewing member in, as CD Demo's does);
 * - `current`: the season under way is covered;
 * - `grace`: it is not, but the season before is, and D is within the new season's `graceDays`
 *   from its start (the last day is start + graceDays - 1; 0 days: no grace);
 * - `lapsed`: neither, and the person has a plan charge of one of the two seasons (a member of
 *   this season whose charges are all overdue, returned or unpaid is lapsed too);
 * - null: fees say nothing of them (no season has started, or no plan charge in those seasons:
 *   staff, guardians, clubs that do not charge membership).
 * Without a new season nobody lapses: the grace counts from a season's start, so a club that has
 * not opened the next season yet keeps last season's members.
 */

export const COVERING_STATUSES = ['paid', 'exempt', 'in_collection', 'partly_refunded'] as const;

export type SeasonForStanding = { id: number; name: string; startsOn: string; graceDays: number };
/** Per season id: whether the person has a plan charge of it, and whether one covers it. */
export type SeasonCharges = ReadonlyMap<number, { covered: boolean }>;

/** `day` plus whole days, as YYYY-MM-DD. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The rule above on one person's charges; `started` holds the season under way and the one before (newest first). */
export function standingOf(started: readonly SeasonForStanding[], charged: SeasonCharges, today: string): FeeStanding | null {
  const [season, previous] = started;
  if (!season) return null;
  const base = { season: season.name, graceUntil: null };
  if (charged.get(season.id)?.covered) return { status: 'current', ...base };
  const graceUntil = addDays(season.startsOn, season.graceDays - 1);
  if (previous && charged.get(previous.id)?.covered && season.graceDays > 0 && today <= graceUntil) {
    return { status: 'grace', season: season.name, graceUntil };
  }
  if (charged.has(season.id) || (previous && charged.has(previous.id))) return { status: 'lapsed', ...base };
  return null;
}

/** The season under way on `today` and the one before it (newest first; fewer when the club has fewer). */
async function startedSeasons(db: Db, clubId: number, today: string): Promise<SeasonForStanding[]> {
  return db
    .select({ id: seasons.id, name: seasons.name, startsOn: seasons.startsOn, graceDays: seasons.graceDays })
    .from(seasons)
    .where(and(eq(seasons.clubId, clubId), lte(seasons.startsOn, today)))
    .orderBy(desc(seasons.startsOn), desc(seasons.id))
    .limit(2);
}

/**
 * The standing of some of a club's people (profile ids) on `today` (YYYY-MM-DD): two small
 * queries whatever their number, the second on the charges' profile index.
 */
export async function feeStandings(db: Db, clubId: number, profileIds: readonly number[], today: string) {
  const result = new Map<number, FeeStanding | null>(profileIds.map((id) => [id, null]));
  const started = profileIds.length ? await startedSeasons(db, clubId, today) : [];
  if (started.length === 0) return result;
  const rows = await db
    .select({
      profileId: charges.profileId,
      seasonId: fees.seasonId,
      covered: sql<boolean>`bool_or(${inArray(charges.status, [...COVERING_STATUSES])} or (${charges.status} = 'pending' and ${charges.dueOn} >= ${today}::date))`,
    })
    .from(charges)
    .innerJoin(fees, eq(fees.id, charges.feeId))
    .where(
      and(
        eq(charges.clubId, clubId),
        inArray(charges.profileId, [...profileIds]),
        ne(charges.status, 'cancelled'),
        eq(fees.kind, 'plan'),
        ne(fees.status, 'cancelled'),
        inArray(
          fees.seasonId,
          started.map((season) => season.id),
        ),
      ),
    )
    .groupBy(charges.profileId, fees.seasonId);
  const byProfile = new Map<number, Map<number, { covered: boolean }>>();
  for (const row of rows) {
    if (row.seasonId === null) continue;
    const seasonsOf = byProfile.get(row.profileId) ?? new Map<number, { covered: boolean }>();
    seasonsOf.set(row.seasonId, { covered: row.covered === true });
    byProfile.set(row.profileId, seasonsOf);
  }
  for (const id of profileIds) result.set(id, standingOf(started, byProfile.get(id) ?? new Map(), today));
  return result;
}
