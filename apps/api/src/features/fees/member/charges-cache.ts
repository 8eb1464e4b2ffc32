import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { FEE_TABLES } from '../fee-tables';
import type { MemberChargeListed, MemberChargesRepository } from './member-charges.repository';

/** What an account's charge list is read from: the charges and their fees, and whose they are. */
const CHARGE_LIST_TABLES = [...FEE_TABLES, 'profiles', 'guardianships'] as const;

/**
 * Each account's charges in each club, kept between requests: the Payments page is what members
 * open most, and its list changes only when a fee, a charge or the family does, which every
 * writer names and the change feed reports from the other processes. The rows are kept, not the
 * answer: "overdue" and what is still due are worked out per request against today's date.
 */
export class ChargesCache {
  private readonly entries: BoundedCache<readonly MemberChargeListed[]>;

  constructor(changes: ChangeFeed) {
    this.entries = changes.cache<readonly MemberChargeListed[]>(CHARGE_LIST_TABLES, { maxEntries: 10_000 });
  }

  /** The caller's charges in the route's club (own and children's), from the cache or the database. */
  of(repository: MemberChargesRepository, ctx: ClubRequestContext): Promise<readonly MemberChargeListed[]> {
    const { club, viewer } = ctx;
    return this.entries.getOrLoad(
      `${club.id}|${viewer.profileIds.join(',')}`,
      () => repository.ofAccount(club.id, viewer.profileIds),
      club.id,
    );
  }
}
