import type { ErasurePlanLine } from '@tribuna/contract/data-rights';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export type ErasurePerson = { id: number; hash: string; name: string; userId: number | null; enabled: boolean };

type Counts = {
  contact: number;
  photo: number;
  account: number;
  guardianships: number;
  teams: number;
  mailboxes: number;
  messageCopies: number;
  authoredMessages: number;
  bookings: number;
  joining: number;
  doorEntries: number;
  charges: number;
  chargesUntil: string | null;
  payments: number;
  paymentsUntil: string | null;
  mandates: number;
  mandatesUntil: string | null;
  orders: number;
  ordersUntil: string | null;
  beneficiaries: number;
  beneficiariesUntil: string | null;
  audit: number;
};

/** The end of the sixth year after the latest of `column` (Commercial Code art. 30: books and records, 6 years). */
const sixYearsAfter = (column: string) => sql.raw(`(make_date(extract(year from max(${column}))::int + 6, 12, 31))::text`);

/**
 * The dry run's counts: for one person, how many rows of each kind of data an erasure would
 * erase, anonymise or keep, and until when the kept ones must stay (one statement).
 */
export class ErasurePlanRepository {
  constructor(private readonly db: Db) {}

  async person(clubId: number, hash: string): Promise<ErasurePerson | undefined> {
    const [row] = rowsOf<ErasurePerson>(
      await this.db.execute(sql`select id, public_id as hash, btrim(name || ' ' || surname) as name, user_id as "userId", enabled
        from profiles where club_id = ${clubId}::int and public_id = ${hash} and not pre_enrollment`),
    );
    return row;
  }

  async plan(clubId: number, person: ErasurePerson): Promise<ErasurePlanLine[]> {
    const p = sql`${person.id}::int`;
    const c = sql`${clubId}::int`;
    const u = person.userId === null ? sql`null::int` : sql`${person.userId}::int`;
    const [n] = rowsOf<Counts>(
      await this.db.execute(sql`select
          (select (email is not null)::int + (phone is not null)::int from profiles where id = ${p}) as contact,
          (select (photo is not null)::int from profiles where id = ${p}) as photo,
          (select (user_id is not null)::int from profiles where id = ${p}) as account,
          (select count(*)::int from guardianships where guardian_profile_id = ${p} or child_profile_id = ${p}) as guardianships,
          (select count(*)::int from team_members where profile_id = ${p}) as teams,
          (select count(*)::int from mailbox_profiles where profile_id = ${p}) as mailboxes,
          (select count(*)::int from thread_participants where profile_id = ${p}) as "messageCopies",
          (select count(*)::int from messages where author_profile_id = ${p}) as "authoredMessages",
          (select count(*)::int from bookings where club_id = ${c} and profile_id = ${p}) as bookings,
          (select count(*)::int from joining_requests where club_id = ${c} and (profile_id = ${p} or guardian_profile_id = ${p}))
            + (select count(*)::int from activity_inscriptions where club_id = ${c} and profile_id = ${p}) as joining,
          (select count(*)::int from access_scans where club_id = ${c} and profile_id = ${p}) as "doorEntries",
          ch.n as charges, ch.until as "chargesUntil",
          pay.n as payments, pay.until as "paymentsUntil",
          md.n as mandates, md.until as "mandatesUntil",
          od.n as orders, od.until as "ordersUntil",
          sb.n as beneficiaries, sb.until as "beneficiariesUntil",
          (select count(*)::int from audit_log where club_id = ${c}
            and (target = ${person.hash} or (${u} is not null and actor_user_id = ${u}))) as audit
        from
          (select count(*)::int as n, ${sixYearsAfter('coalesce(paid_at::date, due_on)')} as until
            from charges where club_id = ${c} and profile_id = ${p}) ch,
          (select count(*)::int as n, ${sixYearsAfter('coalesce(paid_at, created_at)')} as until
            from payments where club_id = ${c} and (
              subject_id in (select public_id from charges where club_id = ${c} and profile_id = ${p})
              or subject_id in (select public_id from bookings where club_id = ${c} and profile_id = ${p})
              or (${u} is not null and subject_id in (select public_id from orders where club_id = ${c} and user_id = ${u})))) pay,
          (select count(*)::int as n, (max(coalesce(last_used_on, signed_on)) + interval '14 months')::date::text as until
            from sepa_mandates where club_id = ${c} and profile_id = ${p}) md,
          (select count(*)::int as n, ${sixYearsAfter('created_at')} as until
            from orders where club_id = ${c} and ${u} is not null and user_id = ${u}) od,
          (select count(*)::int as n, (max(s.ends_on) + interval '4 years')::date::text as until
            from subsidy_beneficiaries b join subsidies s on s.id = b.subsidy_id
            where b.club_id = ${c} and b.profile_id = ${p}) sb`),
    );
    const x = n!;
    const line = (
      item: ErasurePlanLine['item'],
      outcome: ErasurePlanLine['outcome'],
      count: number,
      reason: ErasurePlanLine['reason'],
      keptUntil: string | null = null,
    ): ErasurePlanLine => ({ item, outcome, count, reason, keptUntil: count > 0 ? keptUntil : null });
    return [
      line('identity', 'erase', 1, 'personalData'),
      line('contact', 'erase', x.contact, 'personalData'),
      line('photo', 'erase', x.photo, 'personalData'),
      line('cardAndQr', 'erase', 1, 'personalData'),
      line('accountLink', 'erase', x.account, 'accountIsThePersons'),
      line('guardianships', 'erase', x.guardianships, 'personalData'),
      line('teams', 'erase', x.teams, 'personalData'),
      line('mailboxes', 'erase', x.mailboxes, 'personalData'),
      line('messageCopies', 'erase', x.messageCopies, 'personalData'),
      line('authoredMessages', 'anonymise', x.authoredMessages, 'othersConversations'),
      line('bookings', 'anonymise', x.bookings, 'accountingRetention'),
      line('joiningRequests', 'anonymise', x.joining, 'statistics'),
      line('doorEntries', 'anonymise', x.doorEntries, 'securityRecord'),
      line('charges', 'keep', x.charges, 'accountingRetention', x.chargesUntil),
      line('payments', 'keep', x.payments, 'accountingRetention', x.paymentsUntil),
      line('mandates', 'keep', x.mandates, 'sepaRetention', x.mandatesUntil),
      line('orders', 'keep', x.orders, 'accountingRetention', x.ordersUntil),
      // A grant's beneficiary list is part of its justification to the funder; the row stays and
      // names the anonymised person (their name and identity go with the profile's).
      line('subsidyBeneficiaries', 'anonymise', x.beneficiaries, 'grantJustification', x.beneficiariesUntil),
      line('auditLog', 'keep', x.audit, 'securityRecord'),
    ];
  }
}
