import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { ChangeFeed } from '../lib/cache/change-feed';
import type { AccessSubject, PlatformSubjectLoader } from './access.plugin';

/**
 * The caller's platform-wide subject (admin flag, no club roles) for named actions on routes
 * without a club, cached per user and cleared by any write to users. Null when the account is
 * gone or disabled.
 */
export function platformSubjectLoader(db: Db, changes: ChangeFeed): PlatformSubjectLoader {
  const query = db
    .select({ admin: users.admin })
    .from(users)
    .where(sql`${users.publicId} = ${sql.placeholder('userId')} and ${eq(users.enabled, true)}`)
    .prepare('platform_subject');
  const cache = changes.cache<AccessSubject>(['users']);
  return async (userId) =>
    (await cache.getOrLoad(userId, async () => {
      const [row] = await query.execute({ userId });
      return row ? { admin: row.admin, roles: [] } : undefined;
    })) ?? null;
}
