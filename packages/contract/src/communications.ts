import { z } from 'zod';
import { hydraCollectionSchema, hydraKeysetCollectionSchema } from './common/hydra';
import { fieldError } from './common/field-errors';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_BODY_MAX, THREAD_SUBJECT_MAX, THREAD_TARGETS_MAX } from './common/limits';
import {
  MailboxRefSchema,
  MessagingPersonSchema,
  RecipientTargetSchema,
  RecipientTargetViewSchema,
  SenderSchema,
} from './communications-people';

export {
  ATTACHMENT_MAX_BYTES,
  MAILBOX_NAME_MAX,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  THREAD_SUBJECT_MAX,
  THREAD_TARGETS_MAX,
} from './common/limits';

/**
 * Messaging (spec 1, 3, 4, 5, 7; issue 10). A thread is written by a profile, personally or from
 * a mailbox, to recipients; each recipient answers in a private conversation with the author's
 * side; threads written from a mailbox may also send broadcasts to every recipient. A mailbox is
 * a shared inbox: its profiles see and answer its threads, and share its read and archive state.
 */

export { PROFILE_HEADER } from './common/headers';
export * from './communications-people';

/** Unread polling (spec 9): every 120 s, never twice within 1 s. */
export const UNREAD_POLL_INTERVAL_MS = 120_000;
export const UNREAD_POLL_MIN_GAP_MS = 1_000;
/** The thread list (spec 9): overscan 5 rows; a 50 px swipe archives on a phone. */
export const THREAD_LIST_OVERSCAN = 5;
export const THREAD_SWIPE_ARCHIVE_PX = 50;
export const THREAD_LIST_PAGE_SIZE = 50;

/** Attachments accepted by content (not by name): images, PDF, office documents. */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Threads and messages

export const AttachmentSchema = z.object({
  attachmentHash: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** GET address of the file; answered only to the thread's participants (and the uploader). */
  url: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MESSAGE_KINDS = ['opening', 'broadcast', 'reply'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MessageSchema = z.object({
  messageHash: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  /** Sanitized HTML (links, lists, bold, italic…; never scripts or styles). */
  body: z.string(),
  from: SenderSchema,
  /** The conversation a reply belongs to; null for the opening message and broadcasts. */
  conversationHash: z.string().nullable(),
  /** A reply sent to every profile of the conversation (spec 5: only by who started it). */
  toAll: z.boolean(),
  attachments: z.array(AttachmentSchema),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** One line of My messages, Archived messages or Deleted messages, as the acting profile sees it. */
export const ThreadSummarySchema = z.object({
  threadHash: z.string(),
  subject: z.string(),
  from: SenderSchema,
  /** The first chosen targets (up to 3) and how many people received the thread. */
  to: z.array(RecipientTargetViewSchema),
  recipientsCount: z.number().int(),
  lastMessage: z.object({ excerpt: z.string(), authorName: z.string(), at: z.string() }),
  unread: z.boolean(),
  archived: z.boolean(),
  deleted: z.boolean(),
  hasBroadcasts: z.boolean(),
  repliesDisabled: z.boolean(),
  /** The mailbox through which the acting profile sees the thread, when it is a mailbox's. */
  via: MailboxRefSchema.nullable(),
  /** The acting profile wrote it, or answers for the mailbox it was written from. */
  authorSide: z.boolean(),
  attachmentsCount: z.number().int(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const THREAD_BOXES = ['inbox', 'archived', 'deleted'] as const;
export type ThreadBox = (typeof THREAD_BOXES)[number];

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ThreadListQuerySchema = z.object({
  /** inbox = My messages, archived = Archived messages, deleted = the club's deleted threads (managers). */
  box: z.enum(THREAD_BOXES).default('inbox'),
  /** Subject, author or text. */
  q: z.string().trim().max(100).optional(),
  unread: booleanQuery.optional(),
  mailboxHash: PublicIdSchema.optional(),
  /** The cursor of the previous page's `hydra:next` link (keyset paging: stable while new threads arrive). */
  cursor: z.string().max(200).optional(),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type ThreadListQuery = z.input<typeof ThreadListQuerySchema>;

/** Keyset-paged: `hydra:view` links the next page (same query, `cursor` set) and nothing else. */
export const ThreadListSchema = hydraKeysetCollectionSchema(ThreadSummarySchema);
export type ThreadList = z.infer<typeof ThreadListSchema>;

const MessageBodySchema = z.string().min(1, fieldError('messageEmpty')).max(MESSAGE_BODY_MAX, fieldError('tooLong'));
const AttachmentHashesSchema = z.array(PublicIdSchema).max(MESSAGE_ATTACHMENTS_MAX, fieldError('tooManyAttachments'));

export const CreateThreadBodySchema = z.object({
  subject: z.string().trim().min(1, fieldError('required')).max(THREAD_SUBJECT_MAX, fieldError('tooLong')),
  /** HTML from the rich-text editor; the server sanitizes it. */
  body: MessageBodySchema,
  recipients: z.array(RecipientTargetSchema).min(1, fieldError('recipientsRequired')).max(THREAD_TARGETS_MAX, fieldError('tooLong')),
  /** Write from this mailbox (the acting profile must answer from it); personally when absent. */
  fromMailboxHash: PublicIdSchema.optional(),
  repliesDisabled: z.boolean().optional(),
  attachments: AttachmentHashesSchema.optional(),
});
export type CreateThreadBody = z.input<typeof CreateThreadBodySchema>;

export const CreateMessageBodySchema = z.object({
  body: MessageBodySchema,
  /** The conversation answered in. A recipient may leave it out: their own conversation is used (and opened). */
  conversationHash: PublicIdSchema.optional(),
  /** One message to every recipient (threads written from a mailbox only, by its side). */
  broadcast: z.boolean().optional(),
  /** Send to every profile of the conversation (only in conversations you started). */
  replyToAll: z.boolean().optional(),
  attachments: AttachmentHashesSchema.optional(),
});
export type CreateMessageBody = z.input<typeof CreateMessageBodySchema>;

export const ThreadDetailSchema = ThreadSummarySchema.extend({
  message: MessageSchema,
  /** Whether the acting profile may write here, and how. */
  canReply: z.boolean(),
  canBroadcast: z.boolean(),
  /** The acting profile's own conversation (a recipient's), once opened. */
  myConversationHash: z.string().nullable(),
  /**
   * The author side also received it (written to a mailbox or group the acting profile is in):
   * besides the others’ conversations, it has its own, like any recipient. Absent means false (older servers).
   */
  alsoRecipient: z.boolean().optional(),
  /** Every chosen target (the summary's `to` shows the first few). */
  targets: z.array(RecipientTargetViewSchema),
  /** Managers may restore a deleted thread. */
  canRestore: z.boolean(),
  canDelete: z.boolean(),
});
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

/** Archive/unarchive and read/unread of the acting profile (or its mailbox): not shown in the spec. */
export const UpdateThreadStateBodySchema = z
  .object({ archived: z.boolean().optional(), read: z.boolean().optional() })
  .refine((body) => body.archived !== undefined || body.read !== undefined, { message: fieldError('required') });
export type UpdateThreadStateBody = z.infer<typeof UpdateThreadStateBodySchema>;

export const ThreadParamsSchema = ClubHashParamsSchema.extend({ threadHash: PublicIdSchema });
export const ConversationParamsSchema = ThreadParamsSchema.extend({ conversationHash: PublicIdSchema });

export const ConversationSummarySchema = z.object({
  conversationHash: z.string(),
  /** The recipient side: who started it (for a mailbox recipient, the mailbox). */
  with: MessagingPersonSchema,
  withMailbox: MailboxRefSchema.nullable(),
  startedBy: MessagingPersonSchema,
  messagesCount: z.number().int(),
  lastMessage: z.object({ excerpt: z.string(), authorName: z.string(), at: z.string() }),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationListSchema = hydraCollectionSchema(ConversationSummarySchema);

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  threadHash: z.string(),
  messages: z.array(MessageSchema),
  /** Reply to all is offered to who started the conversation only, and only when it reaches more than one other person. */
  canReplyToAll: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const BroadcastMessagesSchema = hydraCollectionSchema(MessageSchema);

export const RecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
});

/** One profile or mailbox a thread reached, with its read state. */
export const ThreadParticipantSchema = z.object({
  person: MessagingPersonSchema.nullable(),
  mailbox: MailboxRefSchema.nullable(),
  /** A guardian reached because of this child athlete. */
  onBehalfOf: MessagingPersonSchema.nullable(),
  read: z.boolean(),
});
export type ThreadParticipant = z.infer<typeof ThreadParticipantSchema>;

/**
 * GET /threads/{threadHash}/recipients: the people and mailboxes reached, paged (the chosen
 * targets are the thread detail's `targets`).
 */
export const ThreadRecipientsSchema = hydraCollectionSchema(ThreadParticipantSchema);
export type ThreadRecipients = z.infer<typeof ThreadRecipientsSchema>;

export const UnreadSchema = z.object({ unreadMessages: z.number().int() });
export type Unread = z.infer<typeof UnreadSchema>;

export const AttachmentParamsSchema = ClubHashParamsSchema.extend({ attachmentHash: PublicIdSchema });

/**
 * Server-sent events of GET /communications/events, one JSON `data:` line each: `message` (a new
 * thread or message reached the acting profile), `state` (read or archive state changed; the
 * unread count is included so the badge needs no extra call).
 */
export const MESSAGING_EVENT_TYPES = ['message', 'state'] as const;
export const MessagingEventSchema = z.object({
  type: z.enum(MESSAGING_EVENT_TYPES),
  threadHash: z.string().nullable(),
  unreadMessages: z.number().int(),
});
export type MessagingEvent = z.infer<typeof MessagingEventSchema>;
