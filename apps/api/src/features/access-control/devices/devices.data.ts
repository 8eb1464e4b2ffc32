import type { Db } from '../../../db/client';
import type { UnitOfWork } from '../../../lib/data/unit-of-work';
import { sharedRepositories } from '../../../lib/data/shared-repositories';
import { DevicesRepository } from './devices.repository';
import { OfflinePackageRepository } from './offline-package.repository';

/** The door phones' repositories (devices, their offline package) and the shared lib ones. */
export const devicesRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  devices: new DevicesRepository(db),
  offline: new OfflinePackageRepository(db),
});

export type DevicesRepositories = ReturnType<typeof devicesRepositories>;
export type DevicesData = UnitOfWork<DevicesRepositories>;
