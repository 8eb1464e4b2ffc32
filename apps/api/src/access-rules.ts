import type { AccessRule, AccessRules } from './plugins/access.plugin';
import { TEAMS_RULES } from './features/teams/teams.policy';

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
} satisfies AccessRules;
