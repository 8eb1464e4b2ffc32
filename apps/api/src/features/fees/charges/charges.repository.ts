import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeeTarget } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { charges, feeChargeTotals, profiles, teams } from '../../../db/schema';
import { UNKEPT_LIST, type KeptList } from '../../../lib/cache/kept-list';
import { preparedOnce } from '../../../lib/data/prepared-once';
import { fromNearerEnd } from '../../../lib/hydra';
import { normaliseSearchText } from '../../../lib/search-text';
import { rowsOf } from '../sql-ids';
import { chargeState, targetCondition } from './charges.sql';

export type ChargeRow = typeof charges.$inferSelect;
/** A charge as the manager's table shows it: the person, their teams, the state as read today. */
export type ManagedChargeRow = ChargeRow & {
  feeHash: string;
  personHash: string;
  personName: string;
  personSurname: string;
  teams: string[];
  state: string;
};
export type ChargesFilter = { state?: string; teamHash?: string; search?: string };
export type Totals = { count: number; amount: number };
export type ReminderTarget = {
  chargeId: number;
  email: string;
  personName: string;
  personSurname: string;
  feeName: string;
  amount: number;
  currency: string;
  dueOn: string;
  clubName: string;
  clubLocale: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The charges fees create, one per person and instalment (the manager's side). */
export class ChargesRepository {
  constructor(private readonly db: Db) {}

  /** The fees list reads its page's totals on every page. */
  private readonly totalsOfFees = preparedOnce(() =>
    this.db
      .select()
      .from(feeChargeTotals)
      .where(sql`${feeChargeTotals.feeId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('fee_charge_totals_of_fees'),
  );

  async find(clubId: number, chargeHash: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(charges)
      .where(and(eq(charges.clubId, clubId), eq(charges.publicId, chargeHash)));
    return row;
  }

  /** Locks the charge for a manual change (a concurrent payment or batch waits for it). */
  async lock(chargeId: number): Promise<void> {
    await this.db.execute(sql`select id from charges where id = ${chargeId}::int for update`);
  }

  async update(chargeId: number, values: Partial<ChargeRow>): Promise<ChargeRow> {
    const [row] = await this.db
      .update(charges)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(charges.id, chargeId))
      .returning();
    return row!;
  }

  private managedQuery(today: string, where: SQL) {
    return sql`
      select c.*, f.public_id as "feeHash", p.public_id as "personHash", p.name as "personName", p.surname as "personSurname",
        ${chargeState(today)} as state,
        coalesce((select array_agg(t.name order by t.name) from team_members tm join teams t on t.id = tm.team_id
                  where tm.profile_id = c.profile_id), '{}') as teams
      from charges c join fees f on f.id = c.fee_id join profiles p on p.id = c.profile_id
      where ${where}`;
  }

  async findManaged(chargeId: number, today: string): Promise<ManagedChargeRow> {
    const [row] = rowsOf<RawCharge>(await this.db.execute(this.managedQuery(today, sql`c.id = ${chargeId}::int`)));
    return fromRaw(row!);
  }

  /**
   * One page of a fee's charges, by surname, name and instalment, with filters. `kept` keeps the
   * filter's total and its pages' ids between requests (the service's caches); the rows themselves
   * are always read fresh.
   *
   * A page's ids come from walking the club's people in name order (profiles_club_surname_idx)
   * and, for each, their charges of this fee (charges_fee_profile_instalment_key): no sort of the
   * fee's charges, so page 1 reads about 30 rows, where the join and sort read all 91,500 of a
   * season fee (100 ms, sorted on disk). A late page walks from the list's end instead (the same
   * indexes read backwards), so no walk passes half the fee (50 ms for the middle of 91,500).
   */
  async page(
    feeId: number,
    filter: ChargesFilter,
    today: string,
    offset: number,
    limit: number,
    kept: KeptList = UNKEPT_LIST,
  ): Promise<{ rows: ManagedChargeRow[]; total: number }> {
    const people: SQL[] = [sql`p.club_id = (select club_id from fees where id = ${feeId}::int)`];
    if (filter.teamHash) {
      people.push(
        sql`exists (select 1 from team_members tm join teams t on t.id = tm.team_id where tm.profile_id = p.id and t.public_id = ${filter.teamHash})`,
      );
    }
    for (const word of normaliseSearchText(filter.search ?? '')
      .split(' ')
      .filter(Boolean)) {
      people.push(sql`p.search_text like ${`%${escapeLike(word)}%`}`);
    }
    const ofCharge: SQL[] = [sql`c.fee_id = ${feeId}::int`, sql`c.profile_id = p.id`];
    if (filter.state) ofCharge.push(sql`${chargeState(today)} = ${filter.state}`);
    // Only the id and the instalment leave the charges' index unless the state is asked for.
    // `offset 0` keeps the per-person lookup a lookup: flattened into a join, PostgreSQL hashed
    // and sorted every charge of the fee for a middle page.
    const chargeColumns = filter.state ? sql`c.*` : sql`c.id, c.instalment`;
    const walk = sql`from profiles p cross join lateral (select ${chargeColumns} from charges c
        where ${sql.join(ofCharge, sql` and `)} order by c.instalment offset 0) c
      where ${sql.join(people, sql` and `)}`;

    const total = await kept.total(async () => rowsOf<{ n: number }>(await this.db.execute(sql`select count(*)::int as n ${walk}`))[0]!.n);
    if (offset >= total) return { rows: [], total };
    const ids = await kept.pageIds(offset, limit, async () => {
      const read = fromNearerEnd(offset, limit, total);
      const query = read.backwards
        ? sql`select c.id ${walk} order by p.surname desc, p.name desc, p.id desc, c.instalment desc limit ${read.limit} offset ${read.offset}`
        : sql`select c.id ${walk} order by p.surname, p.name, p.id, c.instalment limit ${limit} offset ${offset}`;
      return rowsOf<{ id: number }>(await this.db.execute(query)).map((row) => row.id);
    });
    if (ids.length === 0) return { rows: [], total };
    const rows = rowsOf<RawCharge>(
      await this.db.execute(
        sql`${this.managedQuery(
          today,
          sql`c.fee_id = ${feeId}::int and c.id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        )} order by p.surname, p.name, p.id, c.instalment`,
      ),
    );
    return { rows: rows.map(fromRaw), total };
  }

  /**
   * Per fee: every charge, the paid ones, the ones still owed (pending, unpaid, returned, in
   * collection). Read from fee_charge_totals, which statement triggers on charges keep (migration
   * 0051): a page of fees costs the same whatever their charges number. A fee without charges has no row.
   */
  async feeTotals(feeIds: number[]): Promise<Map<number, { charged: Totals; paid: Totals; outstanding: Totals }>> {
    if (feeIds.length === 0) return new Map();
    const rows = await this.totalsOfFees().execute({ ids: feeIds });
    return new Map(
      rows.map((row) => [
        row.feeId,
        {
          charged: { count: row.chargedCount, amount: row.chargedAmount },
          paid: { count: row.paidCount, amount: row.paidAmount },
          outstanding: { count: row.owedCount, amount: row.owedAmount },
        },
      ]),
    );
  }

  async totalsByState(feeId: number, today: string): Promise<(Totals & { state: string })[]> {
    return rowsOf<Totals & { state: string }>(
      await this.db.execute(sql`
        select ${chargeState(today)} as state, count(*)::int as count, coalesce(sum(c.amount + c.return_fee), 0)::int as amount
        from charges c where c.fee_id = ${feeId}::int group by 1 order by 1`),
    );
  }

  /** Per team of the charged people (a person in two teams counts in both; none: the null team). */
  async totalsByTeam(
    feeId: number,
  ): Promise<{ teamHash: string | null; teamName: string | null; count: number; amount: number; paid: number }[]> {
    return rowsOf(
      await this.db.execute(sql`
        select t.public_id as "teamHash", t.name as "teamName", count(*)::int as count,
          coalesce(sum(c.amount + c.return_fee) filter (where c.status not in ('cancelled', 'exempt')), 0)::int as amount,
          coalesce(sum(c.amount + c.return_fee - c.refunded_amount) filter (where c.status in ('paid', 'partly_refunded')), 0)::int as paid
        from charges c left join team_members tm on tm.profile_id = c.profile_id left join teams t on t.id = tm.team_id
        where c.fee_id = ${feeId}::int group by t.public_id, t.name order by t.name nulls last`),
    );
  }

  /** Whether every named person and team is the club's (a fee never reaches another club). */
  async targetIsOurs(clubId: number, target: FeeTarget): Promise<boolean> {
    if (target.kind === 'people') {
      const unique = [...new Set(target.profileHashes)];
      const [row] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(and(eq(profiles.clubId, clubId), inArray(profiles.publicId, unique)));
      return row!.n === unique.length;
    }
    if (target.kind === 'teams') {
      const unique = [...new Set(target.teamHashes)];
      const [row] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(teams)
        .where(and(eq(teams.clubId, clubId), inArray(teams.publicId, unique)));
      return row!.n === unique.length;
    }
    return true;
  }

  /** How many people a target names today (the form's preview and the bench). */
  async countTargeted(clubId: number, target: FeeTarget): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(sql`select count(*)::int as n from profiles p where p.club_id = ${clubId}::int and ${targetCondition(target)}`),
    );
    return row!.n;
  }

  /**
   * Who a reminder of each charge goes to: the person's address, or (a child without one) each
   * guardian's; with what the e-mail says.
   */
  async reminderTargets(chargeIds: number[]): Promise<ReminderTarget[]> {
    if (chargeIds.length === 0) return [];
    return rowsOf<ReminderTarget>(
      await this.db.execute(sql`
        select c.id as "chargeId", r.email, p.name as "personName", p.surname as "personSurname", f.name as "feeName",
          c.amount + c.return_fee as amount, c.currency, to_char(c.due_on, 'YYYY-MM-DD') as "dueOn",
          cl.name as "clubName", cl.locale as "clubLocale"
        from charges c join profiles p on p.id = c.profile_id join fees f on f.id = c.fee_id join clubs cl on cl.id = c.club_id
        cross join lateral (
          select p.email where p.email is not null
          union
          select gp.email from guardianships g join profiles gp on gp.id = g.guardian_profile_id
          where g.child_profile_id = p.id and p.email is null and gp.email is not null
        ) r
        where c.id in (${sql.join(
          chargeIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})`),
    );
  }

  async markReminded(chargeIds: number[], at: Date): Promise<void> {
    if (chargeIds.length === 0) return;
    await this.db.update(charges).set({ lastReminderAt: at }).where(inArray(charges.id, chargeIds));
  }

  /** Open charges past due of a fee not reminded since `since`, locked for the reminder. */
  async overdueToRemind(feeId: number, today: string, since: Date): Promise<ChargeRow[]> {
    return this.db
      .select()
      .from(charges)
      .where(
        and(
          eq(charges.feeId, feeId),
          sql`(${charges.status} in ('unpaid', 'returned') or (${charges.status} = 'pending' and ${charges.dueOn} < ${today}))`,
          sql`(${charges.lastReminderAt} is null or ${charges.lastReminderAt} < ${since.toISOString()})`,
        ),
      )
      .for('update');
  }
}

type RawCharge = Record<string, unknown> & { teams: string[] | string };

/** A raw row (snake_case columns) as the typed one. */
function fromRaw(row: RawCharge): ManagedChargeRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
  return {
    id: row.id as number,
    publicId: row.public_id as string,
    clubId: row.club_id as number,
    feeId: row.fee_id as number,
    profileId: row.profile_id as number,
    instalment: row.instalment as number,
    amount: row.amount as number,
    refundedAmount: row.refunded_amount as number,
    returnFee: row.return_fee as number,
    currency: row.currency as string,
    dueOn: day(row.due_on),
    status: row.status as string,
    paidMethod: (row.paid_method as string | null) ?? null,
    paidAt: date(row.paid_at),
    note: (row.note as string | null) ?? null,
    refundableUntil: date(row.refundable_until),
    returnReason: (row.return_reason as string | null) ?? null,
    lastReminderAt: date(row.last_reminder_at),
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
    feeHash: row.feeHash as string,
    personHash: row.personHash as string,
    personName: row.personName as string,
    personSurname: row.personSurname as string,
    teams: Array.isArray(row.teams) ? row.teams : [],
    state: row.state as string,
  };
}
