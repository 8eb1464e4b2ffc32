import { sql } from 'drizzle-orm';
import { PERSON_CATEGORIES, PERSON_GENDERS } from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { breakdownOf, rows, sizeOf, type CardValues } from './card-kit';
import { endOf } from './metric-day';
import { METRIC_SETS, type CardScope } from './metric-sets';

const LINE_OF_TYPE: Record<number, string> = { 0: 'members', 3: 'athletes' };

/** Partners (members) and athletes on the day, by category and gender (one grouped read). */
export async function peopleCard(db: Db, s: CardScope): Promise<CardValues> {
  const grouped = await rows<{ type: number; category: string | null; gender: string | null; n: number | string }>(
    db,
    sql`select p.type, p.category, p.gender, count(*) as n from profiles p
      where p.club_id = ${s.clubId} and p.type in (0, 3) and p.enabled and not p.pre_enrollment and p.created_at < ${endOf(s)}
      group by 1, 2, 3`,
  );
  const byLine = grouped.map((row) => ({ ...row, line: LINE_OF_TYPE[Number(row.type)]! }));
  const total = (line: string) => byLine.filter((row) => row.line === line).reduce((sum, row) => sum + Number(row.n), 0);
  const sumBy = (key: 'category' | 'gender') => {
    const sums = new Map<string, { label: string | null; line: string; n: number }>();
    for (const row of byLine) {
      const id = `${row.line}\u0000${row[key] ?? ''}`;
      const entry = sums.get(id) ?? { label: row[key], line: row.line, n: 0 };
      entry.n += Number(row.n);
      sums.set(id, entry);
    }
    return [...sums.values()];
  };
  return {
    figures: { members: total('members'), athletes: total('athletes') },
    breakdowns: {
      peopleByCategory: breakdownOf(sumBy('category'), ['members', 'athletes'], PERSON_CATEGORIES),
      peopleByGender: breakdownOf(sumBy('gender'), ['members', 'athletes'], PERSON_GENDERS),
    },
  };
}

export async function teamsCard(db: Db, s: CardScope): Promise<CardValues> {
  const [byCategory, [players]] = await Promise.all([
    rows<{ label: string; n: number | string }>(
      db,
      sql`select t.category as label, count(*) as n from teams t where t.club_id = ${s.clubId} and t.created_at < ${endOf(s)} group by 1`,
    ),
    rows<{ n: number | string }>(
      db,
      sql`select count(distinct m.profile_id) as n from team_members m join teams t on t.id = m.team_id
        where t.club_id = ${s.clubId} and m.role = 'player' and t.created_at < ${endOf(s)} and m.created_at < ${endOf(s)}`,
    ),
  ]);
  return {
    figures: { teams: byCategory.reduce((sum, row) => sum + Number(row.n), 0), playersInTeams: Number(players?.n ?? 0) },
    breakdowns: {
      teamsByCategory: breakdownOf(
        byCategory.map((row) => ({ ...row, line: 'teams' })),
        ['teams'],
        PERSON_CATEGORIES,
      ),
    },
  };
}

export async function joiningCard(db: Db, s: CardScope): Promise<CardValues> {
  const [signups, pending] = await Promise.all([sizeOf(db, METRIC_SETS.signups(s)), sizeOf(db, METRIC_SETS.preEnrollmentsPending(s))]);
  return { figures: { signups: signups.count, preEnrollmentsPending: pending.count }, breakdowns: {} };
}
