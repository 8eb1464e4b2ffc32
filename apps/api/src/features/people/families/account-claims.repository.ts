import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountClaims, clubs, profiles, users } from '../../../db/schema';

/** An unused, unexpired link whose person still has no account, with what claiming needs. */
export type OpenClaim = NonNullable<Awaited<ReturnType<AccountClaimsRepository['findOpen']>>>;

/**
 * Claiming hand-over links (account_claims; sending them is the families repository's). Reading
 * a link starts from its token (the caller has no club yet) and always joins the club and person
 * the link was made for, so a link can only ever reach that one record. Claiming runs in a unit
 * of work, with this repository bound to it.
 */
export class AccountClaimsRepository {
  constructor(private readonly db: Db) {}

  async findOpen(tokenHash: string) {
    const [row] = await this.db
      .select({
        id: accountClaims.id,
        email: accountClaims.email,
        expiresAt: accountClaims.expiresAt,
        club: { id: clubs.id, publicId: clubs.publicId, name: clubs.name, image: clubs.image, locale: clubs.locale },
        person: {
          id: profiles.id,
          publicId: profiles.publicId,
          type: profiles.type,
          name: profiles.name,
          surname: profiles.surname,
          dni: profiles.dni,
          phone: profiles.phone,
        },
      })
      .from(accountClaims)
      .innerJoin(clubs, eq(clubs.id, accountClaims.clubId))
      .innerJoin(profiles, and(eq(profiles.id, accountClaims.profileId), eq(profiles.clubId, accountClaims.clubId)))
      .where(
        and(
          eq(accountClaims.tokenHash, tokenHash),
          isNull(accountClaims.usedAt),
          gt(accountClaims.expiresAt, sql`now()`),
          isNull(profiles.userId),
        ),
      );
    return row;
  }

  async accountByUsername(username: string) {
    const [row] = await this.db
      .select({ id: users.id, publicId: users.publicId, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }

  /** Marks the link used; false when another request used it first (or it just expired). */
  async consume(claim: OpenClaim): Promise<boolean> {
    const used = await this.db
      .update(accountClaims)
      .set({ usedAt: sql`now()` })
      .where(and(eq(accountClaims.id, claim.id), isNull(accountClaims.usedAt), gt(accountClaims.expiresAt, sql`now()`)))
      .returning({ id: accountClaims.id });
    return used.length > 0;
  }

  /** A new account; undefined when the username was taken in the meantime. */
  async insertUser(values: typeof users.$inferInsert): Promise<number | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing({ target: users.username }).returning({ id: users.id });
    return row?.id;
  }

  async hasProfileOfType(claim: OpenClaim, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, claim.club.id), eq(profiles.userId, userId), eq(profiles.type, claim.person.type)))
      .limit(1);
    return row !== undefined;
  }

  /** Gives the person the account; only while it has none (two claims cannot both win). */
  async attachAccount(claim: OpenClaim, userId: number): Promise<boolean> {
    const updated = await this.db
      .update(profiles)
      .set({ userId, email: claim.email, updatedAt: sql`now()` })
      .where(and(eq(profiles.clubId, claim.club.id), eq(profiles.id, claim.person.id), isNull(profiles.userId)))
      .returning({ id: profiles.id });
    return updated.length > 0;
  }
}
