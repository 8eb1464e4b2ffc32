import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DEMO_CLUBS } from '../../../db/seed/demo-data';
import { clubs, teamTrainings, teams } from '../../../db/schema';

/** Where each sport trains in the demo. */
const PLACE: Record<string, string> = {
  football: 'Campo municipal',
  futsal: 'Pabellón',
  basketball: 'Pabellón',
  volleyball: 'Pabellón',
  handball: 'Pabellón',
  swimming: 'Piscina cubierta',
};
/** Two weekdays a week, the pairs the demo teams take in turn. */
const DAYS = [
  [1, 3],
  [2, 4],
  [3, 5],
] as const;

/**
 * Weekly training times for the demo clubs' teams (issue 25: the guardian's home shows the
 * child's next training): two evenings a week, 90 minutes, at the sport's place. Idempotent: a
 * team that already has training times is left as it is.
 */
export async function seedDemoTrainings(db: Db): Promise<void> {
  const clubRows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(
      inArray(
        clubs.shortname,
        DEMO_CLUBS.map((club) => club.shortname),
      ),
    );
  for (const club of clubRows) {
    const clubTeams = await db.select({ id: teams.id, sport: teams.sport }).from(teams).where(eq(teams.clubId, club.id)).orderBy(teams.id);
    const trained = new Set(
      (await db.select({ teamId: teamTrainings.teamId }).from(teamTrainings).where(eq(teamTrainings.clubId, club.id))).map(
        (row) => row.teamId,
      ),
    );
    const rows = clubTeams
      .filter((team) => !trained.has(team.id))
      .flatMap((team, index) => {
        const startsAt = 17 * 60 + (index % 4) * 30;
        return DAYS[index % DAYS.length]!.map((weekday) => ({
          clubId: club.id,
          teamId: team.id,
          weekday,
          startsAt,
          endsAt: startsAt + 90,
          place: PLACE[team.sport] ?? 'Instalaciones del club',
        }));
      });
    if (rows.length) await db.insert(teamTrainings).values(rows);
  }
}
