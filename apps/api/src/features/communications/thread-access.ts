import { actorOf, type Actor } from '../../lib/authz/actor';
import { errors } from '../../lib/errors';
import type { ActingContext } from '../../lib/route/request-context';
import type { CommunicationsRepositories } from './communications.data';
import { communicationsPolicy, isModerator } from './communications.policy';
import type { ConversationRow } from './messages.repository';
import type { ParticipantView, ThreadRow } from './threads.repository';

/** A thread as the acting profile reaches it. */
export type ThreadAccess = {
  /** Who reaches it, for the policy's later rules on its parts (a conversation). */
  actor: Actor;
  thread: ThreadRow;
  /** Its rows in the thread: its own, and those of the mailboxes it answers from. */
  rows: ParticipantView[];
  /** The row that speaks for it: its own first, else its first mailbox's; null for a moderator outside the thread. */
  primary: ParticipantView | null;
  /** It wrote the thread, or answers for the mailbox the thread was written from. */
  authorSide: boolean;
  recipientRows: ParticipantView[];
  /** A manager (or admin) of the club: may delete any thread, sees and restores deleted ones. */
  moderator: boolean;
};

export type ModeratorReach = 'none' | 'deleted' | 'any';

/** The thread rule (communications.policy) each reach is judged by. */
const REACH_ACTION = { none: 'readThread', deleted: 'openThread', any: 'reachThread' } as const;

/**
 * Loads a thread of the route's club for the acting profile and judges it by the policy's
 * thread rules: someone who takes no part in it gets 404 (as for a thread that does not
 * exist), unless they moderate and `moderatorReach` lets them in (deleted threads, for the
 * Deleted messages page; any thread, to delete it).
 */
export async function accessThread(
  repos: Pick<CommunicationsRepositories, 'threads'>,
  ctx: ActingContext,
  which: { hash: string } | { id: number },
  moderatorReach: ModeratorReach = 'none',
): Promise<ThreadAccess> {
  const thread = 'hash' in which ? await repos.threads.find(ctx.club.id, which.hash) : await repos.threads.findById(ctx.club.id, which.id);
  if (!thread) throw errors.notFound();
  const rows = await repos.threads.rowsOf(thread.id, ctx.profile.id);
  const actor = actorOf(ctx);
  communicationsPolicy.authorize(actor, REACH_ACTION[moderatorReach], { thread, rows });
  const own = rows.find((row) => row.profileId === ctx.profile.id);
  return {
    actor,
    thread,
    rows,
    primary: own ?? rows[0] ?? null,
    authorSide: rows.some((row) => row.side === 'author'),
    recipientRows: rows.filter((row) => row.side === 'recipient'),
    moderator: isModerator(actor),
  };
}

/** The author side sees every conversation; a recipient only the one of its own row(s) (communications.policy). */
export const seesConversation = (access: ThreadAccess, conversation: ConversationRow) =>
  communicationsPolicy.can(access.actor, 'readConversation', { reached: access, conversation });

/** The recipient row a recipient writes from: its own first, else its first mailbox's. */
export const writingRow = (access: ThreadAccess): ParticipantView | undefined =>
  access.recipientRows.find((row) => row.profileId !== null) ?? access.recipientRows[0];
