import type { CommunicationsRepositories } from './communications.data';
import type { ConversationRow } from './messages.repository';

/**
 * How many people a conversation reaches besides `profileId`: the thread's author side and the
 * recipient row the conversation belongs to, a mailbox counting each of its people. "Reply to
 * all" means something only when that is more than one (issue 21: a guardian in a one-to-one
 * conversation was offered it).
 */
export async function othersInConversation(
  repos: Pick<CommunicationsRepositories, 'threads' | 'mailboxes'>,
  conversation: ConversationRow,
  profileId: number,
): Promise<number> {
  const [authorRows, recipientRows] = await Promise.all([
    repos.threads.authorRows(conversation.threadId),
    repos.threads.rowsByIds([conversation.participantId]),
  ]);
  const rows = [...authorRows, ...recipientRows];
  const people = await repos.mailboxes.people(rows.flatMap((row) => (row.mailboxId === null ? [] : [row.mailboxId])));
  const reached = new Set<number>();
  for (const row of rows) {
    if (row.profileId !== null) reached.add(row.profileId);
    if (row.mailboxId !== null) for (const person of people.get(row.mailboxId) ?? []) reached.add(person.id);
  }
  reached.delete(profileId);
  return reached.size;
}
