import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { RefreshTokensRepository } from '../../lib/session/refresh-tokens.repository';
import type { CommercePublic } from '../commerce';
import { AccountsRepository } from './accounts.repository';

/**
 * The accounts feature's repositories (and the shared lib ones, plus the sessions' refresh tokens
 * it revokes, and the shop's guest-order hand-over, bound to the same handle so the e-mail
 * confirmation hands the orders over in its own transaction).
 */
export const accountsRepositories = (shop: Pick<CommercePublic, 'guestOrdersOn'>) => (db: Db) => ({
  ...sharedRepositories(db),
  accounts: new AccountsRepository(db),
  refreshTokens: new RefreshTokensRepository(db),
  guestOrders: shop.guestOrdersOn(db),
});

export type AccountsRepositories = ReturnType<ReturnType<typeof accountsRepositories>>;
export type AccountsData = UnitOfWork<AccountsRepositories>;
