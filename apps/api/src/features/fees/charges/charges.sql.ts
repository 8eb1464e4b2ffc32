import { sql, type SQL } from 'drizzle-orm';
import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import type { FeeTarget } from '../../../db/schema';

/** A charge's state as read on `today`: a pending charge past its due date reads `unpaid` (overdue). */
export const chargeState = (today: string): SQL =>
  sql`(case when c.status = 'pending' and c.due_on < ${today}::date then 'unpaid' else c.status end)`;

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Who a fee's target names, as a condition on `profiles p` (the club is checked by the caller). */
export function targetCondition(target: FeeTarget): SQL {
  switch (target.kind) {
    case 'people':
      return sql`p.public_id in (${list(target.profileHashes)})`;
    case 'teams':
      return sql`exists (select 1 from team_members tm join teams t on t.id = tm.team_id
        where tm.profile_id = p.id and t.club_id = p.club_id and t.public_id in (${list(target.teamHashes)}))`;
    case 'categories':
      return sql`p.category in (${list(target.categories)})`;
    case 'allPartners':
      return sql`p.type = ${PROFILE_TYPE_CODES.member}`;
    case 'allAthletes':
      return sql`p.type = ${PROFILE_TYPE_CODES.player}`;
  }
}
