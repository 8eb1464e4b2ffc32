import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubCardDesigns, clubFeatures, clubs } from '../../../db/schema';

/** The feature that makes a club's design count (decision 0008). */
const CUSTOM_CARDS = 'custom_card_templates';

export type CardDesignRow = typeof clubCardDesigns.$inferSelect;
export type CardDesignValues = Omit<CardDesignRow, 'clubId' | 'updatedAt'>;

/** A club's card design; every query takes the club it is scoped to. */
export class CardDesignRepository {
  constructor(private readonly db: Db) {}

  async find(clubId: number): Promise<CardDesignRow | undefined> {
    const [row] = await this.db.select().from(clubCardDesigns).where(eq(clubCardDesigns.clubId, clubId));
    return row;
  }

  /**
   * The design cards are drawn with: the club's row while it has custom_card_templates, else
   * undefined (the default design). One read for both, since every card answer needs it.
   */
  async effective(clubId: number): Promise<CardDesignRow | undefined> {
    const [row] = await this.db
      .select({ design: clubCardDesigns })
      .from(clubCardDesigns)
      .innerJoin(clubFeatures, and(eq(clubFeatures.clubId, clubCardDesigns.clubId), eq(clubFeatures.code, CUSTOM_CARDS)))
      .where(eq(clubCardDesigns.clubId, clubId));
    return row?.design;
  }

  async save(clubId: number, values: CardDesignValues): Promise<CardDesignRow> {
    const [row] = await this.db
      .insert(clubCardDesigns)
      .values({ clubId, ...values })
      .onConflictDoUpdate({ target: clubCardDesigns.clubId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row!;
  }

  /** The background's current version for the public picture route (club by its hash). */
  async backgroundOf(clubHash: string): Promise<string | null> {
    const [row] = await this.db
      .select({ version: clubCardDesigns.backgroundVersion })
      .from(clubCardDesigns)
      .innerJoin(clubs, eq(clubs.id, clubCardDesigns.clubId))
      .where(eq(clubs.publicId, clubHash));
    return row?.version ?? null;
  }
}
