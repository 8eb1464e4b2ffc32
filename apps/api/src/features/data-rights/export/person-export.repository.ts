import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

type Row = Record<string, unknown>;

export type ExportPerson = {
  id: number;
  userId: number | null;
  hash: string;
  type: number;
  name: string;
  surname: string;
  dni: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  gender: string | null;
  category: string | null;
  membershipNumber: number | null;
  enabled: boolean;
  panelAccess: boolean;
  accessController: boolean;
  photo: string | null;
  termsVersion: number | null;
  termsAcceptedAt: Date | string | null;
  createdAt: Date | string;
};

/**
 * What the club holds about one person, table by table, for a data export (GDPR access). This
 * feature reads every area's tables on purpose and only here: an access request is about all of
 * them at once. Columns are listed one by one, so no secret (QR identifier, card key, ticket code,
 * token, password hash, checkout address) can slip in; IBANs leave with their last four digits.
 */
export class PersonExportRepository {
  constructor(private readonly db: Db) {}

  private async rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    return rowsOf<Row>(await this.db.execute(query));
  }

  async person(clubId: number, hash: string): Promise<ExportPerson | undefined> {
    const [row] = rowsOf<ExportPerson>(
      await this.db.execute(sql`select id, user_id as "userId", public_id as hash, type, name, surname, dni, email, phone,
          birth_date::text as "birthDate", gender, category, membership_number as "membershipNumber", enabled,
          panel_access as "panelAccess", access_controller as "accessController", photo, terms_version as "termsVersion",
          terms_accepted_at as "termsAcceptedAt", created_at as "createdAt"
        from profiles where club_id = ${clubId}::int and public_id = ${hash} and not pre_enrollment`),
    );
    return row;
  }

  /** The children a guardian profile looks after, in the same club. */
  async childHashes(clubId: number, profileId: number): Promise<string[]> {
    const rows = await this.rows(sql`select c.public_id as hash from guardianships g join profiles c on c.id = g.child_profile_id
      where g.guardian_profile_id = ${profileId}::int and c.club_id = ${clubId}::int order by c.surname, c.name, c.id`);
    return rows.map((r) => String(r.hash));
  }

  account(userId: number): Promise<Row[]> {
    return this.rows(sql`select username, email, name, lastname, identification, phone, locale, whatsapp_consent as "whatsappConsent",
        email_validated_at as "emailValidatedAt", created_at as "createdAt"
      from users where id = ${userId}::int`);
  }

  policyAcceptances(clubId: number, userId: number): Promise<Row[]> {
    return this.rows(sql`select privacy_version as "privacyVersion", terms_version as "termsVersion", accepted_at as "acceptedAt"
      from club_policy_acceptances where club_id = ${clubId}::int and user_id = ${userId}::int`);
  }

  guardians(profileId: number): Promise<Row[]> {
    return this.rows(sql`select btrim(g.name || ' ' || g.surname) as name, g.email, g.phone
      from guardianships x join profiles g on g.id = x.guardian_profile_id where x.child_profile_id = ${profileId}::int`);
  }

  teams(profileId: number): Promise<Row[]> {
    return this.rows(sql`select t.name as team, t.season, m.role, m.number from team_members m join teams t on t.id = m.team_id
      where m.profile_id = ${profileId}::int order by t.name`);
  }

  charges(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select c.public_id as reference, f.name as fee, c.instalment, c.amount, c.refunded_amount as "refundedAmount",
        c.currency, c.due_on::text as "dueOn", c.status, c.paid_method as "paidMethod", c.paid_at as "paidAt", c.note
      from charges c join fees f on f.id = c.fee_id
      where c.club_id = ${clubId}::int and c.profile_id = ${profileId}::int order by c.due_on, c.id`);
  }

  mandates(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select reference, holder_name as "holderName", '…' || right(iban, 4) as "ibanLastDigits", bic,
        signed_on::text as "signedOn", scheme, sequence, status, last_used_on::text as "lastUsedOn"
      from sepa_mandates where club_id = ${clubId}::int and profile_id = ${profileId}::int order by signed_on`);
  }

  /** The account's orders in this club (the shop knows buyers by account, not by profile). */
  orders(clubId: number, userId: number): Promise<Row[]> {
    return this.rows(sql`select o.purchase_identifier as reference, c.name as campaign, o.status, o.paid_by_name as "paidByName",
        o.paid_by_email as "paidByEmail", o.amount_cents as "amountCents", o.paid_at as "paidAt", o.refunded_at as "refundedAt",
        o.created_at as "createdAt",
        (select coalesce(json_agg(json_build_object('name', i.name, 'option', i.option_name, 'quantity', i.quantity,
            'unitTotalCents', i.unit_total_cents) order by i.id), '[]'::json) from order_items i where i.order_id = o.id) as lines,
        (select coalesce(json_agg(json_build_object('reference', t.reference, 'seatRow', t.seat_row, 'seatNumber', t.seat_number,
            'usedAt', t.used_at) order by t.id), '[]'::json) from tickets t where t.order_id = o.id) as tickets
      from orders o join campaigns c on c.id = o.campaign_id
      where o.club_id = ${clubId}::int and o.user_id = ${userId}::int order by o.created_at`);
  }

  bookings(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select b.reference, k.name as calendar, b.kind, b.status, b.booker_name as "bookerName",
        b.booker_email as "bookerEmail", b.start_at as "startAt", b.end_at as "endAt", b.amount, b.currency, b.notes
      from bookings b join booking_calendars k on k.id = b.calendar_id
      where b.club_id = ${clubId}::int and b.profile_id = ${profileId}::int order by b.start_at`);
  }

  doorEntries(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select s.scanned_at as "scannedAt", l.name as list, s.direction, s.result, s.reason,
        s.annulled_at as "annulledAt"
      from access_scans s join access_lists l on l.id = s.list_id
      where s.club_id = ${clubId}::int and s.profile_id = ${profileId}::int order by s.scanned_at`);
  }

  /** The public grants the person benefits from (the club reports them to each funder). */
  subsidies(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select s.name as subsidy, s.funder, s.starts_on::text as "startsOn", s.ends_on::text as "endsOn",
        b.source, b.source_name as "sourceName"
      from subsidy_beneficiaries b join subsidies s on s.id = b.subsidy_id
      where b.club_id = ${clubId}::int and b.profile_id = ${profileId}::int order by s.starts_on, s.id`);
  }

  /** Messages the person wrote (the text, not the HTML), with their thread's subject. */
  messages(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select m.created_at as "createdAt", t.subject, m.body_text as text
      from messages m join threads t on t.id = m.thread_id
      where t.club_id = ${clubId}::int and m.author_profile_id = ${profileId}::int order by m.created_at`);
  }

  joiningRequests(clubId: number, profileId: number): Promise<Row[]> {
    return this.rows(sql`select created_at as "createdAt", status, email, phone, privacy_accepted_at as "privacyAcceptedAt", reason
      from joining_requests where club_id = ${clubId}::int and (profile_id = ${profileId}::int or guardian_profile_id = ${profileId}::int)
      order by created_at`);
  }

  activityInscriptions(clubId: number, profileId: number): Promise<Row[]> {
    return this
      .rows(sql`select a.name as activity, i.name, i.surname, i.birth_date::text as "birthDate", i.dni, i.guardian_name as "guardianName",
        i.email, i.phone, i.status, i.created_at as "createdAt"
      from activity_inscriptions i join activities a on a.id = i.activity_id
      where i.club_id = ${clubId}::int and i.profile_id = ${profileId}::int order by i.created_at`);
  }

  /** What the person's account did in this club, as the audit log recorded it. */
  auditEntries(clubId: number, userId: number): Promise<Row[]> {
    return this.rows(sql`select created_at as "at", action, ip from audit_log
      where club_id = ${clubId}::int and actor_user_id = ${userId}::int order by id desc limit 1000`);
  }
}
