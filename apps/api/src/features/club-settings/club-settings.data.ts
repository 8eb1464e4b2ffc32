import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { ClubSettingsRepository } from './club-settings.repository';

/** The club settings feature's repositories (and the shared lib ones). */
export const clubSettingsRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  clubSettings: new ClubSettingsRepository(db),
});

export type ClubSettingsRepositories = ReturnType<typeof clubSettingsRepositories>;
export type ClubSettingsData = UnitOfWork<ClubSettingsRepositories>;
