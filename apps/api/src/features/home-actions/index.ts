import type { Feature } from '../../lib/feature/feature';
import { homeActionsRepositories } from './home-actions.data';
import { HOME_ACTIONS_RULES } from './home-actions.policy';
import { homeActionsRoutes } from './home-actions.routes';

/**
 * The manager's home's "things to act on" (issue 25 part 1): access requests, pre-enrolments,
 * orders to deliver, overdue charges and returned debits, counted live from the working tables
 * (read only) at each call, unlike the daily metrics.
 */
export const homeActionsFeature: Feature<'homeActions'> = {
  name: 'homeActions',
  rules: HOME_ACTIONS_RULES,
  async routes(api, { units, config }) {
    await api.register(homeActionsRoutes, { data: units(homeActionsRepositories), config });
  },
};
