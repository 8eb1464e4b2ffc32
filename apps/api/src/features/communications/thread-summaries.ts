import type { ThreadSummary } from '@tribuna/contract';
import type { CommunicationsRepositories } from './communications.data';
import { presentThreadSummary, type SummaryRow } from './communications.presenter';

/** One line to present: a thread, the row through which the acting profile sees it (if any), its side. */
export type SummaryItem = { threadId: number; row: SummaryRow | null; authorSide: boolean };

/**
 * Thread summaries as the acting profile sees them, in the order given. The latest message
 * shown is the latest one it may read: the thread's (opening, broadcasts) or, on the author
 * side, any conversation's; for a recipient, its own conversation's. Three queries per page.
 */
export async function summarize(
  repos: Pick<CommunicationsRepositories, 'threads' | 'messages'>,
  items: readonly SummaryItem[],
): Promise<ThreadSummary[]> {
  const authorThreads = items.filter((item) => item.authorSide).map((item) => item.threadId);
  const recipientRows = items.flatMap((item) => (!item.authorSide && item.row ? [item.row.id] : []));
  const [senders, latest] = await Promise.all([
    repos.threads.withSenders(items.map((item) => item.threadId)),
    repos.messages.latestForLists(authorThreads, recipientRows),
  ]);
  return items.flatMap((item) => {
    const sender = senders.get(item.threadId);
    if (!sender) return [];
    const conversationLast = item.authorSide ? latest.get(`t${item.threadId}`) : item.row ? latest.get(`r${item.row.id}`) : undefined;
    return [presentThreadSummary({ sender, row: item.row, authorSide: item.authorSide, conversationLast })];
  });
}
