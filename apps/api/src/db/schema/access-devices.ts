import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessLists } from './access-control';
import { clubs } from './clubs';
import { users } from './users';

/**
 * The phones that scan at the door (issue 24 part 5). A manager shows a one-time registration
 * token as a QR; the phone claims it with a name and gets a credential (random, only its SHA-256
 * stored here) and a data key under which it encrypts its offline copy. The device is limited to
 * its club and, when `list_id` is set, to one check-in list; once revoked, every request carrying
 * its credential is refused and the phone drops its key, so its offline copy becomes unreadable.
 */
export const accessDevices = pgTable(
  'access_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The one list the device may scan for; null for any of the club's lists. */
    listId: integer('list_id').references(() => accessLists.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the device's credential; the credential itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    /** AES-GCM key (base64url, 256 bits) the phone encrypts its offline data with. */
    dataKey: text('data_key').notNull(),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('access_devices_public_id_key').on(t.publicId),
    uniqueIndex('access_devices_secret_hash_key').on(t.secretHash),
    index('access_devices_club_idx').on(t.clubId, t.registeredAt),
  ],
);

/** One-time registration tokens (10 minutes): the QR on the manager's page a phone claims once. */
export const accessDeviceTokens = pgTable(
  'access_device_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token shown in the QR. */
    tokenHash: text('token_hash').notNull(),
    listId: integer('list_id').references(() => accessLists.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a phone claimed it: a token registers one device only. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    deviceId: integer('device_id').references(() => accessDevices.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('access_device_tokens_token_hash_key').on(t.tokenHash), index('access_device_tokens_club_idx').on(t.clubId)],
);
