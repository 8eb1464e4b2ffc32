import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ClubContextRepository } from '../../plugins/club-context.repository';
import { ClubsRepository } from './clubs.repository';

/** The clubs feature's repositories (and the shared lib ones); the club context's repository is the plugin's, read here for the public club page. */
export const clubsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  clubs: new ClubsRepository(db),
  clubContexts: new ClubContextRepository(db),
});

export type ClubsRepositories = ReturnType<typeof clubsRepositories>;
export type ClubsData = UnitOfWork<ClubsRepositories>;
