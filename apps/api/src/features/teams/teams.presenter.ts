import {
  SPORTS,
  TEAM_CATEGORIES,
  TEAM_GENDERS,
  TEAM_ROSTER_ROLES,
  type Sport,
  type Team,
  type TeamCategory,
  type TeamDetail,
  type TeamGender,
  type TeamRosterEntry,
  type TeamRosterRole,
} from '@tribuna/contract';
import type { TeamListRow, TeamRow } from './teams.repository';

// Columns hold contract codes written through the contract schemas; an unknown value can only
// come from a newer version's data, and then the nearest safe code is shown rather than a 500.
const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function presentTeam(row: TeamRow, rosterCount: number, playerCount: number): Team {
  return {
    hash: row.publicId,
    name: row.name,
    sport: oneOf<Sport>(SPORTS, row.sport, 'other'),
    category: oneOf<TeamCategory>(TEAM_CATEGORIES, row.category, 'Senior'),
    gender: oneOf<TeamGender>(TEAM_GENDERS, row.gender, 'mixed'),
    season: row.season,
    rosterCount,
    playerCount,
  };
}

export const presentTeamListItem = (row: TeamListRow): Team => presentTeam(row, row.rosterCount, row.playerCount);

type RosterRow = { hash: string; name: string; surname: string; role: string; number: number | null };
const STAFF_FIRST: Record<TeamRosterRole, number> = { coach: 0, assistant: 1, delegate: 2, player: 3 };

/** Staff first (coach, assistant, delegate), then players by shirt number, then by surname. */
export function presentTeamDetail(row: TeamRow, roster: RosterRow[]): TeamDetail {
  const lines: TeamRosterEntry[] = roster.map((r) => ({
    hash: r.hash,
    name: r.name,
    surname: r.surname,
    role: oneOf<TeamRosterRole>(TEAM_ROSTER_ROLES, r.role, 'player'),
    number: r.number,
  }));
  // Stable sort: the repository's surname order is kept within equal keys.
  lines.sort((a, b) => STAFF_FIRST[a.role] - STAFF_FIRST[b.role] || (a.number ?? 1000) - (b.number ?? 1000));
  return { ...presentTeam(row, lines.length, lines.filter((line) => line.role === 'player').length), roster: lines };
}
