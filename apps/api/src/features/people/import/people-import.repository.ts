import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { peopleImports, profiles } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { ClubRow } from '../../../plugins/club-context.repository';

export type ImportRow = typeof peopleImports.$inferSelect;

/** Import sessions of one club; inside a unit of work every method runs in its transaction. */
export class PeopleImportRepository {
  constructor(private readonly db: Db) {}

  async create(
    club: ClubRow,
    values: Pick<ImportRow, 'fileName' | 'type' | 'columns' | 'rows' | 'total' | 'createdBy'>,
  ): Promise<ImportRow> {
    const [row] = await this.db
      .insert(peopleImports)
      .values({ ...values, publicId: newPublicId(), clubId: club.id })
      .returning();
    return row!;
  }

  async find(club: ClubRow, publicId: string): Promise<ImportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(peopleImports)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.publicId, publicId)));
    return row;
  }

  /**
   * Locks the session for the commit, so two commits of one file cannot both write it (only
   * meaningful inside a unit of work: the lock lasts until its transaction ends).
   */
  async lock(club: ClubRow, publicId: string): Promise<ImportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(peopleImports)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.publicId, publicId)))
      .for('update');
    return row;
  }

  async update(club: ClubRow, id: number, values: Partial<ImportRow>): Promise<ImportRow> {
    const [row] = await this.db
      .update(peopleImports)
      .set(values)
      .where(and(eq(peopleImports.clubId, club.id), eq(peopleImports.id, id)))
      .returning();
    return row!;
  }

  /** Identifications already held by people of this type in the club. */
  async takenDni(club: ClubRow, type: number, dni: string[]): Promise<Set<string>> {
    if (dni.length === 0) return new Set();
    const rows = await this.db
      .select({ dni: profiles.dni })
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.type, type), isNotNull(profiles.dni), inArray(profiles.dni, dni)));
    return new Set(rows.map((r) => r.dni!));
  }
}
