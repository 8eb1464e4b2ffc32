import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ProfileRepository } from './profile.repository';

/** The profile feature's repositories (and the shared lib ones). */
export const profileRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  profile: new ProfileRepository(db),
});

export type ProfileRepositories = ReturnType<typeof profileRepositories>;
export type ProfileData = UnitOfWork<ProfileRepositories>;
