import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessLists, accessScans } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';

export type ScanRow = typeof accessScans.$inferSelect;
export type NewScan = Omit<typeof accessScans.$inferInsert, 'id' | 'publicId'>;

/** A person as the door sees them (no e-mail, no phone), found by any of their codes. */
export type DoorPerson = {
  id: number;
  clubId: number;
  hash: string;
  name: string;
  surname: string;
  membershipNumber: number | null;
  photo: string | null;
  enabled: boolean;
  preEnrollment: boolean;
  cardKey: string;
};

/** A ticket as the door sees it: its event (campaign), product, seat and state. */
export type DoorTicket = {
  id: number;
  clubId: number;
  hash: string;
  reference: string;
  product: string;
  campaignId: number;
  event: string;
  seatRow: number | null;
  seatNumber: number | null;
  cancelled: boolean;
  /** The order's status (commerce: 3 refunded). */
  orderStatus: number;
};

/** An earlier movement a refusal points at. */
export type Movement = { id: number; direction: string; scannedAt: Date; listName: string; deviceName: string | null };

export const PERSON = sql`p.id, p.club_id as "clubId", p.public_id as hash, p.name, p.surname,
  p.membership_number as "membershipNumber", p.photo, p.enabled, p.pre_enrollment as "preEnrollment", p.card_key as "cardKey"`;
const TICKET = sql`t.id, t.club_id as "clubId", t.public_id as hash, t.reference, cp.name as product, c.id as "campaignId",
  c.name as event, t.seat_row as "seatRow", t.seat_number as "seatNumber", t.cancelled, o.status as "orderStatus"`;
const TICKET_FROM = sql`tickets t join campaign_products cp on cp.id = t.product_id
  join campaigns c on c.id = cp.campaign_id join orders o on o.id = t.order_id`;
const MOVEMENT = sql`s.id, s.direction, s.scanned_at as "scannedAt", l.name as "listName", d.name as "deviceName"
  from access_scans s join access_lists l on l.id = s.list_id left join access_devices d on d.id = s.device_id`;

/**
 * The scan's reads and writes (issue 24). Codes are looked up in every club on purpose: a card or
 * ticket of another club must answer "otherClub", not "notFound"; only its club leaves this file.
 */
export class ScansRepository {
  constructor(private readonly db: Db) {}

  /** The scan logged under this nonce, with its own list's hash (a replay answers as the first scan did). */
  async byNonce(clubId: number, nonce: string): Promise<(ScanRow & { listHash: string }) | undefined> {
    const [row] = await this.db
      .select({ ...getTableColumns(accessScans), listHash: accessLists.publicId })
      .from(accessScans)
      .innerJoin(accessLists, eq(accessLists.id, accessScans.listId))
      .where(and(eq(accessScans.clubId, clubId), eq(accessScans.nonce, nonce)));
    return row;
  }

  async personByQr(qrIdentifier: string): Promise<DoorPerson | undefined> {
    return this.one<DoorPerson>(sql`select ${PERSON} from profiles p where p.qr_identifier = ${qrIdentifier}`);
  }

  async personByNumber(clubId: number, membershipNumber: number): Promise<DoorPerson | undefined> {
    return this.one<DoorPerson>(
      sql`select ${PERSON} from profiles p where p.club_id = ${clubId}::int and p.membership_number = ${membershipNumber}::int`,
    );
  }

  async personById(id: number): Promise<DoorPerson | undefined> {
    return this.one<DoorPerson>(sql`select ${PERSON} from profiles p where p.id = ${id}::int`);
  }

  async ticketByCode(code: string): Promise<DoorTicket | undefined> {
    return this.one<DoorTicket>(sql`select ${TICKET} from ${TICKET_FROM} where t.code = ${code}`);
  }

  async ticketByReference(clubId: number, reference: string): Promise<DoorTicket | undefined> {
    return this.one<DoorTicket>(sql`select ${TICKET} from ${TICKET_FROM} where t.club_id = ${clubId}::int and t.reference = ${reference}`);
  }

  async ticketById(id: number): Promise<DoorTicket | undefined> {
    return this.one<DoorTicket>(sql`select ${TICKET} from ${TICKET_FROM} where t.id = ${id}::int`);
  }

  /** The ticket's admission to its event (any list), while not annulled. */
  async firstUse(ticketId: number): Promise<Movement | undefined> {
    return this.one<Movement>(sql`select ${MOVEMENT} where s.ticket_id = ${ticketId}::int and s.first_use and s.annulled_at is null`);
  }

  private async one<T>(query: ReturnType<typeof sql>): Promise<T | undefined> {
    return rowsOf<T>(await this.db.execute(query))[0];
  }
}
