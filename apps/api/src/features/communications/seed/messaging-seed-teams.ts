import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { teamMembers, teams } from '../../../db/schema';
import type { RecipientTeams } from '../recipients.service';

const teamRef = { id: teams.id, publicId: teams.publicId, name: teams.name, category: teams.category };

/**
 * The teams' answers messaging needs (RecipientTeams), read straight from the base seed's tables:
 * the demo seed runs before any app exists, so it has no teams feature to ask (ctx.use). Same
 * answers as the teams feature's TeamAudienceRepository; only the demo writes through it.
 */
export const seedRecipientTeams = (db: Db): RecipientTeams => ({
  teamsOf: (clubId) => db.select(teamRef).from(teams).where(eq(teams.clubId, clubId)).orderBy(asc(teams.searchName), asc(teams.id)),
  findTeams: async (clubId, hashes) =>
    hashes.length
      ? db
          .select(teamRef)
          .from(teams)
          .where(and(eq(teams.clubId, clubId), inArray(teams.publicId, [...hashes])))
      : [],
  rosterProfileIds: async (clubId, teamIds) => {
    if (teamIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ id: teamMembers.profileId })
      .from(teamMembers)
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.clubId, clubId)))
      .where(inArray(teamMembers.teamId, [...teamIds]));
    return rows.map((row) => row.id);
  },
  staffOfTeamsOf: async (profileIds) => {
    if (profileIds.length === 0) return [];
    const theirTeams = db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(inArray(teamMembers.profileId, [...profileIds]));
    const rows = await db
      .selectDistinct({ id: teamMembers.profileId })
      .from(teamMembers)
      .where(and(ne(teamMembers.role, 'player'), inArray(teamMembers.teamId, theirTeams)));
    return rows.map((row) => row.id);
  },
});
