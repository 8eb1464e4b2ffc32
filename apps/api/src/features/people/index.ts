import type { Feature } from '../../lib/feature/feature';
import { peopleRepositories } from './people.data';
import { accountClaimsRoutes } from './families/account-claims.routes';
import { familiesRoutes } from './families/families.routes';
import { peopleImportRoutes } from './import/people-import.routes';
import { PEOPLE_RULES } from './people.policy';
import { PEOPLE_RATE_RULES } from './people.rate-limits';
import { peopleRoutes } from './people.routes';
import { PEOPLE_TEMPLATES } from './templates/people-templates';

/** A club's people, their families, account hand-overs and imports. */
export const peopleFeature: Feature<'people'> = {
  name: 'people',
  outboxTemplates: PEOPLE_TEMPLATES,
  rules: PEOPLE_RULES,
  rateLimits: PEOPLE_RATE_RULES,
  async routes(api, { units, use, config, limiter, changes }) {
    const data = units(peopleRepositories);
    await api.register(peopleRoutes, { data, changes, teams: use('teams') });
    await api.register(familiesRoutes, { data, config, limiter });
    await api.register(accountClaimsRoutes, { data, limiter });
    await api.register(peopleImportRoutes, { data });
  },
};
