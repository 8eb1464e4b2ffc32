import type { Db } from '../../db/client';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { LedgerRepository } from './ledger.repository';
import { PaymentAccountsRepository } from './payment-accounts.repository';

/** The payments feature's repositories (connected accounts, webhook events, the ledger) and the shared lib ones. */
export const paymentsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  paymentAccounts: new PaymentAccountsRepository(db),
  ledger: new LedgerRepository(db),
});

export type PaymentsRepositories = ReturnType<typeof paymentsRepositories>;
export type PaymentsData = UnitOfWork<PaymentsRepositories>;
