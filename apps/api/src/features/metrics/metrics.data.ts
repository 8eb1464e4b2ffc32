import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { MetricsRepository } from './metrics.repository';

/** The metrics feature's repositories (and the shared lib ones), bound to a pool or a transaction. */
export const metricsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  metrics: new MetricsRepository(db),
});

export type MetricsRepositories = ReturnType<typeof metricsRepositories>;
export type MetricsData = UnitOfWork<MetricsRepositories>;
