import type { SubsidyRef } from '@tribuna/contract';
import type { WatchedTable } from '../../lib/cache/change-feed';
import type { Feature } from '../../lib/feature/feature';
import { seedDemoSubsidies } from './seed/subsidies-seed';
import { subsidiesRepositories } from './subsidies.data';
import { SUBSIDIES_RULES } from './subsidies.policy';
import { subsidiesRoutes } from './subsidies.routes';
import { SUBSIDY_TABLES } from './subsidy-tables';

/** What subsidies offer other features. */
export type SubsidiesPublic = {
  /** The subsidies each of these (manager) profiles is assigned to, by name: the profile's Subsidies submenu. */
  managedBy(profileIds: readonly number[]): Promise<Map<number, SubsidyRef[]>>;
  /**
   * Each person's subsidies, by name: those they manage and those they benefit from (the people
   * lists and the legacy people-by-club answer, spec 3 `subsidies [{id, name}]`).
   */
  ofPeople(profileIds: readonly number[]): Promise<Map<number, SubsidyRef[]>>;
  /** What those answers read: a cache of them watches these too. */
  tables: readonly WatchedTable[];
};

const grouped = (rows: { profileId: number; id: string; name: string }[]) => {
  const byProfile = new Map<number, SubsidyRef[]>();
  for (const row of rows) {
    const list = byProfile.get(row.profileId) ?? [];
    if (!list.some((s) => s.id === row.id)) list.push({ id: row.id, name: row.name });
    byProfile.set(row.profileId, list);
  }
  return byProfile;
};

/** A club's public grants: managers, beneficiaries, expenses with receipts, the justification. */
export const subsidiesFeature: Feature<'subsidies'> = {
  name: 'subsidies',
  rules: SUBSIDIES_RULES,
  watchedTables: SUBSIDY_TABLES,
  seed: ({ db, files }) => seedDemoSubsidies(db, files),
  provides: ({ units }) => {
    const repo = units(subsidiesRepositories).read.subsidies;
    return {
      managedBy: async (profileIds) => grouped(await repo.managedBy(profileIds)),
      ofPeople: async (profileIds) => {
        const [managed, benefiting] = await Promise.all([repo.managedBy(profileIds), repo.benefitingBy(profileIds)]);
        const byProfile = grouped([...managed, ...benefiting]);
        for (const list of byProfile.values()) list.sort((a, b) => a.name.localeCompare(b.name));
        return byProfile;
      },
      tables: SUBSIDY_TABLES,
    };
  },
  async routes(api, { units, files, use }) {
    await api.register(subsidiesRoutes, { data: units(subsidiesRepositories), files, teams: use('teams') });
  },
};
