import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ChargeCreationRepository } from './charges/charge-creation.repository';
import { ChargesRepository } from './charges/charges.repository';
import { FeesRepository } from './charges/fees.repository';
import { PlansRepository } from './plans/plans.repository';
import { SeasonsRepository } from './plans/seasons.repository';
import { BatchesRepository } from './sepa/batches.repository';
import { SepaReturnsRepository } from './sepa/sepa-returns.repository';
import { CreditorsRepository } from './sepa/creditors.repository';
import { MandatesRepository } from './member/mandates.repository';
import { MemberChargesRepository } from './member/member-charges.repository';

/**
 * The fees feature's repositories (and the shared lib ones), bound to a pool or a transaction.
 * One line per repository, grouped by sub-folder: plans/ and charges/ (manager side), member/
 * (the member's charges and mandates), sepa/ (creditors, batches, returns).
 */
export const feesRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  // plans/
  seasons: new SeasonsRepository(db),
  plans: new PlansRepository(db),
  // charges/
  fees: new FeesRepository(db),
  charges: new ChargesRepository(db),
  chargeCreation: new ChargeCreationRepository(db),
  // member/
  memberCharges: new MemberChargesRepository(db),
  mandates: new MandatesRepository(db),
  // sepa/
  sepaCreditors: new CreditorsRepository(db),
  sepaBatches: new BatchesRepository(db),
  sepaReturns: new SepaReturnsRepository(db),
});

export type FeesRepositories = ReturnType<typeof feesRepositories>;
export type FeesData = UnitOfWork<FeesRepositories>;
