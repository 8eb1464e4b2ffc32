import type { Sport, TeamCategory, TeamGender } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { TeamsRepository } from '../../features/teams/teams.repository';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import type { PersonFixture } from './people';
import { uniqueName } from './unique';

export type TeamFixture = { id: number; hash: string; name: string; clubId: number };
export type RosterEntry = { person: PersonFixture; role?: 'player' | 'coach' | 'assistant' | 'delegate'; number?: number };
export type TeamOverrides = {
  name?: string;
  sport?: Sport;
  category?: TeamCategory;
  gender?: TeamGender;
  /** Default: the club's current season. */
  season?: string | null;
  roster?: RosterEntry[];
};

/** A team of the club, written through the teams repository (the one the service uses). */
export async function createTeam(t: TestApp, club: ClubFixture, overrides: TeamOverrides = {}): Promise<TeamFixture> {
  const repository = new TeamsRepository(t.db);
  const [clubRow] = await t.db.select().from(clubs).where(eq(clubs.id, club.id));
  const team = await repository.create(clubRow!, {
    name: overrides.name ?? `Team ${uniqueName('t')}`,
    sport: overrides.sport ?? 'football',
    category: overrides.category ?? 'Senior',
    gender: overrides.gender ?? 'mixed',
    season: overrides.season === undefined ? club.seasonId : overrides.season,
  });
  if (!team) throw new Error(`team name taken in ${club.shortname}`);
  if (overrides.roster?.length) {
    await repository.replaceRoster(
      team,
      overrides.roster.map((line) => ({ profileId: line.person.id, role: line.role ?? 'player', number: line.number ?? null })),
    );
  }
  return { id: team.id, hash: team.publicId, name: team.name, clubId: club.id };
}
