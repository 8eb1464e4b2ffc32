import {
  COMMUNICATIONS_ROUTES,
  PERSON_CATEGORIES,
  RECIPIENT_KINDS,
  roleForProfileType,
  routePath,
  type Attachment,
  type Mailbox,
  type MailboxRef,
  type Message,
  type MessagingPerson,
  type PersonCategory,
  type RecipientKind,
  type RecipientTargetView,
  type ThreadSummary,
} from '@tribuna/contract';
import type { StoredTarget } from '../../db/schema';
import type { AttachmentRow } from './attachments.repository';
import type { MailboxRow, PersonRow } from './mailboxes.repository';
import type { LastMessage, MessageView } from './messages.repository';
import type { ParticipantView, ThreadWithSender } from './threads.repository';

export const presentPerson = (row: PersonRow): MessagingPerson => ({
  profileHash: row.publicId,
  name: row.name,
  surname: row.surname,
  role: roleForProfileType(row.type) ?? 'member',
  photo: row.photo,
});

/** Someone whose profile is gone: the name kept on the thread or message, nothing else. */
export const presentGone = (name: string): MessagingPerson => ({ profileHash: '', name, surname: '', role: 'member', photo: null });

export const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();

export const presentMailboxRef = (row: { publicId: string; name: string }): MailboxRef => ({ mailboxHash: row.publicId, name: row.name });

/** A mailbox named on a thread or message; kept by name after the mailbox is removed. */
const mailboxOf = (hash: string | null, name: string | null): MailboxRef | null =>
  name === null ? null : { mailboxHash: hash ?? '', name };

export function presentMailbox(row: MailboxRow, people: readonly PersonRow[]): Mailbox {
  return {
    mailboxHash: row.publicId,
    name: row.name,
    predefined: row.predefined,
    profiles: people.map(presentPerson),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAttachment(row: AttachmentRow, clubHash: string): Attachment {
  return {
    attachmentHash: row.publicId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: routePath(COMMUNICATIONS_ROUTES.downloadAttachment, { clubHash, attachmentHash: row.publicId }),
  };
}

export function presentMessage(view: MessageView, attachments: readonly AttachmentRow[], clubHash: string): Message {
  return {
    messageHash: view.publicId,
    kind: view.kind === 'opening' || view.kind === 'broadcast' ? view.kind : 'reply',
    body: view.bodyHtml,
    from: {
      author: view.author ? presentPerson(view.author) : presentGone(view.authorName),
      mailbox: mailboxOf(view.mailboxHash, view.mailboxName),
    },
    conversationHash: view.conversationHash,
    toAll: view.toAll,
    attachments: attachments.map((row) => presentAttachment(row, clubHash)),
    createdAt: view.createdAt.toISOString(),
  };
}

const isKind = (kind: string): kind is RecipientKind => (RECIPIENT_KINDS as readonly string[]).includes(kind);
const isCategory = (category: string | null): category is PersonCategory =>
  category !== null && (PERSON_CATEGORIES as readonly string[]).includes(category);

/** Targets as stored (written by this service from contract kinds); an unknown one is left out. */
export const presentTargets = (targets: readonly StoredTarget[]): RecipientTargetView[] =>
  targets.flatMap((target) =>
    isKind(target.kind)
      ? [{ kind: target.kind, hash: target.hash, category: isCategory(target.category) ? target.category : null, label: target.label }]
      : [],
  );

/** How many chosen targets a summary lists ("To: A, B, C and 40 more"). */
const SUMMARY_TARGETS = 3;

/** What a summary shows of the participant row through which the acting profile sees a thread. */
export type SummaryRow = Pick<ParticipantView, 'id' | 'unread' | 'archived' | 'activityAt' | 'mailboxHash' | 'mailboxName'>;

/** What a thread looks like to the acting profile (its row, if it takes part; its side). */
export type ThreadViewpoint = {
  sender: ThreadWithSender;
  row: SummaryRow | null;
  authorSide: boolean;
  /** The latest conversation message the profile may see (its own conversation, or any on the author side). */
  conversationLast: LastMessage | undefined;
};

export function presentThreadSummary({ sender, row, authorSide, conversationLast }: ThreadViewpoint): ThreadSummary {
  const { thread, author } = sender;
  const useConversation = conversationLast !== undefined && conversationLast.at > thread.lastMessageAt;
  const last = useConversation
    ? conversationLast
    : { at: thread.lastMessageAt, excerpt: thread.lastMessageExcerpt, authorName: thread.lastMessageAuthorName };
  return {
    threadHash: thread.publicId,
    subject: thread.subject,
    from: {
      author: author ? presentPerson(author) : presentGone(thread.authorName),
      mailbox: mailboxOf(sender.fromMailboxHash, thread.mailboxName),
    },
    to: presentTargets(thread.targets).slice(0, SUMMARY_TARGETS),
    recipientsCount: thread.recipientsCount,
    lastMessage: { excerpt: last.excerpt, authorName: last.authorName, at: last.at.toISOString() },
    unread: row?.unread ?? false,
    archived: row?.archived ?? false,
    deleted: thread.deletedAt !== null,
    hasBroadcasts: thread.hasBroadcasts,
    repliesDisabled: thread.repliesDisabled,
    via: row?.mailboxHash ? { mailboxHash: row.mailboxHash, name: row.mailboxName ?? '' } : null,
    authorSide,
    attachmentsCount: thread.attachmentsCount,
    createdAt: thread.createdAt.toISOString(),
    lastActivityAt: (row?.activityAt ?? last.at).toISOString(),
  };
}
