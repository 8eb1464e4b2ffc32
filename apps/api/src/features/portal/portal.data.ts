import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { PortalRepository } from './portal.repository';

/** The portal feature's repositories (and the shared lib ones). */
export const portalRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  portal: new PortalRepository(db),
});

export type PortalRepositories = ReturnType<typeof portalRepositories>;
export type PortalData = UnitOfWork<PortalRepositories>;
