import type { Feature } from '../../lib/feature/feature';
import { portalPagePlugin } from './page/portal-page.plugin';
import { withInscriptions } from './portal-availability';
import { portalRepositories } from './portal.data';
import { PORTAL_RULES } from './portal.policy';
import { portalRoutes } from './portal.routes';
import { seedDemoPortals } from './seed/portal-seed';

/** A club's public portal. */
export const portalFeature: Feature<'portal'> = {
  name: 'portal',
  rules: PORTAL_RULES,
  seed: ({ db }) => seedDemoPortals(db),
  async routes(api, { units, use }) {
    await api.register(portalRoutes, { data: units(portalRepositories), shop: withInscriptions(use('commerce'), use('joining')) });
  },
  // Portal addresses get server-made HTML (title, social tags, content) before the SPA fallback.
  async pages(app, { db, config, use }) {
    await app.register(portalPagePlugin, {
      db,
      distDir: config.webDistDir,
      appUrl: config.appUrl,
      shop: withInscriptions(use('commerce'), use('joining')),
      sponsors: use('sponsors'),
    });
  },
};
