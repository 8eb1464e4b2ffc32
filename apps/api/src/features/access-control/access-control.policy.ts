import { holds } from '../../lib/authz/actor';
import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Access control (issue 24): those who run the club do everything here; a door controller (a
 * profile with `accessController`, lib/authz/roles FLAG_ROLE_TABLE) only scans and reads the
 * check-in lists' names, never a people list or the log.
 */
export const ACCESS_CONTROL_RULES = {
  /** Check-in lists, the scan log and its annulments, devices, controllers. */
  manage: needs('club.run'),
  /** The scan itself and the names of the lists to scan for. */
  scan: (actor) => holds(actor, 'club.run') || holds(actor, 'access.scan'),
} as const satisfies ClubRules;
