import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** A member as a phone keeps them offline (no e-mail, no phone). */
export type OfflineMemberRow = {
  id: number;
  hash: string;
  qrIdentifier: string;
  membershipNumber: number | null;
  name: string;
  photoUrl: string | null;
  enabled: boolean;
  cardKey: string;
};

export type OfflineTicketRow = {
  hash: string;
  code: string;
  reference: string;
  product: string;
  event: string;
  seatRow: number | null;
  seatNumber: number | null;
  status: 'valid' | 'cancelled' | 'refunded';
  usedAt: Date | string | null;
  usedListName: string | null;
};

export type DeviceConflictRow = { nonce: string; scanHash: string; reason: string };

/** commerce's order status of a refunded order. */
const ORDER_REFUNDED = 3;

const after = (since: Date | null, column: SQL) => (since ? sql`${column} > ${since.toISOString()}::timestamptz` : sql`true`);

/**
 * The offline package's reads (issue 24): one query per kind for a whole club (20,000 members,
 * 5,000 tickets of an event), or only the rows changed after `since`. Every query names the club.
 */
export class OfflinePackageRepository {
  constructor(private readonly db: Db) {}

  /**
   * The club's people (pre-enrolments are nobody's yet), or those changed since: their profile, or
   * one of their fee charges (paid, returned: their standing may have turned).
   */
  async members(clubId: number, since: Date | null): Promise<OfflineMemberRow[]> {
    const changed = since
      ? sql`and (${after(since, sql`p.updated_at`)} or p.id in (
          select c.profile_id from charges c where c.club_id = ${clubId}::int and ${after(since, sql`c.updated_at`)}))`
      : sql``;
    return rowsOf<OfflineMemberRow>(
      await this.db.execute(sql`select p.id, p.public_id as hash, p.qr_identifier as "qrIdentifier",
          p.membership_number as "membershipNumber", btrim(p.name || ' ' || p.surname) as name, p.photo as "photoUrl",
          p.enabled, p.card_key as "cardKey"
        from profiles p
        where p.club_id = ${clubId}::int and not p.pre_enrollment ${changed}`),
    );
  }

  /**
   * An event's tickets with their state and admission; since a moment, those whose order changed
   * (cancelled, refunded) or that were scanned or had a scan annulled since, anywhere.
   */
  async tickets(clubId: number, campaignId: number, since: Date | null): Promise<OfflineTicketRow[]> {
    const changed = since
      ? sql`and (${after(since, sql`o.updated_at`)} or ${after(since, sql`o.refunded_at`)} or t.id in (
          select s.ticket_id from access_scans s where s.club_id = ${clubId}::int and s.ticket_id is not null
            and (${after(since, sql`s.received_at`)} or ${after(since, sql`s.annulled_at`)})))`
      : sql``;
    return rowsOf<OfflineTicketRow>(
      await this.db.execute(sql`select t.public_id as hash, t.code, t.reference, cp.name as product, c.name as event,
          t.seat_row as "seatRow", t.seat_number as "seatNumber",
          case when o.status = ${ORDER_REFUNDED}::int then 'refunded' when t.cancelled then 'cancelled' else 'valid' end as status,
          u.scanned_at as "usedAt", u.list_name as "usedListName"
        from tickets t
          join campaign_products cp on cp.id = t.product_id
          join campaigns c on c.id = cp.campaign_id
          join orders o on o.id = t.order_id
          left join lateral (
            select s.scanned_at, l.name as list_name from access_scans s join access_lists l on l.id = s.list_id
            where s.ticket_id = t.id and s.first_use and s.annulled_at is null limit 1
          ) u on true
        where t.club_id = ${clubId}::int and c.id = ${campaignId}::int ${changed}`),
    );
  }

  /**
   * The people inside on the list now: their latest counted movement on it (admitted or amber, not
   * annulled, after the list's last check-out of everyone) is an entry. Tickets are not here: a
   * ticket's admission travels with the ticket.
   */
  async inside(listId: number): Promise<string[]> {
    const rows = rowsOf<{ hash: string }>(
      await this.db.execute(sql`select latest.hash from (
          select distinct on (s.profile_id) p.public_id as hash, s.direction
          from access_scans s join access_lists l on l.id = s.list_id join profiles p on p.id = s.profile_id
          where s.list_id = ${listId}::int and s.profile_id is not null and s.result <> 'refused' and s.annulled_at is null
            and (l.checked_out_at is null or s.scanned_at > l.checked_out_at)
          order by s.profile_id, s.scanned_at desc, s.id desc) latest
        where latest.direction = 'entry'`),
    );
    return rows.map((row) => row.hash);
  }

  /** This phone's scans marked conflict in the last day (the phone forgets what it has heard). */
  async conflicts(deviceId: number, since: Date): Promise<DeviceConflictRow[]> {
    return rowsOf<DeviceConflictRow>(
      await this.db.execute(sql`select s.nonce, s.public_id as "scanHash", s.reason from access_scans s
        where s.device_id = ${deviceId}::int and s.conflict and s.received_at > ${since.toISOString()}::timestamptz
        order by s.id`),
    );
  }

  /**
   * The other side of a conflict: the admission of the ticket that a second offline phone let in
   * too (the scan `scanHash`) is marked conflict as well, so both phones and the log show it.
   */
  async markFirstUseConflictOf(clubId: number, scanHash: string): Promise<void> {
    await this.db.execute(sql`update access_scans admitted set conflict = true
      from access_scans later
      where later.club_id = ${clubId}::int and later.public_id = ${scanHash}
        and admitted.ticket_id = later.ticket_id and admitted.first_use and admitted.annulled_at is null`);
  }
}
