import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts that can sign in. A person without an account (a child athlete) is only a profile. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    admin: boolean('admin').notNull().default(false),
    locale: text('locale'),
    /** Spanish NIF/NIE given at signup (spec 3 user signup), normalised upper case. */
    identification: text('identification'),
    /** For password recovery by SMS or WhatsApp (issue 3). */
    phone: text('phone'),
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    /**
     * Set when the person confirmed the address through the emailed link; a change of `email`
     * clears it (trigger of migration 0026), since it unlocks the address's guest orders.
     */
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_public_id_key').on(t.publicId),
    uniqueIndex('users_username_key').on(t.username),
    // Login lowercases the username, so a stored capital would make an account unreachable.
    check('users_username_lowercase', sql`${t.username} = lower(${t.username})`),
  ],
);
