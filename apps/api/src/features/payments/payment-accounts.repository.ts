import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, paymentAccounts, paymentEvents } from '../../db/schema';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** Clubs' accounts with payment providers, and the provider events already handled. */
export class PaymentAccountsRepository {
  constructor(private readonly db: Db) {}

  async ofClub(clubId: number, provider = 'stripe'): Promise<PaymentAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.clubId, clubId), eq(paymentAccounts.provider, provider)));
    return row;
  }

  /** The club's account, locked: two managers connecting at once create one account. */
  async lockClub(clubId: number): Promise<void> {
    await this.db.execute(sql`select id from clubs where id = ${clubId}::int for update`);
  }

  async insert(values: { clubId: number; provider: string; accountId: string }): Promise<PaymentAccountRow> {
    const [row] = await this.db.insert(paymentAccounts).values(values).returning();
    return row!;
  }

  async setState(provider: string, accountId: string, state: { detailsSubmitted: boolean; chargesEnabled: boolean }): Promise<void> {
    await this.db
      .update(paymentAccounts)
      .set({ ...state, updatedAt: sql`now()` })
      .where(and(eq(paymentAccounts.provider, provider), eq(paymentAccounts.accountId, accountId)));
  }

  /** The club's name, for the provider's account. */
  async clubName(clubId: number): Promise<string> {
    const [row] = await this.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
    return row?.name ?? '';
  }

  async seen(provider: string, eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    return Boolean(row);
  }

  /** Records an event as handled, or refused with why; false when it already was recorded (a repeated delivery). */
  async firstDelivery(
    provider: string,
    event: { eventId: string; type: string; accountId: string | null; reference: string | null; refusal: string | null },
  ): Promise<boolean> {
    const { refusal, ...seen } = event;
    const rows = await this.db
      .insert(paymentEvents)
      .values({ provider, ...seen, outcome: refusal ? 'refused' : 'handled', refusal })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length === 1;
  }
}
