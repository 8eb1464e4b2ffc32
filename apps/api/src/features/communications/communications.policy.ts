import type { ClubRole } from '@tribuna/contract';
import type { Actor } from '../../lib/authz/actor';
import { definePolicy, needs, type ClubRules } from '../../lib/authz/policy';
import { rolesGrant } from '../../lib/authz/roles';

/**
 * Who may do what with a club's messaging, one line per action (routes name them as
 * `communications.read` …; the access plugin checks them before the handler). Thread and
 * message routes then act as the `Profile` header's profile.
 */
export const COMMUNICATIONS_RULES = {
  /** My messages, threads, messages, unread count, attachments; the mailboxes one answers from. */
  read: needs('club.look'),
  /** Create, rename, duplicate and remove mailboxes; choose their profiles. */
  manageMailboxes: needs('club.run'),
  /** See the club's deleted threads and restore them; delete any thread. */
  moderate: needs('club.run'),
} as const satisfies ClubRules;

/**
 * A thread as the acting profile reaches it (thread-access.ts loads it): the thread and the
 * profile's rows in it, its own and those of the mailboxes it answers from.
 */
export type ReachedThread = { thread: { id: number; deletedAt: Date | null }; rows: readonly { id: number; side: string }[] };

/** One conversation of a thread (a recipient's private exchange with the author side). */
export type ConversationOfThread = { threadId: number; participantId: number };

const takesPart = (reached: ReachedThread) => reached.rows.length > 0;
const authorSide = (reached: ReachedThread) => reached.rows.some((row) => row.side === 'author');
const moderates = COMMUNICATIONS_RULES.moderate;

/**
 * The rules on one thread. Someone who takes no part in a thread is told nothing about it: 404,
 * as for a thread that does not exist, unless they moderate and the action lets them in.
 */
export const communicationsPolicy = definePolicy(COMMUNICATIONS_RULES, {
  /** Read it, its messages and attachments; archive it, mark it read; write in it. */
  readThread: { allows: (_actor: Actor, reached: ReachedThread) => takesPart(reached), refuse: 'notFound' },
  /** Open it, also from the Deleted messages page: a moderator reads the club's deleted threads. */
  openThread: {
    allows: (actor: Actor, reached: ReachedThread) => takesPart(reached) || (moderates(actor) && reached.thread.deletedAt !== null),
    refuse: 'notFound',
  },
  /** Reach it to delete or restore it: its participants, and a moderator any thread of the club. */
  reachThread: { allows: (actor: Actor, reached: ReachedThread) => takesPart(reached) || moderates(actor), refuse: 'notFound' },
  /** Delete it: its author side, or a moderator. */
  deleteThread: { allows: (actor: Actor, reached: ReachedThread) => authorSide(reached) || moderates(actor), refuse: 'forbidden' },
  /** Read or answer one conversation: the author side every one of the thread, a recipient only its own (others: 404). */
  readConversation: {
    allows: (_actor: Actor, { reached, conversation }: { reached: ReachedThread; conversation: ConversationOfThread }) =>
      conversation.threadId === reached.thread.id &&
      (authorSide(reached) || reached.rows.some((row) => row.side === 'recipient' && row.id === conversation.participantId)),
    refuse: 'notFound',
  },
  /** Write to every recipient at once, list who was reached: the author side only. */
  speakAsAuthor: { allows: (_actor: Actor, reached: ReachedThread) => authorSide(reached), refuse: 'forbidden' },
});

/** Managers (and admins) may delete any thread of the club and see the deleted ones. */
export const isModerator = (actor: Actor) => communicationsPolicy.can(actor, 'moderate');

/**
 * Who a profile may write to personally: a role that writes to anyone (managers) to anyone and
 * any group; the others to the club's mailboxes and the people of `accesible-participants` (the
 * club's managers and the staff of their teams or their children's teams). Writing from a
 * mailbox speaks for the club: any recipient.
 */
export const writesToAnyone = (role: ClubRole, fromMailbox: boolean) => fromMailbox || rolesGrant([role], 'messages.writeToAnyone');
