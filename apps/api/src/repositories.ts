import type { Db } from './db/client';
import type { UnitOfWork } from './lib/data/unit-of-work';
import { TeamsRepository } from './features/teams/teams.repository';
import { AuditRepository } from './lib/audit';
import { NotificationsRepository } from './lib/outbox/enqueue';

/**
 * Every repository, built once per database handle and injected into the services that need
 * them; a unit of work builds the same set bound to its transaction. Only repositories know
 * the ORM.
 */
export function createRepositories(db: Db) {
  return {
    audit: new AuditRepository(db),
    notifications: new NotificationsRepository(db),
    teams: new TeamsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** What features get: repositories on the pool (`data.read`) and transactions (`data.write`). */
export type Data = UnitOfWork<Repositories>;
