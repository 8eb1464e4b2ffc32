import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { peopleImports, profiles } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { ClubRow } from '../../../plugins/club-context.repository';

export type ImportRow = typeof peopleImports.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Import sessions of one club. */
export class PeopleImportRepository {
  constructor(private readonly db: Db) {}

  async create(club: ClubRow, values: Pick<ImportRow, 'fileName' | 'type' | 'columns' | 'rows' | 'total' | 'createdBy'>): Promise<ImportRow> {
    const [row] = await this.db
      .insert(peopleImports)
      .values({ ...values, publicId: newPublicId(), clubId: club.id })
      .returning();
    return row!;
  }

  async find(club: ClubRow, publicId: string, db: Db | Tx = this.db): Promise<ImportRow | undefined> {
    const [row] = await db
      .select()
      .from(peopleImports)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.publicId, publicId)));
    return row;
  }

  /** Locks the session for the commit, so two commits of one file cannot both write it. */
  async lock(club: ClubRow, publicId: string, tx: Tx): Promise<ImportRow | undefined> {
    const [row] = await tx
      .select()
      .from(peopleImports)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.publicId, publicId)))
      .for('update');
    return row;
  }

  async update(club: ClubRow, id: number, values: Partial<ImportRow>, db: Db | Tx = this.db): Promise<ImportRow> {
    const [row] = await db
      .update(peopleImports)
      .set(values)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.id, id)))
      .returning();
    return row!;
  }

  /** Identifications already held by people of this type in the club. */
  async takenDni(club: ClubRow, type: number, dni: string[], db: Db | Tx = this.db): Promise<Set<string>> {
    if (dni.length === 0) return new Set();
    const rows = await db
      .select({ dni: profiles.dni })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.type, type), isNotNull(profiles.dni), inArray(profiles.dni, dni)));
    return new Set(rows.map((r) => r.dni!));
  }

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }
}
