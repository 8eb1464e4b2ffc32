import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';

/** A club's team (issue 4 part 5). sport, category and gender hold the contract's codes. */
export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** normaliseSearchText(name): search ignores accents and case. */
    searchName: text('search_name').notNull(),
    sport: text('sport').notNull(),
    category: text('category').notNull(),
    gender: text('gender').notNull(),
    season: text('season'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_public_id_key').on(t.publicId),
    // One team name per club and season (case- and accent-insensitive); no season counts as one.
    uniqueIndex('teams_club_season_name_key').on(t.clubId, sql`coalesce(${t.season}, '')`, t.searchName),
    // The teams list's order (name, then id): the page's ids from this index alone.
    index('teams_club_list_idx').on(t.clubId, t.searchName, t.id),
    check('teams_gender_known', sql`${t.gender} in ('men', 'women', 'mixed')`),
  ],
);

/**
 * Roster lines: a person (profile) of the team's club as player or staff. The service checks
 * the profile belongs to the team's club; one line per person and team.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    number: smallint('number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_profile_key').on(t.teamId, t.profileId),
    index('team_members_profile_idx').on(t.profileId),
    check('team_members_role_known', sql`${t.role} in ('player', 'coach', 'assistant', 'delegate')`),
  ],
);

/**
 * A team's weekly training times (issue 25: the member's and guardian's home shows each one's
 * next training). Times of day are minutes after local midnight in Europe/Madrid, the club's
 * wall clock, like the bookings' opening rules; weekday is ISO (1 Monday … 7 Sunday).
 */
export const teamTrainings = pgTable(
  'team_trainings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startsAt: smallint('starts_at').notNull(),
    endsAt: smallint('ends_at').notNull(),
    /** Where (a pitch, a court, a gym), as people read it. */
    place: text('place').notNull().default(''),
  },
  (t) => [
    index('team_trainings_team_idx').on(t.teamId, t.weekday, t.startsAt),
    check('team_trainings_weekday', sql`${t.weekday} between 1 and 7`),
    check('team_trainings_times', sql`${t.startsAt} >= 0 and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= 1440`),
  ],
);
