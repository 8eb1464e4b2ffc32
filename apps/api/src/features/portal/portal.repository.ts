import { PORTAL_CORE_COMPONENTS, type FeatureCode } from '@tribuna/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubFeatures, clubs, portalComponents, type PortalComponentProperties } from '../../db/schema';

export type PortalComponentRow = typeof portalComponents.$inferSelect;

/** A club's portal components. */
export class PortalRepository {
  constructor(private readonly db: Db) {}

  /** The club of a public call (no club context there), with what decides the core areas. */
  async club(clubHash: string): Promise<{ id: number; publicPortal: boolean } | undefined> {
    const [row] = await this.db.select({ id: clubs.id, publicPortal: clubs.publicPortal }).from(clubs).where(eq(clubs.publicId, clubHash));
    return row;
  }

  async features(clubId: number): Promise<FeatureCode[]> {
    const rows = await this.db.select({ code: clubFeatures.code }).from(clubFeatures).where(eq(clubFeatures.clubId, clubId));
    return rows.map((row) => row.code as FeatureCode);
  }

  /** Adds the core components a club lacks, after its others (idempotent, safe in parallel). */
  async ensureCore(clubId: number): Promise<void> {
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(portalComponents).where(eq(portalComponents.clubId, clubId));
    await this.db
      .insert(portalComponents)
      .values(PORTAL_CORE_COMPONENTS.map((name, index) => ({ clubId, core: true, name, position: Number(n) + index, enabled: false })))
      .onConflictDoNothing();
  }

  /** Whether the club has each core component already (read first: listing then writes nothing). */
  async hasEveryCore(clubId: number): Promise<boolean> {
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(portalComponents)
      .where(and(eq(portalComponents.clubId, clubId), eq(portalComponents.core, true)));
    return Number(n) >= PORTAL_CORE_COMPONENTS.length;
  }

  /**
   * One page in the portal's order (position, then id). The page's ids come first from
   * portal_components_club_position_idx alone, then only those rows are read; the total is counted
   * from the same index.
   */
  async page(clubId: number, limit: number, offset: number): Promise<{ rows: PortalComponentRow[]; total: number }> {
    const inOrder = [asc(portalComponents.position), asc(portalComponents.id)];
    const pageIds = this.db
      .select({ id: portalComponents.id })
      .from(portalComponents)
      .where(eq(portalComponents.clubId, clubId))
      .orderBy(...inOrder)
      .limit(limit)
      .offset(offset);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(portalComponents)
        .where(and(eq(portalComponents.clubId, clubId), inArray(portalComponents.id, pageIds)))
        .orderBy(...inOrder),
      this.db.select({ n: count() }).from(portalComponents).where(eq(portalComponents.clubId, clubId)),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  list(clubId: number): Promise<PortalComponentRow[]> {
    return this.db
      .select()
      .from(portalComponents)
      .where(eq(portalComponents.clubId, clubId))
      .orderBy(asc(portalComponents.position), asc(portalComponents.id));
  }

  async find(clubId: number, id: number): Promise<PortalComponentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(portalComponents)
      .where(and(eq(portalComponents.clubId, clubId), eq(portalComponents.id, id)));
    return row;
  }

  async lockClub(clubId: number): Promise<void> {
    await this.db.execute(sql`select id from clubs where id = ${clubId}::int for update`);
  }

  async insertLink(values: {
    clubId: number;
    name: string;
    properties: PortalComponentProperties;
    enabled: boolean;
    highlighted: boolean;
    position: number;
  }): Promise<PortalComponentRow> {
    const [row] = await this.db
      .insert(portalComponents)
      .values({ ...values, core: false, type: 'link' })
      .returning();
    return row!;
  }

  async update(
    row: PortalComponentRow,
    values: Partial<Pick<PortalComponentRow, 'name' | 'properties' | 'enabled' | 'highlighted'>>,
  ): Promise<PortalComponentRow> {
    const [updated] = await this.db
      .update(portalComponents)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(portalComponents.id, row.id))
      .returning();
    return updated!;
  }

  async setPositions(ids: readonly number[]): Promise<void> {
    for (const [position, id] of ids.entries()) {
      await this.db.update(portalComponents).set({ position }).where(eq(portalComponents.id, id));
    }
  }

  async remove(row: PortalComponentRow): Promise<void> {
    await this.db.delete(portalComponents).where(eq(portalComponents.id, row.id));
  }
}
