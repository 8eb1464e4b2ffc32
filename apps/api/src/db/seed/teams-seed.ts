import { PROFILE_TYPE_CODES, type Sport, type TeamCategory, type TeamGender } from '@tribuna/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { newPublicId } from '../../lib/ids';
import { normaliseSearchText } from '../../lib/search-text';
import type { Db } from '../client';
import { clubs, guardianships, profiles, teamMembers, teams } from '../schema';

type DemoTeam = { name: string; sport: Sport; category: TeamCategory; gender: TeamGender };

/** Issue 4 part 8: CD Demo gets 12 teams across sports, categories and genders; CA Exemple 3. */
export const DEMO_TEAMS: Record<string, DemoTeam[]> = {
  'cd-demo': [
    { name: 'Sénior Masculino A', sport: 'football', category: 'Senior', gender: 'men' },
    { name: 'Sénior Femenino', sport: 'football', category: 'Senior', gender: 'women' },
    { name: 'Juvenil A', sport: 'football', category: 'Youth', gender: 'men' },
    { name: 'Cadete Mixto', sport: 'football', category: 'Under-16', gender: 'mixed' },
    { name: 'Infantil Fútbol Sala', sport: 'futsal', category: 'Under-14', gender: 'mixed' },
    { name: 'Alevín A', sport: 'football', category: 'Under-12', gender: 'mixed' },
    { name: 'Benjamín Baloncesto', sport: 'basketball', category: 'Under-10', gender: 'mixed' },
    { name: 'Baloncesto Femenino Júnior', sport: 'basketball', category: 'Youth', gender: 'women' },
    { name: 'Prebenjamín', sport: 'football', category: 'Under-8', gender: 'mixed' },
    { name: 'Escuela Chupetines', sport: 'multisport', category: 'Under-6', gender: 'mixed' },
    { name: 'Pádel Veteranos', sport: 'padel', category: 'Senior', gender: 'men' },
    { name: 'Natación Infantil', sport: 'swimming', category: 'Under-14', gender: 'mixed' },
  ],
  'ca-exemple': [
    { name: 'Atletisme Absolut', sport: 'athletics', category: 'Senior', gender: 'mixed' },
    { name: 'Cros Sub-14', sport: 'athletics', category: 'Under-14', gender: 'mixed' },
    { name: 'Triatló Femení', sport: 'triathlon', category: 'Senior', gender: 'women' },
  ],
};

const PLAYERS_PER_TEAM = 12;

/**
 * Creates the demo teams and fills each empty roster with the club's own people: players of the
 * team's category (and gender, when the people seed set one), else any players, plus an adult
 * as coach; children of guardians with an account are picked first. Idempotent: teams are matched by club, season and name, and a roster that already
 * has lines (a manager may have edited it) is left alone. Run after the people seed.
 */
export async function seedDemoTeams(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [shortname, demoTeams] of Object.entries(DEMO_TEAMS)) {
      const [club] = await tx.select().from(clubs).where(eq(clubs.shortname, shortname));
      if (!club) continue;
      const people = await tx
        .select({ id: profiles.id, type: profiles.type, category: profiles.category, gender: profiles.gender })
        .from(profiles)
        .where(and(eq(profiles.clubId, club.id), eq(profiles.enabled, true)))
        .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
      // Children whose guardian signs in go first, so the demo guardian's child plays in their
      // category's team (and a message to that team reaches the guardian in the demo).
      const guarded = new Set(
        (
          await tx
            .select({ id: guardianships.childProfileId })
            .from(guardianships)
            .innerJoin(profiles, eq(profiles.id, guardianships.guardianProfileId))
            .where(and(eq(profiles.clubId, club.id), isNotNull(profiles.userId)))
        ).map((row) => row.id),
      );
      const players = people
        .filter((p) => p.type === PROFILE_TYPE_CODES.player)
        .sort((a, b) => Number(guarded.has(b.id)) - Number(guarded.has(a.id)));
      const adults = people.filter((p) => p.type === PROFILE_TYPE_CODES.member || p.type === PROFILE_TYPE_CODES.manager);

      for (const [index, demo] of demoTeams.entries()) {
        await tx
          .insert(teams)
          .values({ publicId: newPublicId(), clubId: club.id, searchName: normaliseSearchText(demo.name), season: club.seasonId, ...demo })
          .onConflictDoNothing();
        const [team] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(
            and(
              eq(teams.clubId, club.id),
              sql`coalesce(${teams.season}, '') = ${club.seasonId ?? ''}`,
              eq(teams.searchName, normaliseSearchText(demo.name)),
            ),
          );
        if (!team) continue;
        const [existing] = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.teamId, team.id)).limit(1);
        if (existing) continue;

        const wantedGender = demo.gender === 'men' ? 'male' : demo.gender === 'women' ? 'female' : null;
        const fits = players.filter((p) => p.category === demo.category && (!wantedGender || p.gender === wantedGender));
        const pool = fits.length ? fits : players.slice((index * 3) % Math.max(players.length, 1));
        const lineUp = pool.slice(0, PLAYERS_PER_TEAM);
        const coach = adults.length ? adults[index % adults.length] : undefined;
        const lines: (typeof teamMembers.$inferInsert)[] = lineUp.map((p, n) => ({
          teamId: team.id,
          profileId: p.id,
          role: 'player',
          number: n + 1,
        }));
        if (coach && !lineUp.some((p) => p.id === coach.id)) lines.push({ teamId: team.id, profileId: coach.id, role: 'coach' });
        if (lines.length) await tx.insert(teamMembers).values(lines).onConflictDoNothing();
      }
    }
  });
}
