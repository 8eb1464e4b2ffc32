import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailValidationTokens, passwordResetCodes, users } from '../../db/schema';

export type AccountUser = {
  id: number;
  publicId: string;
  email: string;
  name: string;
  passwordHash: string;
  locale: string | null;
  phone: string | null;
  enabled: boolean;
  emailValidatedAt: Date | null;
};

export type NewAccount = {
  publicId: string;
  email: string;
  passwordHash: string;
  name: string;
  lastname: string;
  identification: string | null;
  phone: string | null;
  locale: string;
};

const accountColumns = {
  id: users.id,
  publicId: users.publicId,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  locale: users.locale,
  phone: users.phone,
  enabled: users.enabled,
  emailValidatedAt: users.emailValidatedAt,
};

/**
 * Accounts as registration, email validation and password flows need them (not club-scoped).
 * Writes of several statements run in a unit of work, with this repository bound to it.
 */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  async byUsername(username: string): Promise<AccountUser | undefined> {
    const [row] = await this.db.select(accountColumns).from(users).where(eq(users.username, username));
    return row;
  }

  async byPublicId(publicId: string): Promise<AccountUser | undefined> {
    const [row] = await this.db.select(accountColumns).from(users).where(eq(users.publicId, publicId));
    return row;
  }

  /** Inserts the account unless the username (= email) is taken; undefined when it was. */
  async insertUnlessTaken(account: NewAccount): Promise<{ id: number } | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({ ...account, username: account.email })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    return row;
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async setWhatsappConsent(userId: number): Promise<void> {
    await this.db
      .update(users)
      .set({ whatsappConsent: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async insertEmailToken(userId: number, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(emailValidationTokens).values({ userId, email, tokenHash, expiresAt });
  }

  /** Spends a live validation token (single use); what it was for, or undefined. */
  async spendEmailToken(tokenHash: string): Promise<{ userId: number; email: string } | undefined> {
    const [token] = await this.db
      .update(emailValidationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailValidationTokens.tokenHash, tokenHash),
          isNull(emailValidationTokens.usedAt),
          gt(emailValidationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailValidationTokens.userId, email: emailValidationTokens.email });
    return token;
  }

  /**
   * Marks the address validated, only if the enabled account still has the address the link was
   * sent to; the account's public id, or undefined.
   */
  async markEmailValidated(userId: number, email: string): Promise<string | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.email, email), eq(users.enabled, true)))
      .returning({ publicId: users.publicId });
    return user?.publicId;
  }

  /** Requests in the last 24 hours, for the daily cap per account. */
  async codesSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, userId), gt(passwordResetCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  /** A new code replaces any live one: only the latest code works (two statements: in a unit of work). */
  async replaceCode(userId: number, codeHash: string, channel: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await this.db.insert(passwordResetCodes).values({ userId, codeHash, channel, expiresAt });
  }

  async liveCode(userId: number, maxTries: number) {
    const [row] = await this.db
      .select({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash, expiresAt: passwordResetCodes.expiresAt })
      .from(passwordResetCodes)
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, sql`now()`),
          lt(passwordResetCodes.tries, maxTries),
        ),
      )
      .orderBy(desc(passwordResetCodes.id))
      .limit(1);
    return row;
  }

  /**
   * Counts one try on the code before it is compared, in one conditional UPDATE: the row lock
   * makes parallel guesses queue and re-check `tries < max`, so a code is never compared more
   * than `maxTries` times. False when the code has no try left (or was spent meanwhile).
   */
  async takeTry(codeId: number, maxTries: number): Promise<boolean> {
    const rows = await this.db
      .update(passwordResetCodes)
      .set({ tries: sql`${passwordResetCodes.tries} + 1` })
      .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt), lt(passwordResetCodes.tries, maxTries)))
      .returning({ id: passwordResetCodes.id });
    return rows.length === 1;
  }

  /** A right code costs no try: the one taken for it is given back. */
  async giveBackTry(codeId: number): Promise<void> {
    await this.db
      .update(passwordResetCodes)
      .set({ tries: sql`greatest(${passwordResetCodes.tries} - 1, 0)` })
      .where(eq(passwordResetCodes.id, codeId));
  }

  /** Spends the code once; false when a concurrent confirmation spent it first. */
  async consumeCode(codeId: number): Promise<boolean> {
    const rows = await this.db
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    return rows.length === 1;
  }
}
