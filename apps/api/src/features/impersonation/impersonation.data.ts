import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ImpersonationRepository } from './impersonation.repository';

/** The impersonation feature's repositories (and the shared lib ones). */
export const impersonationRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  impersonation: new ImpersonationRepository(db),
});

export type ImpersonationRepositories = ReturnType<typeof impersonationRepositories>;
export type ImpersonationData = UnitOfWork<ImpersonationRepositories>;
