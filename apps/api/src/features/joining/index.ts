import type { Feature } from '../../lib/feature/feature';
import { ActivitiesRepository } from './activities.repository';
import { joiningRepositories } from './joining.data';
import { JOINING_RULES } from './joining.policy';
import { JOINING_RATE_RULES } from './joining.rate-limits';
import { joiningRoutes } from './joining.routes';
import { seedDemoJoining } from './seed/joining-seed';
import { JOINING_TEMPLATES } from './templates/joining-templates';

/** What joining offers other features. */
export type JoiningPublic = {
  /** Activities open to inscriptions now (the portal shows its inscriptions component when > 0). */
  openActivities(clubId: number): Promise<number>;
};

/** Joining from the portal (issue 23, part 5): sign-ups reviewed by managers, activities and their inscriptions. */
export const joiningFeature: Feature<'joining'> = {
  name: 'joining',
  rules: JOINING_RULES,
  rateLimits: JOINING_RATE_RULES,
  outboxTemplates: JOINING_TEMPLATES,
  seed: ({ db }) => seedDemoJoining(db),
  provides: ({ db }) => {
    const activities = new ActivitiesRepository(db);
    return { openActivities: (clubId) => activities.countOpen(clubId) };
  },
  async routes(api, { units, limiter, use, config }) {
    const options = { data: units(joiningRepositories), limiter, fees: use('fees'), people: use('people'), appUrl: config.appUrl };
    await api.register(joiningRoutes, options);
  },
};
