import type { Actor } from '../../lib/authz/actor';
import { definePolicy, needs, type ClubRules } from '../../lib/authz/policy';

/** Those who run the club list the grants and record new ones. */
export const SUBSIDIES_RULES = {
  manage: needs('club.run'),
} as const satisfies ClubRules;

/** A subsidy as its object rule sees it: the manager profiles it is assigned to. */
export type SubsidyAccess = { managerProfileIds: readonly number[] };

/**
 * Inside a subsidy (detail, beneficiaries, expenses, receipts, justification) only its managers,
 * and platform admins as support; anyone else who runs the club does not learn it is there.
 */
export const subsidiesPolicy = definePolicy(SUBSIDIES_RULES, {
  open: {
    allows: (actor: Actor, subsidy: SubsidyAccess) =>
      actor.admin || (actor.profileIds ?? []).some((id) => subsidy.managerProfileIds.includes(id)),
    refuse: 'notFound',
  },
});
