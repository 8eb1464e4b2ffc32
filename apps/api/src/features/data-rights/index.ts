import type { Feature } from '../../lib/feature/feature';
import { dataRightsRepositories } from './data-rights.data';
import { dataRightsJobs } from './data-rights.jobs';
import { DATA_RIGHTS_RULES } from './data-rights.policy';
import { DATA_RIGHTS_RATE_RULES } from './data-rights.rate-limits';
import { dataRightsRoutes } from './data-rights.routes';

/**
 * Audit and data rights (issue 25 part 4), Administration → Audit and Data rights: the club's
 * audit log (audit/), a person's data export and the whole club's (export/), and erasure with its
 * dry run, second manager's approval, 14-day undo window and hourly job (erasure/).
 */
export const dataRightsFeature: Feature<'dataRights'> = {
  name: 'dataRights',
  rules: DATA_RIGHTS_RULES,
  rateLimits: DATA_RIGHTS_RATE_RULES,
  jobs: (ctx) => dataRightsJobs(ctx),
  async routes(api, { units, files, limiter }) {
    await api.register(dataRightsRoutes, { data: units(dataRightsRepositories), files, limiter });
  },
};
