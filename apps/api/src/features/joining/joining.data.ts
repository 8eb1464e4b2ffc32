import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ActivitiesRepository } from './activities.repository';
import { JoiningRepository } from './joining.repository';

/**
 * The joining feature's repositories (and the shared lib ones). `tx` is the database they are
 * bound to: inside a unit of work, the transaction, which fees' writes (FeesPublic) and people's
 * account link (PeoplePublic) join.
 */
export const joiningRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  joining: new JoiningRepository(db),
  activities: new ActivitiesRepository(db),
  tx: db,
});

export type JoiningRepositories = ReturnType<typeof joiningRepositories>;
export type JoiningData = UnitOfWork<JoiningRepositories>;
