import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, subsidies, subsidyBeneficiaries, subsidyExpenses, subsidyManagers } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { PROFILE_TYPE_CODES, type BeneficiarySource } from '@tribuna/contract';

export type SubsidyRow = typeof subsidies.$inferSelect;
export type ExpenseRow = typeof subsidyExpenses.$inferSelect;
export type SubsidyWrite = Partial<
  Pick<SubsidyRow, 'name' | 'funder' | 'reference' | 'amount' | 'startsOn' | 'endsOn' | 'justifyBy' | 'status' | 'notes'>
>;
export type ManagerRow = { subsidyId: number; profileId: number; hash: string; name: string; surname: string };
export type Totals = { subsidyId: number; expenses: number; spent: number; missingReceipts: number; beneficiaries: number };
export type BeneficiaryRow = {
  personHash: string;
  name: string;
  surname: string;
  category: string | null;
  source: string;
  sourceName: string | null;
  addedAt: Date;
};

/** Subsidies, their managers, beneficiaries and expenses; every read and write scoped by club. */
export class SubsidiesRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<SubsidyRow[]> {
    return this.db.select().from(subsidies).where(eq(subsidies.clubId, clubId)).orderBy(desc(subsidies.startsOn), asc(subsidies.name));
  }

  async find(clubId: number, hash: string): Promise<SubsidyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subsidies)
      .where(and(eq(subsidies.clubId, clubId), eq(subsidies.publicId, hash)));
    return row;
  }

  async insert(clubId: number, values: Required<Pick<SubsidyRow, 'name' | 'funder' | 'amount' | 'startsOn' | 'endsOn'>> & SubsidyWrite) {
    const [row] = await this.db
      .insert(subsidies)
      .values({ publicId: newPublicId(), clubId, ...values })
      .returning();
    return row!;
  }

  async update(row: SubsidyRow, values: SubsidyWrite): Promise<SubsidyRow> {
    const [updated] = await this.db
      .update(subsidies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(subsidies.id, row.id), eq(subsidies.clubId, row.clubId)))
      .returning();
    return updated!;
  }

  async touch(row: SubsidyRow): Promise<void> {
    await this.db
      .update(subsidies)
      .set({ updatedAt: sql`now()` })
      .where(eq(subsidies.id, row.id));
  }

  async remove(row: SubsidyRow): Promise<void> {
    await this.db.delete(subsidies).where(and(eq(subsidies.id, row.id), eq(subsidies.clubId, row.clubId)));
  }

  /** The managers of some subsidies of the club, by surname. */
  managers(clubId: number, subsidyIds: readonly number[]): Promise<ManagerRow[]> {
    if (subsidyIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        subsidyId: subsidyManagers.subsidyId,
        profileId: subsidyManagers.profileId,
        hash: profiles.publicId,
        name: profiles.name,
        surname: profiles.surname,
      })
      .from(subsidyManagers)
      .innerJoin(profiles, eq(profiles.id, subsidyManagers.profileId))
      .where(and(eq(subsidyManagers.clubId, clubId), inArray(subsidyManagers.subsidyId, [...subsidyIds])))
      .orderBy(asc(profiles.surname), asc(profiles.name));
  }

  /** The club's enabled manager profiles (type 1) among `hashes`, with panel access. */
  managerProfiles(clubId: number, hashes: readonly string[]): Promise<{ id: number; publicId: string }[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: profiles.id, publicId: profiles.publicId })
      .from(profiles)
      .where(
        and(
          eq(profiles.clubId, clubId),
          inArray(profiles.publicId, [...hashes]),
          eq(profiles.type, PROFILE_TYPE_CODES.manager),
          eq(profiles.enabled, true),
          eq(profiles.panelAccess, true),
          eq(profiles.preEnrollment, false),
        ),
      );
  }

  /** The caller's manager profiles among their granting ones (a creator's default). */
  async ownManagerProfiles(clubId: number, profileIds: readonly number[]): Promise<number[]> {
    if (profileIds.length === 0) return [];
    const rows = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), inArray(profiles.id, [...profileIds]), eq(profiles.type, PROFILE_TYPE_CODES.manager)));
    return rows.map((row) => row.id);
  }

  async setManagers(row: SubsidyRow, profileIds: readonly number[]): Promise<void> {
    await this.db.delete(subsidyManagers).where(eq(subsidyManagers.subsidyId, row.id));
    await this.db
      .insert(subsidyManagers)
      .values(profileIds.map((profileId) => ({ subsidyId: row.id, profileId, clubId: row.clubId })))
      .onConflictDoNothing();
  }

  /** Expense and beneficiary totals of some subsidies of the club. */
  async totals(clubId: number, subsidyIds: readonly number[]): Promise<Map<number, Totals>> {
    const totals = new Map<number, Totals>();
    if (subsidyIds.length === 0) return totals;
    for (const id of subsidyIds) totals.set(id, { subsidyId: id, expenses: 0, spent: 0, missingReceipts: 0, beneficiaries: 0 });
    const expenses = await this.db
      .select({
        subsidyId: subsidyExpenses.subsidyId,
        expenses: count(),
        spent: sql<number>`coalesce(sum(${subsidyExpenses.amount}), 0)::int`,
        missingReceipts: sql<number>`count(*) filter (where ${subsidyExpenses.receiptKey} is null)::int`,
      })
      .from(subsidyExpenses)
      .where(and(eq(subsidyExpenses.clubId, clubId), inArray(subsidyExpenses.subsidyId, [...subsidyIds])))
      .groupBy(subsidyExpenses.subsidyId);
    for (const row of expenses) Object.assign(totals.get(row.subsidyId)!, { ...row, expenses: Number(row.expenses) });
    const beneficiaries = await this.db
      .select({ subsidyId: subsidyBeneficiaries.subsidyId, beneficiaries: count() })
      .from(subsidyBeneficiaries)
      .where(and(eq(subsidyBeneficiaries.clubId, clubId), inArray(subsidyBeneficiaries.subsidyId, [...subsidyIds])))
      .groupBy(subsidyBeneficiaries.subsidyId);
    for (const row of beneficiaries) totals.get(row.subsidyId)!.beneficiaries = Number(row.beneficiaries);
    return totals;
  }

  // Beneficiaries.

  async beneficiaries(clubId: number, subsidyId: number, page?: { limit: number; offset: number }): Promise<BeneficiaryRow[]> {
    const query = this.db
      .select({
        personHash: profiles.publicId,
        name: profiles.name,
        surname: profiles.surname,
        category: profiles.category,
        source: subsidyBeneficiaries.source,
        sourceName: subsidyBeneficiaries.sourceName,
        addedAt: subsidyBeneficiaries.createdAt,
      })
      .from(subsidyBeneficiaries)
      .innerJoin(profiles, eq(profiles.id, subsidyBeneficiaries.profileId))
      .where(and(eq(subsidyBeneficiaries.clubId, clubId), eq(subsidyBeneficiaries.subsidyId, subsidyId)))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  async beneficiaryCount(clubId: number, subsidyId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(subsidyBeneficiaries)
      .where(and(eq(subsidyBeneficiaries.clubId, clubId), eq(subsidyBeneficiaries.subsidyId, subsidyId)));
    return Number(row?.n ?? 0);
  }

  /** The club's people (profiles, pre-enrolments left out) among `hashes`. */
  peopleByHash(clubId: number, hashes: readonly string[]): Promise<{ id: number; publicId: string }[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: profiles.id, publicId: profiles.publicId })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), inArray(profiles.publicId, [...hashes]), eq(profiles.preEnrollment, false)));
  }

  /** The club's enabled people of `category`. */
  async peopleOfCategory(clubId: number, category: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(eq(profiles.clubId, clubId), eq(profiles.category, category), eq(profiles.enabled, true), eq(profiles.preEnrollment, false)),
      );
    return rows.map((row) => row.id);
  }

  /** Adds people (those already in keep their row); answers how many were new. */
  async addBeneficiaries(
    row: SubsidyRow,
    people: readonly { profileId: number; source: BeneficiarySource; sourceName: string | null }[],
  ): Promise<number> {
    let added = 0;
    for (let at = 0; at < people.length; at += 1000) {
      const inserted = await this.db
        .insert(subsidyBeneficiaries)
        .values(people.slice(at, at + 1000).map((p) => ({ subsidyId: row.id, clubId: row.clubId, ...p })))
        .onConflictDoNothing()
        .returning({ profileId: subsidyBeneficiaries.profileId });
      added += inserted.length;
    }
    return added;
  }

  async removeBeneficiary(row: SubsidyRow, personHash: string): Promise<boolean> {
    const removed = await this.db
      .delete(subsidyBeneficiaries)
      .where(
        and(
          eq(subsidyBeneficiaries.subsidyId, row.id),
          eq(subsidyBeneficiaries.clubId, row.clubId),
          sql`${subsidyBeneficiaries.profileId} = (select id from profiles where public_id = ${personHash} and club_id = ${row.clubId})`,
        ),
      )
      .returning({ profileId: subsidyBeneficiaries.profileId });
    return removed.length > 0;
  }

  // What other features show.

  /** The subsidies the profiles manage, by name (the profile's Subsidies submenu). */
  managedBy(profileIds: readonly number[]): Promise<{ profileId: number; clubId: number; id: string; name: string }[]> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ profileId: subsidyManagers.profileId, clubId: subsidies.clubId, id: subsidies.publicId, name: subsidies.name })
      .from(subsidyManagers)
      .innerJoin(subsidies, eq(subsidies.id, subsidyManagers.subsidyId))
      .where(inArray(subsidyManagers.profileId, [...profileIds]))
      .orderBy(asc(subsidies.name), asc(subsidies.id));
  }

  /** The subsidies the profiles benefit from, by name. */
  benefitingBy(profileIds: readonly number[]): Promise<{ profileId: number; id: string; name: string }[]> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ profileId: subsidyBeneficiaries.profileId, id: subsidies.publicId, name: subsidies.name })
      .from(subsidyBeneficiaries)
      .innerJoin(subsidies, eq(subsidies.id, subsidyBeneficiaries.subsidyId))
      .where(inArray(subsidyBeneficiaries.profileId, [...profileIds]))
      .orderBy(asc(subsidies.name), asc(subsidies.id));
  }
}
