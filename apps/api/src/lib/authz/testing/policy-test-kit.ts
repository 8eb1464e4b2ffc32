import type { Actor } from '../actor';
import type { ClubRule } from '../policy';

/** One actor per role (and the admin, and a stranger with no profile in the club), for rule tests. */
export const SAMPLE_ACTORS = {
  admin: { admin: true, roles: [] },
  manager: { admin: false, roles: ['manager'] },
  member: { admin: false, roles: ['member'] },
  player: { admin: false, roles: ['player'] },
  guardian: { admin: false, roles: ['guardian'] },
  external: { admin: false, roles: ['external'] },
  stranger: { admin: false, roles: [] },
} as const satisfies Record<string, Actor>;
export type SampleActor = keyof typeof SAMPLE_ACTORS;

/** The sample actors a club-level rule lets through (the others are refused), in SAMPLE_ACTORS order. */
export const whoMay = (rule: ClubRule): SampleActor[] =>
  (Object.keys(SAMPLE_ACTORS) as SampleActor[]).filter((name) => rule(SAMPLE_ACTORS[name]));

/** Every actor who belongs to the club, whatever their role. */
export const EVERY_CLUB_ROLE: SampleActor[] = ['manager', 'member', 'player', 'guardian', 'external'];
