import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { SponsorsRepository } from './sponsors.repository';

/** The sponsors feature's repositories (and the shared lib ones). */
export const sponsorsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  sponsors: new SponsorsRepository(db),
});

export type SponsorsRepositories = ReturnType<typeof sponsorsRepositories>;
export type SponsorsData = UnitOfWork<SponsorsRepositories>;
