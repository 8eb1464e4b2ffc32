import type { AccessRule, AccessRules } from './plugins/access.plugin';
import { TEAMS_RULES } from './features/teams/teams.policy';
import { CLUB_SETTINGS_RULES } from './features/club-settings/club-settings.policy';
import { MEMBER_CARD_RULES } from './features/member-card/member-card.policy';
import { PEOPLE_RULES } from './features/people/people.policy';
import { PERSON_PHOTO_RULES } from './features/person-photo/person-photo.policy';
import { CLUBS_RULES } from './features/clubs/clubs.policy';
import { INVITATIONS_RULES } from './features/invitations/invitations.policy';
import { ONBOARDING_RULES } from './features/onboarding/onboarding.policy';
import { COMMUNICATIONS_RULES } from './features/communications/communications.policy';
import { SPONSORS_RULES } from './features/sponsors/sponsors.policy';
import { PORTAL_RULES } from './features/portal/portal.policy';
import { COMMERCE_RULES } from './features/commerce/commerce.policy';
import { BOOKINGS_RULES } from './features/bookings/bookings.policy';
import { MEMBER_HOME_RULES } from './features/member-home/member-home.policy';

/** `{read, manage}` of feature `teams` → `{'teams.read', 'teams.manage'}`. */
function named<const F extends string, const A extends string>(feature: F, rules: Record<A, AccessRule>) {
  return Object.fromEntries(Object.entries(rules).map(([action, rule]) => [`${feature}.${action}`, rule])) as Record<
    `${F}.${A}`,
    AccessRule
  >;
}

/**
 * Every named action a route may declare (`access: 'teams.manage'` in the contract's route
 * table), composed from the features' policies. The access plugin refuses at start-up a route
 * that names an action missing here.
 */
export const ACCESS_RULES = {
  ...named('teams', TEAMS_RULES),
  ...named('clubSettings', CLUB_SETTINGS_RULES),
  ...named('memberCard', MEMBER_CARD_RULES),
  ...named('people', PEOPLE_RULES),
  ...named('personPhoto', PERSON_PHOTO_RULES),
  ...named('clubs', CLUBS_RULES),
  ...named('onboarding', ONBOARDING_RULES),
  ...named('invitations', INVITATIONS_RULES),
  ...named('communications', COMMUNICATIONS_RULES),
  ...named('sponsors', SPONSORS_RULES),
  ...named('portal', PORTAL_RULES),
  ...named('commerce', COMMERCE_RULES),
  ...named('bookings', BOOKINGS_RULES),
  ...named('memberHome', MEMBER_HOME_RULES),
} satisfies AccessRules;
