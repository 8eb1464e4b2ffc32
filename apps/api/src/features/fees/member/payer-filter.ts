import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { guardianships } from '../../../db/schema';

/**
 * `column` is one of these profiles or one of their children: one array the planner works out
 * once, so the profile index finds the rows (`a in (…) or a in (subquery)` scanned every charge of
 * the club instead: 12 ms against 0.4 ms with 28,000 charges).
 */
export function ownOrChildren(column: AnyColumn, profileIds: readonly number[]): SQL {
  const ids = sql.join(
    profileIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`${column} = any(array[${ids}]::int[] || array(select ${guardianships.childProfileId} from ${guardianships} where ${guardianships.guardianProfileId} in (${ids})))`;
}
