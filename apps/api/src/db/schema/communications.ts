import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { profiles } from './profiles';

/**
 * Messaging (issue 10). A mailbox is a club's shared inbox: its profiles write from it and share
 * its read and archive state. Every club has one predefined mailbox, created with the club.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name lowercased without accents (the SQL twin of lib/search-text.ts): one name per club. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(regexp_replace(lower(translate(name, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '[[:space:]]+', ' ', 'g'))`,
      ),
    predefined: boolean('predefined').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailboxes_public_id_key').on(t.publicId),
    uniqueIndex('mailboxes_club_name_key').on(t.clubId, t.searchName),
    uniqueIndex('mailboxes_club_predefined_key')
      .on(t.clubId)
      .where(sql`${t.predefined}`),
  ],
);

/** The profiles that answer from a mailbox. */
export const mailboxProfiles = pgTable(
  'mailbox_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailboxId: integer('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailbox_profiles_pair_key').on(t.mailboxId, t.profileId), index('mailbox_profiles_profile_idx').on(t.profileId)],
);

/** A chosen recipient as written (RecipientTargetView of the contract), kept to show "To:". */
export type StoredTarget = { kind: string; hash: string | null; category: string | null; label: string };

/**
 * A thread: its subject, its author (a profile, possibly writing from a mailbox) and what the
 * list shows of its latest message. Names are kept as written so a thread stays readable after
 * its author's profile is removed. Deleting is for everyone (`deleted_at`); managers restore.
 */
export const threads = pgTable(
  'threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    authorProfileId: integer('author_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Written from this mailbox (only such threads may send broadcasts). */
    mailboxId: integer('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    mailboxName: text('mailbox_name'),
    repliesDisabled: boolean('replies_disabled').notNull().default(false),
    targets: jsonb('targets').$type<StoredTarget[]>().notNull(),
    recipientsCount: integer('recipients_count').notNull().default(0),
    hasBroadcasts: boolean('has_broadcasts').notNull().default(false),
    attachmentsCount: integer('attachments_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageExcerpt: text('last_message_excerpt').notNull().default(''),
    lastMessageAuthorName: text('last_message_author_name').notNull().default(''),
    /** Subject, author and the opening message's text, normalised (lib/search-text.ts) for search. */
    searchText: text('search_text').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByProfileId: integer('deleted_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('threads_public_id_key').on(t.publicId),
    index('threads_club_deleted_idx')
      .on(t.clubId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    index('threads_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Who takes part in a thread, with their own state: a profile, or a mailbox (shared state for
 * its profiles). `side` is 'author' for the writer (or the mailbox written from) and
 * 'recipient' for everyone reached; a guardian reached because of a child names the child in
 * `on_behalf_of_profile_id`. `activity_at` orders My messages: the latest message that concerns
 * this participant.
 */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    mailboxId: integer('mailbox_id').references(() => mailboxes.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    onBehalfOfProfileId: integer('on_behalf_of_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    unread: boolean('unread').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** threads.deleted_at is set (kept here, in the same transaction, so lists and counts read one index). */
    threadDeleted: boolean('thread_deleted').notNull().default(false),
    /** When the "you have a new message" e-mail went out for the current unread state. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('thread_participants_thread_profile_key')
      .on(t.threadId, t.profileId)
      .where(sql`${t.profileId} is not null`),
    uniqueIndex('thread_participants_thread_mailbox_key')
      .on(t.threadId, t.mailboxId)
      .where(sql`${t.mailboxId} is not null`),
    // My messages / Archived messages: newest first per profile or mailbox (keyset paging, read
    // backwards: `order by activity_at desc, id desc`; ascending columns so the default NULLS
    // order of DESC matches and the planner walks the index instead of sorting).
    index('thread_participants_profile_list_idx')
      .on(t.profileId, t.archived, t.activityAt, t.id)
      .where(sql`not ${t.threadDeleted}`),
    index('thread_participants_mailbox_list_idx')
      .on(t.mailboxId, t.archived, t.activityAt, t.id)
      .where(sql`not ${t.threadDeleted}`),
    // The unread badge.
    index('thread_participants_profile_unread_idx')
      .on(t.profileId)
      .where(sql`${t.unread} and not ${t.archived} and not ${t.threadDeleted}`),
    index('thread_participants_mailbox_unread_idx')
      .on(t.mailboxId)
      .where(sql`${t.unread} and not ${t.archived} and not ${t.threadDeleted}`),
    index('thread_participants_thread_idx').on(t.threadId),
    // A thread's recipients list (paged by id): the page's ids from this index alone.
    index('thread_participants_recipients_idx')
      .on(t.threadId, t.id)
      .where(sql`${t.side} = 'recipient'`),
    // The "new message" e-mail job: unread rows nobody was told about yet, oldest first.
    index('thread_participants_to_notify_idx')
      .on(t.activityAt)
      .where(sql`${t.unread} and ${t.notifiedAt} is null`),
    check('thread_participants_one_principal', sql`(${t.profileId} is null) <> (${t.mailboxId} is null)`),
    check('thread_participants_side_known', sql`${t.side} in ('author', 'recipient')`),
  ],
);

/**
 * A recipient's private conversation with the thread's author side (spec: conversationHash).
 * One per recipient participant; `started_by` is whoever wrote its first message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    participantId: bigint('participant_id', { mode: 'number' })
      .notNull()
      .references(() => threadParticipants.id, { onDelete: 'cascade' }),
    startedByProfileId: integer('started_by_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    messagesCount: integer('messages_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageExcerpt: text('last_message_excerpt').notNull().default(''),
    lastMessageAuthorName: text('last_message_author_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_public_id_key').on(t.publicId),
    uniqueIndex('conversations_thread_participant_key').on(t.threadId, t.participantId),
  ],
);

/** Messages: the opening one, broadcasts (no conversation) and replies (in a conversation). */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    authorProfileId: integer('author_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Written as this mailbox. */
    mailboxId: integer('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    mailboxName: text('mailbox_name'),
    /** Sanitized HTML. */
    bodyHtml: text('body_html').notNull(),
    /** The same as plain text: excerpts, search and e-mails. */
    bodyText: text('body_text').notNull(),
    toAll: boolean('to_all').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_public_id_key').on(t.publicId),
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('messages_kind_known', sql`${t.kind} in ('opening', 'broadcast', 'reply')`),
  ],
);

/**
 * An uploaded attachment: stored (FileStorage) when uploaded, bound to a message when sent.
 * Unbound ones older than a day are removed.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    uploaderProfileId: integer('uploader_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id').references(() => threads.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_attachments_public_id_key').on(t.publicId),
    index('message_attachments_message_idx').on(t.messageId),
    index('message_attachments_unbound_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);

/**
 * Scheduled work that must run once per period however many API processes run (the daily digest,
 * the clean-up of unused attachments): the process that inserts (job, period) runs it.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [uniqueIndex('scheduled_job_runs_job_period_key').on(t.job, t.period)],
);
