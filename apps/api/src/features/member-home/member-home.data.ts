import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { MemberHomeRepository } from './member-home.repository';

/** The member home feature's repositories (and the shared lib ones). */
export const memberHomeRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  memberHome: new MemberHomeRepository(db),
});

export type MemberHomeRepositories = ReturnType<typeof memberHomeRepositories>;
export type MemberHomeData = UnitOfWork<MemberHomeRepositories>;
