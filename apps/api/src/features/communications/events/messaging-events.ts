/**
 * What the messaging service tells the rest of the system after a write commits: who must hear
 * about it (profiles and mailboxes of one club). The implementation (events/) turns it into a
 * PostgreSQL NOTIFY, so every API process pushes it to the open event streams of those profiles.
 */
export type MessagingChange = {
  clubId: number;
  /** `message`: a new thread or message reached them; `state`: their read or archive state changed. */
  type: 'message' | 'state';
  threadHash: string | null;
  profileIds: readonly number[];
  mailboxIds: readonly number[];
};

export interface MessagingEvents {
  /** Called after the write's transaction committed; never throws (a lost push is covered by polling). */
  publish(change: MessagingChange): Promise<void>;
}

/** For tests and processes that do not push (no open streams): drops every change. */
export const silentMessagingEvents: MessagingEvents = { publish: async () => undefined };
