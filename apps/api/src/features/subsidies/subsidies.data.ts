import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ExpensesRepository } from './expenses.repository';
import { SubsidiesRepository } from './subsidies.repository';

/** The subsidies feature's repositories (and the shared lib ones). */
export const subsidiesRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  subsidies: new SubsidiesRepository(db),
  expenses: new ExpensesRepository(db),
});

export type SubsidiesRepositories = ReturnType<typeof subsidiesRepositories>;
export type SubsidiesData = UnitOfWork<SubsidiesRepositories>;
