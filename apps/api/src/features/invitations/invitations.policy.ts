import { needs, type ClubRules } from '../../lib/authz/policy';

/**
 * Who may do what with invitation links. Routes name these actions (`invitations.manage` in the
 * contract's route table) and the access plugin checks them. Joining through a link needs no
 * rule here: holding a valid link is the permission (checked by the service).
 */
export const INVITATIONS_RULES = {
  /** Create, list and revoke the club's links: those who run it (admins as support). */
  manage: needs('club.run'),
} as const satisfies ClubRules;
