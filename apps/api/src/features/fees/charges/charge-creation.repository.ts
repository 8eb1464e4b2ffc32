import { sql } from 'drizzle-orm';
import type { FeeTarget } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { rowsOf, sqlPublicId } from '../sql-ids';
import { targetCondition } from './charges.sql';
import type { ScheduledInstalment } from './instalment-schedule';

export type ChargeCreation = {
  clubId: number;
  feeId: number;
  target: FeeTarget;
  /** Cents per person for the whole fee, before discounts. */
  amount: number;
  siblingDiscountPercent: number;
  familyDiscountPercent: number;
  schedule: ScheduledInstalment[];
};

/**
 * Sending a fee: every charge of every person in ONE set-based statement (5,000 people × 10
 * instalments is one insert, not 50,000 round trips). Discounts come from the family links
 * (guardianships): a family is the children of one guardian (the lowest guardian id when a child
 * has two) and that guardian when targeted; the second and later children of a family, by age,
 * get the sibling discount; everyone of a family of two or more targeted people gets the family
 * discount; a person gets the larger of the two, never both. The discounted total is split over
 * the remaining instalments, the cents left over on the last.
 */
export class ChargeCreationRepository {
  constructor(private readonly db: Db) {}

  async create(input: ChargeCreation): Promise<number> {
    const parts = input.schedule.length;
    const instalments = `{${input.schedule.map((line) => line.instalment).join(',')}}`;
    const dues = `{${input.schedule.map((line) => line.dueOn).join(',')}}`;
    const indexes = `{${input.schedule.map((_, index) => index).join(',')}}`;
    const result = await this.db.execute(sql`
      with target as (
        select p.id, p.birth_date from profiles p
        where p.club_id = ${input.clubId}::int and p.enabled and not p.pre_enrollment and ${targetCondition(input.target)}
      ),
      family as (
        select t.id, t.birth_date,
          (select min(g.guardian_profile_id) from guardianships g where g.child_profile_id = t.id) as guardian,
          exists (select 1 from guardianships g where g.guardian_profile_id = t.id) as is_guardian
        from target t
      ),
      keyed as (
        select id, birth_date, guardian is not null as is_child,
          coalesce(guardian, case when is_guardian then id end) as family_key
        from family
      ),
      ranked as (
        select id, is_child, family_key,
          row_number() over (partition by family_key, is_child order by birth_date nulls last, id) as child_rank,
          count(*) over (partition by family_key) as family_size
        from keyed
      ),
      owed as (
        select id, round(${input.amount}::int * (100 - greatest(
          case when is_child and family_key is not null and child_rank > 1 then ${input.siblingDiscountPercent}::int else 0 end,
          case when family_key is not null and family_size > 1 then ${input.familyDiscountPercent}::int else 0 end
        )) / 100.0)::int as total
        from ranked
      ),
      schedule as (
        select * from unnest(${instalments}::int[], ${dues}::date[], ${indexes}::int[]) as s(instalment, due_on, idx)
      ),
      inserted as (
        insert into charges (public_id, club_id, fee_id, profile_id, instalment, amount, due_on)
        select ${sqlPublicId}, ${input.clubId}::int, ${input.feeId}::int, o.id, s.instalment,
          (o.total / ${parts}::int) + case when s.idx = ${parts - 1}::int then o.total % ${parts}::int else 0 end, s.due_on
        from owed o cross join schedule s
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from inserted`);
    return rowsOf<{ n: number }>(result)[0]!.n;
  }
}
