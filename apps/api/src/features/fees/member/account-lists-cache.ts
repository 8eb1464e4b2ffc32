import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { FEE_TABLES } from '../fee-tables';

/** What an account's lists are made of: fees, charges and mandates (FEE_TABLES), and whose they are. */
const ACCOUNT_LIST_TABLES = [...FEE_TABLES, 'profiles', 'guardianships'] as const;

/** The Payments page's two lists, each kept apart in the one cache. */
export type AccountList = 'charges' | 'mandates';

/**
 * Each account's charge and mandate lists in each club, kept between requests as the body sent
 * (serialized once, like the bookings' reads): the Payments page is what members open most, and
 * its lists change only when a fee, a charge, a mandate or the family does, which every writer
 * names and the change feed reports from the other processes, or when the club's day turns (what
 * is overdue, when a mandate expires), which is part of the key.
 */
export class AccountListsCache {
  private readonly bodies: BoundedCache<string>;

  constructor(changes: ChangeFeed) {
    this.bodies = changes.cache<string>(ACCOUNT_LIST_TABLES, { maxEntries: 20_000 });
  }

  /** The caller's `list` in the route's club on the club's day `today`, from the cache or `load`. */
  body(list: AccountList, ctx: ClubRequestContext, today: string, load: () => Promise<string>): Promise<string> {
    const { club, viewer } = ctx;
    return this.bodies.getOrLoad(`${list}|${club.id}|${viewer.profileIds.join(',')}|${today}`, load, club.id);
  }
}
