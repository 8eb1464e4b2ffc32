import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sepaCreditors } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

export type CreditorRow = typeof sepaCreditors.$inferSelect & { batches: number };
export type CreditorValues = Omit<typeof sepaCreditors.$inferInsert, 'id' | 'publicId' | 'clubId' | 'createdAt' | 'updatedAt'>;

// Qualified by hand: drizzle leaves columns of a one-table select unqualified, and "id" would be the batch's.
const batchCount = sql<number>`(select count(*)::int from sepa_batches b where b.creditor_id = sepa_creditors.id)`;

/** The club's SEPA creditor identifiers, one per bank account; one of them the default. */
export class CreditorsRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<CreditorRow[]> {
    return this.db
      .select({ ...this.columns(), batches: batchCount })
      .from(sepaCreditors)
      .where(eq(sepaCreditors.clubId, clubId))
      .orderBy(desc(sepaCreditors.isDefault), asc(sepaCreditors.label), asc(sepaCreditors.id));
  }

  async find(clubId: number, hash: string): Promise<CreditorRow | undefined> {
    const [row] = await this.db
      .select({ ...this.columns(), batches: batchCount })
      .from(sepaCreditors)
      .where(and(eq(sepaCreditors.clubId, clubId), eq(sepaCreditors.publicId, hash)));
    return row;
  }

  async create(clubId: number, values: CreditorValues): Promise<number> {
    const [row] = await this.db
      .insert(sepaCreditors)
      .values({ ...values, clubId, publicId: newPublicId() })
      .returning({ id: sepaCreditors.id });
    return row!.id;
  }

  async update(id: number, values: Partial<CreditorValues>): Promise<void> {
    await this.db
      .update(sepaCreditors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sepaCreditors.id, id));
  }

  /** Makes one creditor the club's only default. */
  async unsetOtherDefaults(clubId: number, keepId: number): Promise<void> {
    await this.db
      .update(sepaCreditors)
      .set({ isDefault: false })
      .where(and(eq(sepaCreditors.clubId, clubId), ne(sepaCreditors.id, keepId)));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(sepaCreditors).where(eq(sepaCreditors.id, id));
  }

  /** Serialises changes of one club's creditors (the default flag, the first creditor). */
  async lockClub(clubId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('sepa_creditors'), ${clubId}::int)`);
  }

  private columns() {
    const { id, publicId, clubId, label, name, creditorIdentifier, iban, bic, preNotificationDays, isDefault, createdAt, updatedAt } =
      sepaCreditors;
    return { id, publicId, clubId, label, name, creditorIdentifier, iban, bic, preNotificationDays, isDefault, createdAt, updatedAt };
  }
}
