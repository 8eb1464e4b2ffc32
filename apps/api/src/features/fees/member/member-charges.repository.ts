import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ownOrChildren } from './payer-filter';
import { charges, fees, profiles, users } from '../../../db/schema';

export type MemberChargeRow = typeof charges.$inferSelect;
/** A charge with what the member reads of its fee. */
export type MemberChargeView = MemberChargeRow & { feeName: string; instalments: number };
/** What the Payments page shows of a charge (presentCharge): the list reads only these columns. */
export type MemberChargeListed = Pick<
  MemberChargeView,
  | 'publicId'
  | 'profileId'
  | 'instalment'
  | 'amount'
  | 'returnFee'
  | 'refundedAmount'
  | 'currency'
  | 'dueOn'
  | 'status'
  | 'paidAt'
  | 'paidMethod'
  | 'refundableUntil'
  | 'returnReason'
  | 'feeName'
  | 'instalments'
>;
/** Someone whose charges the account sees: its own profile, or a child of one. */
export type PayerRow = { id: number; hash: string; name: string; surname: string; relation: 'self' | 'child' };

const payerColumns = { id: profiles.id, hash: profiles.publicId, name: profiles.name, surname: profiles.surname };
const chargeView = { ...getTableColumns(charges), feeName: fees.name, instalments: fees.instalments };

/**
 * The member's side of charges: whose charges an account sees (its profiles in the club and
 * their children through guardianships), those charges, and the row-locked changes a payment
 * makes. Every query names the club.
 */
export class MemberChargesRepository {
  /** The Payments page's reads, prepared on first use (built once, not per request). */
  private ofAccountQuery: ReturnType<MemberChargesRepository['buildOfAccount']> | undefined;
  private payersQuery: ReturnType<MemberChargesRepository['buildPayers']> | undefined;

  constructor(private readonly db: Db) {}

  /** The account's own profiles (`profileIds`, the club context's) and their children, in the club. */
  async payers(clubId: number, profileIds: readonly number[]): Promise<PayerRow[]> {
    if (profileIds.length === 0) return [];
    this.payersQuery ??= this.buildPayers();
    const rows = await this.payersQuery.execute({ clubId, ids: [...profileIds] });
    return rows.map(({ child, ...row }) => ({ ...row, relation: child ? 'child' : 'self' }));
  }

  /** Own profiles first, then children, each by id. */
  private buildPayers() {
    const child = sql<boolean>`not (${profiles.id} = any(${sql.placeholder('ids')}::int[]))`;
    return this.db
      .select({ ...payerColumns, child })
      .from(profiles)
      .where(and(eq(profiles.clubId, sql.placeholder('clubId')), ownOrChildren(profiles.id)))
      .orderBy(child, asc(profiles.id))
      .prepare('member_payers');
  }

  /** One profile of the club, as a payer seen by an admin (who has no family of their own there). */
  async person(clubId: number, profileId: number): Promise<PayerRow | undefined> {
    const [row] = await this.db
      .select(payerColumns)
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.id, profileId)));
    return row && { ...row, relation: 'self' };
  }

  async profileByHash(clubId: number, profileHash: string): Promise<PayerRow | undefined> {
    const [row] = await this.db
      .select(payerColumns)
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.publicId, profileHash)));
    return row && { ...row, relation: 'self' };
  }

  /**
   * The charges of the account's own profiles in the club and of their children, due date first
   * (the Payments page's hot path). The fee's name comes by its key, row by row: joined, the
   * planner guessed a hundred rows and hashed every fee (and every profile) of every club,
   * 5 times slower with 5,000 people than these 41 key lookups. One lookup a row (a lateral
   * join) for name and instalments: two scalar subqueries took twice the lookups, 0.30 against
   * 0.17 ms with 50,000 charges. Only the shown columns: the others (note, reminder and row
   * dates, keys) cost parsing and mapping on every request.
   */
  async ofAccount(clubId: number, profileIds: readonly number[]): Promise<MemberChargeListed[]> {
    if (profileIds.length === 0) return [];
    this.ofAccountQuery ??= this.buildOfAccount();
    return this.ofAccountQuery.execute({ clubId, ids: [...profileIds] });
  }

  private buildOfAccount() {
    // Every charge has its fee (fee_id is a non-null foreign key): an inner join drops none.
    const fee = this.db.select({ name: fees.name, instalments: fees.instalments }).from(fees).where(eq(fees.id, charges.feeId)).as('fee');
    return this.db
      .select({
        publicId: charges.publicId,
        profileId: charges.profileId,
        instalment: charges.instalment,
        amount: charges.amount,
        returnFee: charges.returnFee,
        refundedAmount: charges.refundedAmount,
        currency: charges.currency,
        dueOn: charges.dueOn,
        status: charges.status,
        paidAt: charges.paidAt,
        paidMethod: charges.paidMethod,
        refundableUntil: charges.refundableUntil,
        returnReason: charges.returnReason,
        feeName: fee.name,
        instalments: fee.instalments,
      })
      .from(charges)
      .innerJoinLateral(fee, sql`true`)
      .where(and(eq(charges.clubId, sql.placeholder('clubId')), ownOrChildren(charges.profileId)))
      .orderBy(asc(charges.dueOn), asc(charges.id))
      .prepare('member_charges_of_account');
  }

  async find(clubId: number, chargeHash: string): Promise<MemberChargeView | undefined> {
    const [row] = await this.db
      .select(chargeView)
      .from(charges)
      .innerJoin(fees, eq(fees.id, charges.feeId))
      .where(and(eq(charges.clubId, clubId), eq(charges.publicId, chargeHash)));
    return row;
  }

  /** The charge, locked until the transaction ends: two payments of one charge wait for each other. */
  async lock(clubId: number, chargeHash: string): Promise<MemberChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(charges)
      .where(and(eq(charges.clubId, clubId), eq(charges.publicId, chargeHash)))
      .for('update');
    return row;
  }

  async update(id: number, values: Partial<Omit<MemberChargeRow, 'id' | 'publicId' | 'clubId'>>): Promise<MemberChargeRow> {
    const [row] = await this.db
      .update(charges)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(charges.id, id))
      .returning();
    return row!;
  }

  /** The address a card checkout is opened for (the account's). */
  async emailOf(userId: number): Promise<string> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? '';
  }
}
