import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { TeamAudienceRepository } from './team-audience.repository';
import { TeamTrainingsRepository } from './team-trainings.repository';
import { TeamsRepository } from './teams.repository';

/** The teams feature's repositories (and the shared lib ones), bound to a pool or a transaction. */
export const teamsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  teams: new TeamsRepository(db),
  audience: new TeamAudienceRepository(db),
  trainings: new TeamTrainingsRepository(db),
});

export type TeamsRepositories = ReturnType<typeof teamsRepositories>;
export type TeamsData = UnitOfWork<TeamsRepositories>;
