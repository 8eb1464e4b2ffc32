import type { Feature } from '../../lib/feature/feature';
import { memberHomeRepositories } from './member-home.data';
import { MEMBER_HOME_RULES } from './member-home.policy';
import { memberHomeRoutes } from './member-home.routes';
import { seedDemoTrainings } from './seed/trainings-seed';

/** A member's home page. */
export const memberHomeFeature: Feature<'memberHome'> = {
  name: 'memberHome',
  rules: MEMBER_HOME_RULES,
  // The demo teams' weekly training times (the guardian's home shows the child's next one).
  seed: ({ db }) => seedDemoTrainings(db),
  async routes(api, { units, config, use }) {
    const data = units(memberHomeRepositories);
    await api.register(memberHomeRoutes, {
      data,
      config,
      shop: use('commerce'),
      bookings: use('bookings'),
      teams: use('teams'),
      news: use('communications'),
    });
  },
};
