import type { BoundedCache } from '../../../lib/cache/bounded-cache';
import type { ChangeFeed } from '../../../lib/cache/change-feed';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { FEE_TABLES } from '../fee-tables';

/** What an account's charge list is made of: the charges and their fees, and whose they are. */
const CHARGE_LIST_TABLES = [...FEE_TABLES, 'profiles', 'guardianships'] as const;

/**
 * Each account's charge list in each club, kept between requests as the body sent (serialized
 * once, like the bookings' reads): the Payments page is what members open most, and its list
 * changes only when a fee, a charge or the family does, which every writer names and the change
 * feed reports from the other processes, or when the club's day turns (what is overdue), which
 * is part of the key.
 */
export class ChargesCache {
  private readonly bodies: BoundedCache<string>;

  constructor(changes: ChangeFeed) {
    this.bodies = changes.cache<string>(CHARGE_LIST_TABLES, { maxEntries: 10_000 });
  }

  /** The caller's list in the route's club on the club's day `today`, from the cache or `load`. */
  body(ctx: ClubRequestContext, today: string, load: () => Promise<string>): Promise<string> {
    const { club, viewer } = ctx;
    return this.bodies.getOrLoad(`${club.id}|${viewer.profileIds.join(',')}|${today}`, load, club.id);
  }
}
