import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, teamMembers, teams } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { normaliseSearchText } from '../../lib/search-text';
import type { ClubRow } from '../../plugins/club-context.repository';
import { isUniqueViolation } from '../../lib/db-errors';

export type TeamRow = typeof teams.$inferSelect;
export type TeamListRow = TeamRow & { rosterCount: number; playerCount: number };
export type TeamValues = { name: string; sport: string; category: string; gender: string; season: string | null };
export type RosterLine = { profileId: number; role: string; number: number | null };
export type TeamFilter = { sports?: string[]; categories?: string[]; genders?: string[]; season?: string; search?: string };
export type Page = { limit: number; offset: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Qualified by hand: inside the subquery Drizzle renders bare column names, and a bare "id" would
// be team_members.id, not the outer team's.
const rosterCount = sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = "teams"."id")`.mapWith(Number);
const playerCount =
  sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = "teams"."id" and ${teamMembers.role} = 'player')`.mapWith(
    Number,
  );

/** Teams and rosters. Every method takes the club (or a team already loaded within it). */
export class TeamsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page in list order (name, then id: ties never swap between pages). The page's ids are
   * picked first from teams_club_list_idx alone (an index-only scan skips the offset's rows without
   * reading them), then only those teams and their roster counts are read: a late page costs about
   * what page 1 does. The total is counted from the same index.
   */
  async list(club: ClubRow, filter: TeamFilter, page: Page) {
    const where = this.listWhere(club, filter);
    const pageIds = this.db
      .select({ id: teams.id })
      .from(teams)
      .where(where)
      .orderBy(asc(teams.searchName), asc(teams.id))
      .limit(page.limit)
      .offset(page.offset);
    const [rows, [count]] = await Promise.all([
      this.db
        .select({ team: teams, rosterCount, playerCount })
        .from(teams)
        .where(and(eq(teams.clubId, club.id), inArray(teams.id, pageIds)))
        .orderBy(asc(teams.searchName), asc(teams.id)),
      this.db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(teams)
        .where(where),
    ]);
    const items: TeamListRow[] = rows.map((r) => ({ ...r.team, rosterCount: r.rosterCount, playerCount: r.playerCount }));
    return { items, total: count?.total ?? 0 };
  }

  private listWhere(club: ClubRow, filter: TeamFilter): SQL | undefined {
    const conditions: SQL[] = [eq(teams.clubId, club.id)];
    if (filter.sports) conditions.push(inArray(teams.sport, filter.sports));
    if (filter.categories) conditions.push(inArray(teams.category, filter.categories));
    if (filter.genders) conditions.push(inArray(teams.gender, filter.genders));
    if (filter.season) conditions.push(eq(teams.season, filter.season));
    const search = filter.search ? normaliseSearchText(filter.search) : '';
    if (search) conditions.push(sql`${teams.searchName} like ${`%${escapeLike(search)}%`}`);
    return and(...conditions);
  }

  async find(club: ClubRow, teamHash: string): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.clubId, club.id), eq(teams.publicId, teamHash)));
    return row;
  }

  /** Roster lines with the person's names; the join re-checks the person is in the team's club. */
  roster(team: TeamRow) {
    return this.db
      .select({
        hash: profiles.publicId,
        name: profiles.name,
        surname: profiles.surname,
        role: teamMembers.role,
        number: teamMembers.number,
      })
      .from(teamMembers)
      .innerJoin(profiles, and(eq(profiles.id, teamMembers.profileId), eq(profiles.clubId, team.clubId)))
      .where(eq(teamMembers.teamId, team.id))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
  }

  /** Undefined when the name is taken in that season. */
  async create(club: ClubRow, values: TeamValues): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .insert(teams)
      .values({ publicId: newPublicId(), clubId: club.id, searchName: normaliseSearchText(values.name), ...values })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Undefined when the new name is taken in that season. */
  async update(team: TeamRow, values: Partial<TeamValues>): Promise<TeamRow | undefined> {
    const set = { ...values, updatedAt: sql`now()`, ...(values.name ? { searchName: normaliseSearchText(values.name) } : {}) };
    try {
      const [row] = await this.db
        .update(teams)
        .set(set)
        .where(and(eq(teams.id, team.id), eq(teams.clubId, team.clubId)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async remove(team: TeamRow): Promise<void> {
    await this.db.delete(teams).where(and(eq(teams.id, team.id), eq(teams.clubId, team.clubId)));
  }

  /**
   * The club's people among `hashes` (a foreign club's person is simply not found); only enabled
   * ones unless `includeDisabled` (removing a disabled person from a roster is fine).
   */
  findPeople(club: ClubRow, hashes: string[], { includeDisabled = false } = {}) {
    if (hashes.length === 0) return Promise.resolve([] as { id: number; hash: string }[]);
    const conditions = [eq(profiles.clubId, club.id), inArray(profiles.publicId, hashes)];
    if (!includeDisabled) conditions.push(eq(profiles.enabled, true));
    return this.db
      .select({ id: profiles.id, hash: profiles.publicId })
      .from(profiles)
      .where(and(...conditions));
  }

  /** Replaces the whole roster in one transaction: all lines or none. */
  async replaceRoster(team: TeamRow, lines: RosterLine[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(teamMembers).where(eq(teamMembers.teamId, team.id));
      if (lines.length) await tx.insert(teamMembers).values(lines.map((line) => ({ teamId: team.id, ...line })));
      await tx
        .update(teams)
        .set({ updatedAt: sql`now()` })
        .where(eq(teams.id, team.id));
    });
  }

  /** Adds the person, or changes their role and number when already there. */
  async upsertMember(team: TeamRow, line: RosterLine): Promise<void> {
    await this.db
      .insert(teamMembers)
      .values({ teamId: team.id, ...line })
      .onConflictDoUpdate({
        target: [teamMembers.teamId, teamMembers.profileId],
        set: { role: line.role, number: line.number },
      });
  }

  /** True when a line was removed. */
  async removeMember(team: TeamRow, profileId: number): Promise<boolean> {
    const removed = await this.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.profileId, profileId)))
      .returning({ id: teamMembers.id });
    return removed.length > 0;
  }

  /** Teams of the club a person is on the roster of, with the role there (the people feature's person page). */
  teamsOfPerson(clubId: number, profileId: number): Promise<{ id: string; name: string; role: string }[]> {
    return this.db
      .select({ id: teams.publicId, name: teams.name, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.clubId, clubId)))
      .where(eq(teamMembers.profileId, profileId))
      .orderBy(teams.name, teams.id);
  }
}
