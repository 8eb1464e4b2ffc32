import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { RefreshTokensRepository } from '../../lib/session/refresh-tokens.repository';
import { AuthRepository } from './auth.repository';

/** The sign-in feature's repositories (and the shared lib ones, plus the sessions' refresh tokens). */
export const authRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  auth: new AuthRepository(db),
  refreshTokens: new RefreshTokensRepository(db),
});

export type AuthRepositories = ReturnType<typeof authRepositories>;
export type AuthData = UnitOfWork<AuthRepositories>;
