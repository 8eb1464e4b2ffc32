import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../sql-ids';
import { intArray, nullableCodeArray, nullableIntArray } from './sql-arrays';

export type CollectionMatch = {
  id: number;
  chargeHash: string;
  status: string;
  endToEndId: string;
  amount: number;
  chargeId: number;
  mandateId: number;
  personName: string;
  personSurname: string;
  feeName: string;
};

/** What a returns file changes, applied in three statements. Reasons are letters and digits only (checked by the caller). */
export type ReturnChanges = {
  collections: { id: number; status: string; reason: string | null; fee: number | null }[];
  charges: { id: number; status: string; reason: string | null; fee: number }[];
  mandates: { id: number; reason: string }[];
};

/** What a bank's returns file finds and changes: collections by end-to-end id, then returns, refunds and blocked mandates. */
export class SepaReturnsRepository {
  constructor(private readonly db: Db) {}

  /** The club's collections with these end-to-end ids, locked for the returns import. */
  async collectionsByEndToEnd(clubId: number, endToEndIds: string[]): Promise<CollectionMatch[]> {
    if (endToEndIds.length === 0) return [];
    return rowsOf<CollectionMatch>(
      await this.db.execute(sql`
        select sc.id, c.public_id as "chargeHash", sc.status, sc.end_to_end_id as "endToEndId", sc.amount, sc.charge_id as "chargeId", sc.mandate_id as "mandateId",
          p.name as "personName", p.surname as "personSurname", f.name as "feeName"
        from sepa_collections sc join charges c on c.id = sc.charge_id join fees f on f.id = c.fee_id join profiles p on p.id = c.profile_id
        where sc.club_id = ${clubId}::int and sc.end_to_end_id in (${sql.join(
          endToEndIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by sc.id
        for update of sc`),
    );
  }

  /** A returns file's changes: collections returned, charges owed again (or refunded), mandates blocked. */
  async applyReturns(changes: ReturnChanges): Promise<void> {
    const { collections, charges: owed, mandates } = changes;
    if (collections.length) {
      await this.db.execute(sql`
        update sepa_collections sc set status = v.status, reason_code = v.reason, return_fee = v.fee, returned_at = now(), updated_at = now()
        from unnest(${intArray(collections.map((row) => row.id))}, ${nullableCodeArray(collections.map((row) => row.status))},
          ${nullableCodeArray(collections.map((row) => row.reason))}, ${nullableIntArray(collections.map((row) => row.fee))}) as v(id, status, reason, fee)
        where sc.id = v.id`);
    }
    if (owed.length) {
      await this.db.execute(sql`
        update charges c set status = v.status, return_reason = v.reason, return_fee = c.return_fee + v.fee,
          paid_method = null, paid_at = null, refundable_until = null, updated_at = now()
        from unnest(${intArray(owed.map((row) => row.id))}, ${nullableCodeArray(owed.map((row) => row.status))},
          ${nullableCodeArray(owed.map((row) => row.reason))}, ${intArray(owed.map((row) => row.fee))}) as v(id, status, reason, fee)
        where c.id = v.id`);
    }
    if (mandates.length) {
      await this.db.execute(sql`
        update sepa_mandates m set status = 'blocked', blocked_reason = v.reason, updated_at = now()
        from unnest(${intArray(mandates.map((row) => row.id))}, ${nullableCodeArray(mandates.map((row) => row.reason))}) as v(id, reason)
        where m.id = v.id and m.status = 'active'`);
    }
  }
}
