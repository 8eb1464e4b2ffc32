import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** What an erased person's name becomes wherever it stays (their profile, messages, bookings). */
export const ERASED_NAME = '—';

/**
 * The writes of an erasure, inside the caller's transaction. Approval only disables the person
 * (undone by restoring `enabled`); execution, after the undo window, erases and anonymises as the
 * dry run said, and keeps the accounting records (charges, payments, orders) and SEPA mandates,
 * now linked to an anonymous record. Every write bumps the profile's `updated_at`, so the door
 * phones' next offline package (read by access control from the profiles table) carries the
 * change and their cached copy refuses the person.
 */
export class ErasureWritesRepository {
  constructor(private readonly db: Db) {}

  async setEnabled(clubId: number, profileId: number, enabled: boolean): Promise<void> {
    await this.db.execute(sql`update profiles set enabled = ${enabled}, updated_at = now()
      where club_id = ${clubId}::int and id = ${profileId}::int`);
  }

  async execute(clubId: number, profileId: number): Promise<void> {
    const c = sql`${clubId}::int`;
    const p = sql`${profileId}::int`;
    const [owner] = (
      (await this.db.execute(sql`select id from profiles where club_id = ${c} and id = ${p} for update`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    if (!owner) return;
    // Messages and threads name their author by a copy of the name: those copies go too.
    await this.db.execute(sql`update messages set author_name = ${ERASED_NAME} where author_profile_id = ${p}`);
    await this.db.execute(sql`update threads set author_name = ${ERASED_NAME} where club_id = ${c} and author_profile_id = ${p}`);
    await this.db.execute(sql`delete from thread_participants where club_id = ${c} and profile_id = ${p}`);
    await this.db.execute(sql`delete from mailbox_profiles where profile_id = ${p}`);
    await this.db.execute(sql`delete from guardianships where guardian_profile_id = ${p} or child_profile_id = ${p}`);
    await this.db.execute(sql`delete from team_members where profile_id = ${p}`);
    await this.db.execute(sql`delete from account_claims where club_id = ${c} and profile_id = ${p}`);
    await this.db.execute(sql`update bookings set booker_name = ${ERASED_NAME}, booker_email = null, notes = ''
      where club_id = ${c} and profile_id = ${p}`);
    await this.db.execute(sql`update joining_requests set email = '', phone = null, mandate = null
      where club_id = ${c} and (profile_id = ${p} or guardian_profile_id = ${p})`);
    await this.db.execute(sql`update activity_inscriptions set name = ${ERASED_NAME}, surname = '', birth_date = '1900-01-01', dni = null,
        guardian_name = null, email = '', phone = null
      where club_id = ${c} and profile_id = ${p}`);
    // The card and QR code are drawn anew (the old ones open nothing), the account is let go.
    await this.db.execute(sql`update profiles set name = ${ERASED_NAME}, surname = '', dni = null, email = null, phone = null,
        birth_date = null, photo = null, user_id = null, panel_access = false, access_controller = false, enabled = false,
        terms_version = null, terms_accepted_at = null,
        qr_identifier = replace(gen_random_uuid()::text, '-', ''),
        card_key = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
        updated_at = now()
      where club_id = ${c} and id = ${p}`);
  }
}
