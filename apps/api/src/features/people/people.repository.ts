import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardianships, profiles } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { ClubRow } from '../../plugins/club-context.repository';
import { peopleOrder, peopleWhere, type PeopleFilter } from './people-filter';
import { PERSON_COLUMNS, type PersonRow } from './person-row';

export type Page = { limit: number; offset: number };
/** Columns a manager writes (people.service.ts maps the contract body onto them). */
export type PersonWrite = Partial<
  Pick<
    typeof profiles.$inferInsert,
    | 'name'
    | 'surname'
    | 'dni'
    | 'email'
    | 'phone'
    | 'birthDate'
    | 'gender'
    | 'category'
    | 'panelAccess'
    | 'enabled'
    | 'termsVersion'
    | 'termsCustom'
    | 'termsAcceptedAt'
  >
>;

/**
 * People (profile rows) of one club. Every method takes the club it is scoped to. Built once on
 * the pool and again inside each unit of work (repositories.ts), where it writes in that
 * transaction.
 */
export class PeopleRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page in list order. The page's ids are picked first from the list index alone (an
   * index-only scan skips the offset's rows without reading them), then only those rows are read:
   * page 300 of 20,000 people costs about what page 1 does.
   */
  async page(club: ClubRow, filter: PeopleFilter, page: Page): Promise<PersonRow[]> {
    const order = peopleOrder(filter);
    const pageIds = this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(peopleWhere(club.id, filter))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), inArray(profiles.id, pageIds)))
      .orderBy(...order);
  }

  /** How many people match the filter (reads only the index). */
  async count(club: ClubRow, filter: PeopleFilter): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(profiles)
      .where(peopleWhere(club.id, filter));
    return row?.total ?? 0;
  }

  /** Every person under the filter, in list order, in batches (the export streams them). */
  async *each(club: ClubRow, filter: PeopleFilter, batch = 1000): AsyncGenerator<PersonRow[]> {
    for (let offset = 0; ; offset += batch) {
      const rows = await this.db
        .select(PERSON_COLUMNS)
        .from(profiles)
        .where(peopleWhere(club.id, filter))
        .orderBy(...peopleOrder(filter))
        .limit(batch)
        .offset(offset);
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
    }
  }

  async find(club: ClubRow, publicId: string): Promise<PersonRow | undefined> {
    const [row] = await this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), eq(profiles.publicId, publicId)));
    return row;
  }

  /** Another person of the same type with this dni (the same person twice is refused). */
  async dniTaken(club: ClubRow, type: number, dni: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.clubId, club.id),
          eq(profiles.type, type),
          eq(profiles.dni, dni),
          exceptId === undefined ? undefined : ne(profiles.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Inserts people; the database draws the qr identifier and the membership number. */
  async insert(club: ClubRow, rows: (PersonWrite & { type: number; name: string; surname: string })[]) {
    if (rows.length === 0) return [];
    return this.db
      .insert(profiles)
      .values(rows.map((row) => ({ ...row, publicId: newPublicId(), clubId: club.id })))
      .returning({ id: profiles.id, publicId: profiles.publicId });
  }

  async update(club: ClubRow, id: number, values: PersonWrite): Promise<void> {
    await this.db
      .update(profiles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(profiles.clubId, club.id), eq(profiles.id, id)));
  }

  /** Profiles of the same account in this club (the person's own when there is no account). */
  async profilesOf(club: ClubRow, person: PersonRow): Promise<PersonRow[]> {
    const same = person.userId === null ? eq(profiles.id, person.id) : eq(profiles.userId, person.userId);
    return this.db
      .select(PERSON_COLUMNS)
      .from(profiles)
      .where(and(eq(profiles.clubId, club.id), same))
      .orderBy(profiles.type);
  }

  /** Guardians of the person (as child) and children of the person (as guardian), in the club. */
  async family(club: ClubRow, person: PersonRow): Promise<{ guardians: PersonRow[]; children: PersonRow[] }> {
    const guardianIds = this.db
      .select({ id: guardianships.guardianProfileId })
      .from(guardianships)
      .where(eq(guardianships.childProfileId, person.id));
    const childIds = this.db
      .select({ id: guardianships.childProfileId })
      .from(guardianships)
      .where(eq(guardianships.guardianProfileId, person.id));
    const inClub = (ids: SQL) =>
      this.db
        .select(PERSON_COLUMNS)
        .from(profiles)
        .where(and(eq(profiles.clubId, club.id), inArray(profiles.id, ids)))
        .orderBy(profiles.surname, profiles.name, profiles.id);
    const [guardians, children] = await Promise.all([inClub(sql`${guardianIds}`), inClub(sql`${childIds}`)]);
    return { guardians, children };
  }
}
