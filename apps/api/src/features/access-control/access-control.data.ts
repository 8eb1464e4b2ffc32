import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { AccessListsRepository } from './lists/lists.repository';
import { ScanLogRepository } from './log/scan-log.repository';
import { ScanBatchRepository } from './scan/scan-batch.repository';
import { ScansRepository } from './scan/scans.repository';

/** Access control's repositories (and the shared lib ones), bound to a pool or a transaction. */
export const accessControlRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  lists: new AccessListsRepository(db),
  scans: new ScansRepository(db),
  batch: new ScanBatchRepository(db),
  scanLog: new ScanLogRepository(db),
});

export type AccessControlRepositories = ReturnType<typeof accessControlRepositories>;
export type AccessControlData = UnitOfWork<AccessControlRepositories>;
