import { sql, type SQL } from 'drizzle-orm';
import type { MetricDrillDownKey } from '@tribuna/contract';
import { endOf, windowStartOf, type MetricDay } from './metric-day';

/** A club's day with its season's bounds (the fee season containing the day, else from 1 September). */
export type CardScope = MetricDay & { seasonStart: string; previousSeasonStart: string };

/**
 * The rows a figure counts, written once: the card's count (and sum) and its drill-down list read
 * the same statement, so the list's total is the figure. Each set selects `hash`, `title`,
 * `detail`, `date` (ISO text), `amount` (cents or null); `order` sorts the drill-down.
 */
export type MetricSet = { select: SQL; order: SQL };

const ts = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const personName = sql`btrim(p.name || ' ' || p.surname)`;
const ROLE_OF_TYPE = sql`(case p.type when 0 then 'member' when 1 then 'manager' when 2 then 'guardian' when 3 then 'player' else 'external' end)`;

/** Members and athletes on the day: enabled profiles of the type, pre-enrolments left out. */
const people =
  (type: number) =>
  (s: CardScope): MetricSet => ({
    select: sql`select p.public_id as hash, ${personName} as title, p.category as detail, ${ts(sql`p.created_at`)} as date,
      null::integer as amount, p.surname as s1, p.name as s2, p.id as s3
    from profiles p
    where p.club_id = ${s.clubId} and p.type = ${type} and p.enabled and not p.pre_enrollment and p.created_at < ${endOf(s)}`,
    order: sql`s1, s2, s3`,
  });

/** Charges falling due from the season's start to the day (cancelled and exempt ones are not due). */
const dueCharges = (s: CardScope, extra: SQL = sql``) => sql`select c.public_id as hash, ${personName} as title, f.name as detail,
      c.due_on::text as date, c.amount as amount, c.due_on as s1, p.surname as s2, c.id as s3
    from charges c join profiles p on p.id = c.profile_id join fees f on f.id = c.fee_id
    where c.club_id = ${s.clubId} and c.due_on >= ${s.seasonStart}::date and c.due_on <= ${s.day}::date
      and c.status not in ('cancelled', 'exempt') ${extra}`;

/** Paid by the end of the day (a later refund of part keeps it paid). */
const PAID = (s: CardScope) => sql`c.status in ('paid', 'partly_refunded') and c.paid_at < ${endOf(s)}`;

/** A charge whose direct debit came back (returned, or refunded to the debtor by their bank). */
const RETURNED = sql`exists (select 1 from sepa_collections sc where sc.charge_id = c.id and sc.status in ('returned', 'refunded_by_debtor'))`;
const DEBITED = sql`exists (select 1 from sepa_collections sc where sc.charge_id = c.id and sc.status not in ('cancelled', 'rejected'))`;

/** A person charged (cancelled and exempt charges aside) for dues in [from, to), as issued by the day's end. */
const chargedIn = (s: CardScope, from: SQL, to: SQL | null) => sql`select 1 from charges c2
    where c2.club_id = ${s.clubId} and c2.profile_id = p.id and c2.status not in ('cancelled', 'exempt')
      and c2.created_at < ${endOf(s)} and c2.due_on >= ${from} ${to ? sql`and c2.due_on < ${to}` : sql``}`;

/**
 * Renewals: the members and athletes charged last season; renewed are those already charged for
 * this season (a charge falling due from its start, whenever, issued by the day), churned the rest.
 */
const renewalBase = (s: CardScope, renewed: boolean): MetricSet => ({
  select: sql`select p.public_id as hash, ${personName} as title, p.category as detail, null::text as date,
      null::integer as amount, p.surname as s1, p.name as s2, p.id as s3
    from profiles p
    where p.club_id = ${s.clubId} and p.type in (0, 3)
      and exists (${chargedIn(s, sql`${s.previousSeasonStart}::date`, sql`${s.seasonStart}::date`)})
      and ${renewed ? sql`` : sql`not`} exists (${chargedIn(s, sql`${s.seasonStart}::date`, null)})`,
  order: sql`s1, s2, s3`,
});

export const METRIC_SETS: Record<MetricDrillDownKey, (scope: CardScope) => MetricSet> = {
  members: people(0),
  athletes: people(3),
  teams: (s) => ({
    select: sql`select t.public_id as hash, t.name as title, t.category as detail, ${ts(sql`t.created_at`)} as date,
        null::integer as amount, t.name as s1, t.id as s2
      from teams t where t.club_id = ${s.clubId} and t.created_at < ${endOf(s)}`,
    order: sql`s1, s2`,
  }),
  signups: (s) => ({
    select: sql`select p.public_id as hash, ${personName} as title, ${ROLE_OF_TYPE} as detail, ${ts(sql`p.created_at`)} as date,
        null::integer as amount, p.created_at as s1, p.id as s2
      from profiles p
      where p.club_id = ${s.clubId} and not p.pre_enrollment and p.created_at >= ${windowStartOf(s)} and p.created_at < ${endOf(s)}`,
    order: sql`s1 desc, s2 desc`,
  }),
  preEnrollmentsPending: (s) => ({
    select: sql`select p.public_id as hash, ${personName} as title, ${ROLE_OF_TYPE} as detail, ${ts(sql`p.created_at`)} as date,
        null::integer as amount, p.created_at as s1, p.id as s2
      from profiles p where p.club_id = ${s.clubId} and p.pre_enrollment and p.created_at < ${endOf(s)}`,
    order: sql`s1, s2`,
  }),
  // Threads the club started: written from a mailbox or by a manager profile.
  messagesSent: (s) => ({
    select: sql`select t.public_id as hash, t.subject as title, coalesce(t.mailbox_name, t.author_name) as detail,
        ${ts(sql`t.created_at`)} as date, null::integer as amount, t.created_at as s1, t.id as s2
      from threads t left join profiles p on p.id = t.author_profile_id
      where t.club_id = ${s.clubId} and t.deleted_at is null and t.created_at >= ${windowStartOf(s)} and t.created_at < ${endOf(s)}
        and (t.mailbox_id is not null or p.type = 1)`,
    order: sql`s1 desc, s2 desc`,
  }),
  ordersPaid: (s) => ({
    select: sql`select o.public_id as hash, o.purchase_identifier as title, o.paid_by_name as detail, ${ts(sql`o.paid_at`)} as date,
        o.amount_cents as amount, o.paid_at as s1, o.id as s2
      from orders o
      where o.club_id = ${s.clubId} and o.status = 1 and o.paid_at >= ${windowStartOf(s)} and o.paid_at < ${endOf(s)}`,
    order: sql`s1 desc, s2 desc`,
  }),
  ordersToDeliver: (s) => ({
    select: sql`select o.public_id as hash, o.purchase_identifier as title, o.paid_by_name as detail, ${ts(sql`o.paid_at`)} as date,
        o.amount_cents as amount, o.paid_at as s1, o.id as s2
      from orders o where o.club_id = ${s.clubId} and o.status = 1 and not o.delivered and o.paid_at < ${endOf(s)}`,
    order: sql`s1, s2`,
  }),
  feesDue: (s) => ({ select: dueCharges(s), order: sql`s1, s2, s3` }),
  feesPaid: (s) => ({ select: dueCharges(s, sql`and ${PAID(s)}`), order: sql`s1, s2, s3` }),
  feesUnpaid: (s) => ({ select: dueCharges(s, sql`and not (${PAID(s)})`), order: sql`s1, s2, s3` }),
  feesReturned: (s) => ({ select: dueCharges(s, sql`and ${RETURNED}`), order: sql`s1, s2, s3` }),
  renewed: (s) => renewalBase(s, true),
  churned: (s) => renewalBase(s, false),
  bookings: (s) => ({
    select: sql`select b.public_id as hash, b.reference as title, k.name as detail, ${ts(sql`b.start_at`)} as date,
        b.amount as amount, b.start_at as s1, b.id as s2
      from bookings b join booking_calendars k on k.id = b.calendar_id
      where b.club_id = ${s.clubId} and b.kind = 'booking' and b.status <> 'cancelled'
        and b.start_at >= ${windowStartOf(s)} and b.start_at < ${endOf(s)}`,
    order: sql`s1 desc, s2 desc`,
  }),
  // Admitted entries (a warning admits too), annulled ones left out; an entry names its person or ticket.
  entries: (s) => ({
    select: sql`select x.public_id as hash, coalesce(${personName}, tk.reference, '') as title, l.name as detail,
        ${ts(sql`x.scanned_at`)} as date, null::integer as amount, x.scanned_at as s1, x.id as s2
      from access_scans x join access_lists l on l.id = x.list_id
        left join profiles p on p.id = x.profile_id left join tickets tk on tk.id = x.ticket_id
      where x.club_id = ${s.clubId} and x.direction = 'entry' and x.result in ('admitted', 'warning') and x.annulled_at is null
        and x.scanned_at >= ${windowStartOf(s)} and x.scanned_at < ${endOf(s)}`,
    order: sql`s1 desc, s2 desc`,
  }),
};

export const DEBITED_CHARGE = DEBITED;
export const dueChargesOf = dueCharges;
