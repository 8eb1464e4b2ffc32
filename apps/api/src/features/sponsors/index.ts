import type { Feature } from '../../lib/feature/feature';
import { sponsorsRepositories } from './sponsors.data';
import { SPONSORS_RULES } from './sponsors.policy';
import { sponsorsRoutes } from './sponsors.routes';
import { SPONSOR_TABLES } from './sponsor-tables';
import { seedDemoSponsors } from './seed/sponsors-seed';

/** What sponsors offer other features. */
export type SponsorsPublic = {
  /** The club's sponsors in their order (the portal's server-made page). */
  sponsorsOf(clubId: number): Promise<{ hash: string; name: string; url: string | null; image: string | null }[]>;
};

/** A club's sponsors and their logos. */
export const sponsorsFeature: Feature<'sponsors'> = {
  name: 'sponsors',
  rules: SPONSORS_RULES,
  watchedTables: SPONSOR_TABLES,
  seed: ({ db, files }) => seedDemoSponsors(db, files),
  provides: ({ units }) => {
    const data = units(sponsorsRepositories);
    return {
      sponsorsOf: async (clubId) =>
        (await data.read.sponsors.list(clubId)).map((row) => ({ hash: row.publicId, name: row.name, url: row.url, image: row.image })),
    };
  },
  async routes(api, { units, limiter, files, changes }) {
    const data = units(sponsorsRepositories);
    await api.register(sponsorsRoutes, { data, limiter, files, lists: changes.cache<string>(SPONSOR_TABLES, { maxEntries: 5_000 }) });
  },
};
