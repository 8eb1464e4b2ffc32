import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type LoginUser = { id: number; publicId: string; passwordHash: string; enabled: boolean };

/** Accounts as sign-in needs them (not club-scoped); refresh tokens: lib/session. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByUsername(username: string): Promise<LoginUser | undefined> {
    const [row] = await this.db
      .select({ id: users.id, publicId: users.publicId, passwordHash: users.passwordHash, enabled: users.enabled })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }
}
