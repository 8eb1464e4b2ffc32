import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';

/** A team as messaging addresses it (its id stays inside the API). */
export type TeamRef = { id: number; publicId: string; name: string; category: string };

const teamRefColumns = { id: teams.id, publicId: teams.publicId, name: teams.name, category: teams.category };

/**
 * The teams and rosters other features address people through (messaging's team recipients and
 * the staff a member may write to). Every answer is one statement, whatever the count.
 */
export class TeamAudienceRepository {
  constructor(private readonly db: Db) {}

  /** Every team of the club, by name. */
  teamsOf(clubId: number): Promise<TeamRef[]> {
    return this.db.select(teamRefColumns).from(teams).where(eq(teams.clubId, clubId)).orderBy(asc(teams.searchName), asc(teams.id));
  }

  /** The club's teams among `hashes` (another club's is simply not found). */
  findTeams(clubId: number, hashes: readonly string[]): Promise<TeamRef[]> {
    if (hashes.length === 0) return Promise.resolve([]);
    return this.db
      .select(teamRefColumns)
      .from(teams)
      .where(and(eq(teams.clubId, clubId), inArray(teams.publicId, [...hashes])));
  }

  /** The profiles on the rosters of the club's teams `teamIds` (players and staff). */
  async rosterProfileIds(clubId: number, teamIds: readonly number[]): Promise<number[]> {
    if (teamIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ profileId: teamMembers.profileId })
      .from(teamMembers)
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.clubId, clubId)))
      .where(inArray(teamMembers.teamId, [...teamIds]));
    return rows.map((row) => row.profileId);
  }

  /** The staff (coach, assistant, delegate: any role but player) of the teams `profileIds` are on. */
  async staffOfTeamsOf(profileIds: readonly number[]): Promise<number[]> {
    if (profileIds.length === 0) return [];
    const theirTeams = this.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(inArray(teamMembers.profileId, [...profileIds]));
    const rows = await this.db
      .selectDistinct({ profileId: teamMembers.profileId })
      .from(teamMembers)
      .where(and(ne(teamMembers.role, 'player'), inArray(teamMembers.teamId, theirTeams)));
    return rows.map((row) => row.profileId);
  }
}
