import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teamTrainings, teams } from '../../db/schema';

/** A weekly training time: ISO weekday, minutes after midnight (Europe/Madrid), and where. */
export type TrainingSlot = { weekday: number; startsAt: number; endsAt: number; place: string };

/** A team some person is on, with its weekly training times (the member's home). */
export type PersonTeam = {
  profileId: number;
  hash: string;
  name: string;
  category: string;
  role: string;
  trainings: TrainingSlot[];
};

/** Teams' weekly training times (issue 25): a team's week, its replacement, and the homes' read. */
export class TeamTrainingsRepository {
  constructor(private readonly db: Db) {}

  /** The team's slots by day and start time; the club scopes the read beside the team. */
  ofTeam(clubId: number, teamId: number): Promise<TrainingSlot[]> {
    return this.db
      .select({
        weekday: teamTrainings.weekday,
        startsAt: teamTrainings.startsAt,
        endsAt: teamTrainings.endsAt,
        place: teamTrainings.place,
      })
      .from(teamTrainings)
      .where(and(eq(teamTrainings.clubId, clubId), eq(teamTrainings.teamId, teamId)))
      .orderBy(asc(teamTrainings.weekday), asc(teamTrainings.startsAt), asc(teamTrainings.id));
  }

  /** Deletes the team's week and writes `slots`: run it in a unit of work, so it is all or nothing. */
  async replace(clubId: number, teamId: number, slots: readonly TrainingSlot[]): Promise<void> {
    await this.db.delete(teamTrainings).where(and(eq(teamTrainings.clubId, clubId), eq(teamTrainings.teamId, teamId)));
    if (slots.length) await this.db.insert(teamTrainings).values(slots.map((slot) => ({ clubId, teamId, ...slot })));
  }

  /** The club's teams `profileIds` are on (by name), each with its training times: two indexed reads. */
  async teamsOfPeople(clubId: number, profileIds: readonly number[]): Promise<PersonTeam[]> {
    if (profileIds.length === 0) return [];
    const rows = await this.db
      .select({
        profileId: teamMembers.profileId,
        teamId: teams.id,
        hash: teams.publicId,
        name: teams.name,
        category: teams.category,
        role: teamMembers.role,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teams.clubId, clubId), inArray(teamMembers.profileId, [...profileIds])))
      .orderBy(asc(teams.name), asc(teams.id));
    if (rows.length === 0) return [];
    const slots = await this.db
      .select({
        teamId: teamTrainings.teamId,
        weekday: teamTrainings.weekday,
        startsAt: teamTrainings.startsAt,
        endsAt: teamTrainings.endsAt,
        place: teamTrainings.place,
      })
      .from(teamTrainings)
      .where(and(eq(teamTrainings.clubId, clubId), inArray(teamTrainings.teamId, [...new Set(rows.map((row) => row.teamId))])))
      .orderBy(asc(teamTrainings.weekday), asc(teamTrainings.startsAt));
    const byTeam = new Map<number, TrainingSlot[]>();
    for (const { teamId, ...slot } of slots) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), slot]);
    return rows.map(({ teamId, ...row }) => ({ ...row, trainings: byTeam.get(teamId) ?? [] }));
  }
}
