import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardianships, profiles, threadParticipants } from '../../db/schema';
import { grantsManagerRights } from '../../lib/profile-rights';
import { normaliseSearchText } from '../../lib/search-text';
import { personColumns, type PersonRow } from './mailboxes.repository';
import { rowsOf } from '../../db/rows';

/**
 * Who a new thread reaches, as ids checked to be the club's (recipients.service.ts); a team
 * chosen reaches the profiles of its roster, which the teams feature names (TeamsPublic).
 */
export type Reach = {
  profileIds: number[];
  categories: string[];
  /** Profile types reached as a whole (all partners, all athletes, all guardians). */
  types: number[];
};

/** Both drivers answer raw SQL with `{ rows }`. */
const intList = (values: readonly number[]) =>
  sql.join(
    values.map((value) => sql`${value}::int`),
    sql`, `,
  );
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The people, teams and groups messages are addressed to, and their expansion into participants. */
export class RecipientsRepository {
  constructor(private readonly db: Db) {}

  /** The club's enabled people among `hashes` (someone else's is simply not found). */
  findPeople(clubId: number, hashes: readonly string[]): Promise<PersonRow[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.db
      .select(personColumns)
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.enabled, true), inArray(profiles.publicId, [...hashes])));
  }

  findPeopleByIds(ids: readonly number[]): Promise<PersonRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(personColumns)
      .from(profiles)
      .where(inArray(profiles.id, [...ids]));
  }

  /** The first of these profiles that grants manager rights (the one who creates a mailbox). */
  async managerProfileAmong(clubId: number, profileIds: readonly number[]): Promise<number | undefined> {
    if (profileIds.length === 0) return undefined;
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), inArray(profiles.id, [...profileIds]), grantsManagerRights))
      .orderBy(asc(profiles.id))
      .limit(1);
    return row?.id;
  }

  /** The children `profileId` is a guardian of (their teams' staff are the guardian's to write to). */
  async childrenOf(profileId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: guardianships.childProfileId })
      .from(guardianships)
      .where(eq(guardianships.guardianProfileId, profileId));
    return rows.map((row) => row.id);
  }

  /**
   * People the acting profile may write to personally, searched by name, surname, identification
   * or e-mail: anyone in the club for managers (`reach: 'anyone'`), else the club's managers and
   * the profiles `reach` lists (the staff of the member's and their children's teams). Never itself.
   */
  accessible(
    clubId: number,
    profileId: number,
    options: { reach: 'anyone' | readonly number[]; q?: string; limit: number; onlyIds?: readonly number[] },
  ) {
    const conditions: SQL[] = [eq(profiles.clubId, clubId), eq(profiles.enabled, true), ne(profiles.id, profileId)];
    const { reach } = options;
    if (reach !== 'anyone')
      conditions.push(reach.length ? or(grantsManagerRights, inArray(profiles.id, [...reach]))! : grantsManagerRights);
    const search = options.q ? normaliseSearchText(options.q) : '';
    if (search) conditions.push(sql`${profiles.searchText} like ${`%${escapeLike(search)}%`}`);
    if (options.onlyIds) conditions.push(inArray(profiles.id, [...options.onlyIds]));
    return this.db
      .select(personColumns)
      .from(profiles)
      .where(and(...conditions))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id))
      .limit(options.limit);
  }

  /**
   * Adds a recipient row for every enabled person of the club the reach names, and for each
   * child athlete reached, a row for each of their guardians (`on_behalf_of` the child; a person
   * reached directly keeps no `on_behalf_of`). One statement whatever the count. `excludeProfileId`
   * (the writer) gets no row. Answers the profile ids that got one.
   */
  async insertReachedProfiles(thread: { id: number; clubId: number }, reach: Reach, excludeProfileId: number): Promise<number[]> {
    const club = sql`${thread.clubId}::int`;
    const enabledOfClub = sql`p.club_id = ${club} and p.enabled`;
    const branches: SQL[] = [];
    if (reach.profileIds.length)
      branches.push(sql`select p.id from profiles p where ${enabledOfClub} and p.id in (${intList(reach.profileIds)})`);
    if (reach.types.length) branches.push(sql`select p.id from profiles p where ${enabledOfClub} and p.type in (${intList(reach.types)})`);
    if (reach.categories.length) {
      const categories = sql.join(
        reach.categories.map((category) => sql`${category}`),
        sql`, `,
      );
      branches.push(sql`select p.id from profiles p where ${enabledOfClub} and p.category in (${categories})`);
    }
    if (branches.length === 0) return [];
    const result = await this.db.execute(sql`
      with reached(profile_id) as (${sql.join(branches, sql` union `)}),
      expanded(profile_id, on_behalf_of) as (
        select profile_id, null::int from reached
        union all
        select g.guardian_profile_id, g.child_profile_id
          from reached r
          join profiles child on child.id = r.profile_id and child.type = ${PROFILE_TYPE_CODES.player}::smallint
          join guardianships g on g.child_profile_id = r.profile_id
          join profiles p on p.id = g.guardian_profile_id and ${enabledOfClub}
      )
      insert into ${threadParticipants} (thread_id, club_id, profile_id, side, on_behalf_of_profile_id, unread, activity_at)
      select distinct on (profile_id) ${thread.id}::int, ${club}, profile_id, 'recipient', on_behalf_of, true, now()
        from expanded
       where profile_id <> ${excludeProfileId}::int
       order by profile_id, on_behalf_of nulls first
      on conflict do nothing
      returning profile_id`);
    return rowsOf<{ profile_id: number }>(result).map((row) => Number(row.profile_id));
  }
}
