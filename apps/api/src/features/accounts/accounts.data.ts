import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { RefreshTokensRepository } from '../../lib/session/refresh-tokens.repository';
import { AccountsRepository } from './accounts.repository';

/** The accounts feature's repositories (and the shared lib ones, plus the sessions' refresh tokens it revokes). */
export const accountsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  accounts: new AccountsRepository(db),
  refreshTokens: new RefreshTokensRepository(db),
});

export type AccountsRepositories = ReturnType<typeof accountsRepositories>;
export type AccountsData = UnitOfWork<AccountsRepositories>;
