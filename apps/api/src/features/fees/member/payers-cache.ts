import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { MemberChargesRepository, PayerRow } from './member-charges.repository';

/** Whose charges an account sees, by profile id. Shared between requests: never changed in place. */
export type Payers = ReadonlyMap<number, PayerRow>;

/** What a payer list is read from: the account's profiles in the club and their guardianships. */
const PAYER_TABLES = ['profiles', 'guardianships'] as const;

/**
 * The payers of each account in each club, kept between requests: every read of the Payments
 * page needs them (charges, mandates, payers) and they change only with a profile or a
 * guardianship of that club, which the change feed reports. So a page read is one query (its
 * charges or its mandates) instead of two, as the club context (plugins/club-context) is
 * loaded once per caller and not per request.
 */
export class PayersCache {
  private readonly entries: BoundedCache<Payers>;

  constructor(changes: ChangeFeed) {
    this.entries = changes.cache<Payers>(PAYER_TABLES, { maxEntries: 10_000 });
  }

  /** The caller's payers in the route's club, from the cache or the database. */
  of(repository: MemberChargesRepository, ctx: ClubRequestContext): Promise<Payers> {
    const { club, viewer } = ctx;
    // The profile ids are the club context's: a profile gained or lost there makes another key.
    return this.entries.getOrLoad(
      `${club.id}|${viewer.profileIds.join(',')}`,
      async () => new Map((await repository.payers(club.id, viewer.profileIds)).map((row) => [row.id, row])),
      club.id,
    );
  }
}
