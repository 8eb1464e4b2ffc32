import { date, integer, index, pgTable, primaryKey, text, timestamp, boolean, uniqueIndex } from 'drizzle-orm/pg-core';

/** A club: both the current and the older shape of spec 3 are served from these columns. */
export const clubs = pgTable(
  'clubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: text('public_id').notNull(),
    name: text('name').notNull(),
    /** normaliseSearchText(name) (lib/search-text.ts), written with the name; club search reads it. */
    searchName: text('search_name').notNull(),
    shortname: text('shortname').notNull(),
    companyName: text('company_name'),
    image: text('image'),
    locale: text('locale').notNull().default('es-ES'),
    publicPortal: boolean('public_portal').notNull().default(false),
    seasonId: text('season_id'),
    seasonName: text('season_name'),
    city: text('city'),
    regionName: text('region_name'),
    countryName: text('country_name'),
    privacyUrl: text('privacy_url'),
    privacyBasicInfo: text('privacy_basic_info'),
    privacyCustom: text('privacy_custom'),
    privacyCustomUrl: text('privacy_custom_url'),
    privacyVersion: integer('privacy_version').notNull().default(1),
    /** Club terms (issue 4 part 6): a link or the club's own text, versioned like the policy. */
    termsUrl: text('terms_url'),
    termsCustom: text('terms_custom'),
    termsVersion: integer('terms_version').notNull().default(1),
    /** Last day of the current season: club cards show it and are inactive after it. */
    seasonEndsOn: date('season_ends_on', { mode: 'string' }),
    /** Interface language for the club's people (UI_LOCALES); null = derived from `locale`. */
    interfaceLanguage: text('interface_language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clubs_public_id_key').on(t.publicId),
    uniqueIndex('clubs_shortname_key').on(t.shortname),
    // Trigram index: "contains" searches stay fast with thousands of clubs (pg_trgm).
    index('clubs_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** Enabled feature codes per club (a row means enabled). */
export const clubFeatures = pgTable(
  'club_features',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.code] })],
);
