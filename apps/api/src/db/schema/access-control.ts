import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessDevices } from './access-devices';
import { clubs } from './clubs';
import { campaigns, tickets } from './commerce';
import { inList } from './fees';
import { profiles } from './profiles';
import { users } from './users';

/**
 * Access control at the door (issue 24): check-in lists and the log of every scan. Who is inside
 * is never stored: it is the latest admitted movement of each person or ticket on a list since the
 * list's last check-out (`checked_out_at`), so a scan, an annulment or the automatic check-out
 * cannot leave a counter behind.
 */

export const ACCESS_LIST_KINDS = ['members', 'tickets'] as const;
export const FEES_OVERDUE_POLICIES = ['warn', 'refuse'] as const;
export const SCAN_DIRECTIONS = ['entry', 'exit'] as const;
export const SCAN_RESULTS = ['admitted', 'refused', 'warning'] as const;
export const SCAN_CODE_KINDS = ['member', 'ticket', 'unknown'] as const;

/** A check-in list: a gate for members, or an event's (a shop campaign's) tickets. */
export const accessLists = pgTable(
  'access_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** ACCESS_LIST_KINDS. */
    kind: text('kind').notNull(),
    /** The event whose tickets a ticket list admits; null for member lists. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'restrict' }),
    allowMultipleEntries: boolean('allow_multiple_entries').notNull().default(false),
    allowEntryAfterExit: boolean('allow_entry_after_exit').notNull().default(true),
    /** Club time (Europe/Madrid) at which everyone inside is checked out, or null. */
    autoCheckoutAt: time('auto_checkout_at'),
    /** The last check-out of everyone (automatic): movements before it no longer count as inside. */
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    /** FEES_OVERDUE_POLICIES: what the gate does with lapsed fees. */
    feesOverdue: text('fees_overdue').notNull().default('warn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_lists_public_id_key').on(t.publicId),
    uniqueIndex('access_lists_club_name_key').on(t.clubId, t.name),
    check('access_lists_kind', sql`${t.kind} in (${inList(ACCESS_LIST_KINDS)})`),
    check('access_lists_fees_overdue', sql`${t.feesOverdue} in (${inList(FEES_OVERDUE_POLICIES)})`),
    check('access_lists_ticket_event', sql`(${t.kind} = 'tickets') = (${t.campaignId} is not null)`),
  ],
);

/**
 * One scan at a gate, whatever its result (the log). `nonce` is the phone's id of the scan: a
 * replay finds the first row instead of writing a second. `first_use` marks a ticket's admission
 * to its event: at most one live row per ticket (the partial unique index), so two phones at
 * once admit it exactly once; a re-entry after an exit (when the list allows it) is not a first use.
 * `device_id` names the registered phone (access_devices), null for a scan from a browser not registered.
 */
export const accessScans = pgTable(
  'access_scans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => accessLists.id, { onDelete: 'restrict' }),
    deviceId: integer('device_id').references(() => accessDevices.id, { onDelete: 'set null' }),
    controllerProfileId: integer('controller_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    nonce: text('nonce').notNull(),
    /** SCAN_CODE_KINDS. */
    codeKind: text('code_kind').notNull(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** SCAN_DIRECTIONS. */
    direction: text('direction').notNull(),
    /** SCAN_RESULTS. */
    result: text('result').notNull(),
    /** The contract's SCAN_REASONS. */
    reason: text('reason').notNull(),
    firstUse: boolean('first_use').notNull().default(false),
    offline: boolean('offline').notNull().default(false),
    conflict: boolean('conflict').notNull().default(false),
    /** The phone's time of the scan (the server's for online scans). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
    annulledBy: integer('annulled_by').references(() => users.id, { onDelete: 'set null' }),
    annulReason: text('annul_reason'),
  },
  (t) => [
    uniqueIndex('access_scans_public_id_key').on(t.publicId),
    uniqueIndex('access_scans_club_nonce_key').on(t.clubId, t.nonce),
    uniqueIndex('access_scans_ticket_first_use_key')
      .on(t.ticketId)
      .where(sql`${t.firstUse} and ${t.annulledAt} is null`),
    index('access_scans_list_profile_idx').on(t.listId, t.profileId, t.scannedAt),
    // The latest movement that counts (scan-batch `histories`): the first entry, however many
    // refusals a ticket or a card has gathered at the gate (a busy bench ticket: hundreds).
    index('access_scans_list_profile_counted_idx')
      .on(t.listId, t.profileId, t.scannedAt.desc(), t.id.desc())
      .where(sql`${t.result} <> 'refused' and ${t.annulledAt} is null`),
    index('access_scans_list_ticket_counted_idx')
      .on(t.listId, t.ticketId, t.scannedAt.desc(), t.id.desc())
      .where(sql`${t.result} <> 'refused' and ${t.annulledAt} is null`),
    index('access_scans_list_ticket_idx').on(t.listId, t.ticketId, t.scannedAt),
    index('access_scans_list_scanned_idx').on(t.listId, t.scannedAt),
    index('access_scans_club_received_idx').on(t.clubId, t.receivedAt, t.id),
    // A phone's sync asks for its conflicts (issue 24 devices/): a few rows of a long log.
    index('access_scans_device_conflict_idx')
      .on(t.deviceId, t.receivedAt)
      .where(sql`${t.conflict}`),
    check('access_scans_code_kind', sql`${t.codeKind} in (${inList(SCAN_CODE_KINDS)})`),
    check('access_scans_direction', sql`${t.direction} in (${inList(SCAN_DIRECTIONS)})`),
    check('access_scans_result', sql`${t.result} in (${inList(SCAN_RESULTS)})`),
    check('access_scans_first_use', sql`not ${t.firstUse} or (${t.ticketId} is not null and ${t.direction} = 'entry')`),
  ],
);
