import type { Db } from '../../../db/client';
import type { UnitOfWork } from '../../../lib/data/unit-of-work';
import { sharedRepositories } from '../../../lib/data/shared-repositories';
import { AccessListsRepository } from '../lists/lists.repository';
import { ControllersRepository } from './controllers.repository';

/** The repositories of the controllers and live-day routes (the lists' own for their counters). */
export const controllersRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  controllers: new ControllersRepository(db),
  lists: new AccessListsRepository(db),
});

export type ControllersData = UnitOfWork<ReturnType<typeof controllersRepositories>>;
