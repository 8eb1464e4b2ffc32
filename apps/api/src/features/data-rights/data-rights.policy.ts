import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Audit and data rights (issue 25 part 4): those who run the club read its audit log and answer
 * people's data requests (exports, erasures, the whole club's export). Who approves an erasure
 * (never the one who asked) is an object rule of the erasure service.
 */
export const DATA_RIGHTS_RULES = {
  /** Administration → Audit. */
  audit: needs('club.run'),
  /** Administration → Data rights: exports, erasure requests and approvals, the club's export. */
  manage: needs('club.run'),
} as const satisfies ClubRules;
