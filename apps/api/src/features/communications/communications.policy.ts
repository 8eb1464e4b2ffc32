import type { ClubRole } from '@tribuna/contract';
import type { ClubViewer } from '../../plugins/club-context.repository';
import type { AccessRule } from '../../plugins/access.plugin';

const admin: AccessRule = (s) => s.admin;
const manager: AccessRule = (s) => s.roles.includes('manager');
const anyClubRole: AccessRule = (s) => s.roles.length > 0;

/**
 * Who may do what with a club's messaging, one line per action (routes name them as
 * `communications.read` …; the access plugin checks them before the handler). Thread and
 * message routes then act as the `Profile` header's profile, and the services keep the checks
 * on objects: only participants see a thread (others get 404), only its author side writes
 * broadcasts, only a mailbox's profiles write from it.
 */
export const COMMUNICATIONS_RULES = {
  /** My messages, threads, messages, unread count, attachments; the mailboxes one answers from. */
  read: (s) => admin(s) || anyClubRole(s),
  /** Create, rename, duplicate and remove mailboxes; choose their profiles. */
  manageMailboxes: (s) => admin(s) || manager(s),
  /** See the club's deleted threads and restore them. */
  moderate: (s) => admin(s) || manager(s),
} as const satisfies Record<string, AccessRule>;

/** Managers (and admins) may delete any thread of the club and see the deleted ones. */
export const isModerator = (viewer: ClubViewer) => COMMUNICATIONS_RULES.moderate(viewer);

/**
 * Who a profile may write to personally: managers to anyone and any group; the others to the
 * club's mailboxes and the people of `accesible-participants` (the club's managers and the
 * staff of their teams or their children's teams). Writing from a mailbox speaks for the club:
 * any recipient.
 */
export const writesToAnyone = (role: ClubRole, fromMailbox: boolean) => fromMailbox || role === 'manager';
