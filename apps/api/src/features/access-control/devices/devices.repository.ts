import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessDevices, accessDeviceTokens, accessLists, profiles } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

/** How stale a phone's "last call" may be before a call writes it again (the manager's list shows it to the minute). */
export const TOUCH_EVERY_MS = 30_000;

export type DeviceRow = typeof accessDevices.$inferSelect;
export type DeviceListRow = DeviceRow & { listHash: string | null; listName: string | null; registeredByName: string | null };

/** A club's door phones and their one-time registration tokens (issue 24); every query names the club. */
export class DevicesRepository {
  constructor(private readonly db: Db) {}

  async addToken(values: { clubId: number; tokenHash: string; listId: number | null; createdBy: number | null; expiresAt: Date }) {
    await this.db.insert(accessDeviceTokens).values(values);
  }

  /**
   * Takes a token of the club that is unused and not expired, in one statement, so two phones
   * claiming one QR at once get it once. Undefined for any other token.
   */
  async takeToken(clubId: number, tokenHash: string, now: Date) {
    const [row] = await this.db
      .update(accessDeviceTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accessDeviceTokens.clubId, clubId),
          eq(accessDeviceTokens.tokenHash, tokenHash),
          isNull(accessDeviceTokens.usedAt),
          gt(accessDeviceTokens.expiresAt, now),
        ),
      )
      .returning({ id: accessDeviceTokens.id, listId: accessDeviceTokens.listId, createdBy: accessDeviceTokens.createdBy });
    return row;
  }

  async addDevice(values: {
    clubId: number;
    name: string;
    listId: number | null;
    secretHash: string;
    dataKey: string;
    registeredBy: number | null;
    tokenId: number;
  }): Promise<DeviceRow> {
    const { tokenId, ...device } = values;
    const [row] = await this.db
      .insert(accessDevices)
      .values({ publicId: newPublicId(), ...device })
      .returning();
    await this.db.update(accessDeviceTokens).set({ deviceId: row!.id }).where(eq(accessDeviceTokens.id, tokenId));
    return row!;
  }

  /** The device holding this secret (any club: the caller compares the club and says why it refuses). */
  async bySecretHash(secretHash: string): Promise<DeviceRow | undefined> {
    const [row] = await this.db.select().from(accessDevices).where(eq(accessDevices.secretHash, secretHash));
    return row;
  }

  list(clubId: number): Promise<DeviceListRow[]> {
    return this.db
      .select(this.listColumns())
      .from(accessDevices)
      .leftJoin(accessLists, eq(accessLists.id, accessDevices.listId))
      .where(eq(accessDevices.clubId, clubId))
      .orderBy(desc(accessDevices.registeredAt), desc(accessDevices.id));
  }

  async find(clubId: number, deviceHash: string): Promise<DeviceListRow | undefined> {
    const [row] = await this.db
      .select(this.listColumns())
      .from(accessDevices)
      .leftJoin(accessLists, eq(accessLists.id, accessDevices.listId))
      .where(and(eq(accessDevices.clubId, clubId), eq(accessDevices.publicId, deviceHash)));
    return row;
  }

  /** Revokes once: a second revocation keeps the first moment and author. */
  async revoke(clubId: number, deviceId: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(accessDevices)
      .set({ revokedAt: now, revokedBy: by })
      .where(and(eq(accessDevices.clubId, clubId), eq(accessDevices.id, deviceId), isNull(accessDevices.revokedAt)));
  }

  /**
   * Notes the phone's last call, at most once per TOUCH_EVERY_MS: a phone at a busy gate calls for
   * every scan, and a write of the same row each time would queue its scans one behind another.
   */
  async touch(deviceId: number, now: Date): Promise<void> {
    const stale = new Date(now.getTime() - TOUCH_EVERY_MS);
    await this.db
      .update(accessDevices)
      .set({ lastSyncAt: now })
      .where(and(eq(accessDevices.id, deviceId), sql`(${accessDevices.lastSyncAt} is null or ${accessDevices.lastSyncAt} < ${stale})`));
  }

  private listColumns() {
    return {
      id: accessDevices.id,
      publicId: accessDevices.publicId,
      clubId: accessDevices.clubId,
      name: accessDevices.name,
      listId: accessDevices.listId,
      secretHash: accessDevices.secretHash,
      dataKey: accessDevices.dataKey,
      registeredBy: accessDevices.registeredBy,
      registeredAt: accessDevices.registeredAt,
      lastSyncAt: accessDevices.lastSyncAt,
      revokedAt: accessDevices.revokedAt,
      revokedBy: accessDevices.revokedBy,
      listHash: accessLists.publicId,
      listName: accessLists.name,
      // Who registered it, by the name of one of their profiles in this club.
      registeredByName: sql<string | null>`(select ${profiles.name} || ' ' || ${profiles.surname} from ${profiles}
        where ${profiles.userId} = ${accessDevices.registeredBy} and ${profiles.clubId} = ${accessDevices.clubId}
        order by ${profiles.type} limit 1)`,
    };
  }
}
