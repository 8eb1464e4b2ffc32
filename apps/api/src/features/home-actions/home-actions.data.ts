import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { HomeActionsRepository } from './home-actions.repository';

/** The home actions' repository (reads only). */
export const homeActionsRepositories = (db: Db) => ({ homeActions: new HomeActionsRepository(db) });
export type HomeActionsData = UnitOfWork<ReturnType<typeof homeActionsRepositories>>;
