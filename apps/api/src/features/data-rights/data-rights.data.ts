import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { AuditLogRepository } from './audit/audit-log.repository';
import { ErasurePlanRepository } from './erasure/erasure-plan.repository';
import { ErasureRequestsRepository } from './erasure/erasure-requests.repository';
import { ErasureWritesRepository } from './erasure/erasure-writes.repository';
import { ClubExportRepository } from './export/club-export.repository';
import { PersonExportRepository } from './export/person-export.repository';

/** The data-rights feature's repositories (and the shared lib ones), grouped by sub-folder. */
export const dataRightsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  // audit/
  auditLog: new AuditLogRepository(db),
  // export/
  personExport: new PersonExportRepository(db),
  clubExport: new ClubExportRepository(db),
  // erasure/
  erasurePlan: new ErasurePlanRepository(db),
  erasureRequests: new ErasureRequestsRepository(db),
  erasureWrites: new ErasureWritesRepository(db),
});

export type DataRightsRepositories = ReturnType<typeof dataRightsRepositories>;
export type DataRightsData = UnitOfWork<DataRightsRepositories>;
