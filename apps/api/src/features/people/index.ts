import type { Db } from '../../db/client';
import type { Feature } from '../../lib/feature/feature';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { issueAccountLink } from './families/account-link';
import { peopleRepositories } from './people.data';
import { accountClaimsRoutes } from './families/account-claims.routes';
import { familiesRoutes } from './families/families.routes';
import { peopleImportRoutes } from './import/people-import.routes';
import { PEOPLE_RULES } from './people.policy';
import { PEOPLE_RATE_RULES } from './people.rate-limits';
import { peopleRoutes } from './people.routes';
import { PEOPLE_TEMPLATES } from './templates/people-templates';

/** What people offer other features. */
export type PeoplePublic = {
  /**
   * E-mails the single-use link to take over a person's record as one's own account (the
   * hand-over flow; joining sends it when a sign-up is accepted), inside the caller's transaction
   * (`tx`): the claim and its outbox e-mail commit or roll back with the caller's work.
   */
  sendAccountLink(tx: Db, ctx: ClubRequestContext, profileHash: string, email: string): Promise<void>;
};

/** A club's people, their families, account hand-overs and imports. */
export const peopleFeature: Feature<'people'> = {
  name: 'people',
  outboxTemplates: PEOPLE_TEMPLATES,
  rules: PEOPLE_RULES,
  rateLimits: PEOPLE_RATE_RULES,
  provides: ({ config }) => ({
    sendAccountLink: (tx, ctx, profileHash, email) => issueAccountLink(peopleRepositories(tx), ctx, profileHash, email, config.appUrl),
  }),
  async routes(api, { units, use, config, limiter, changes }) {
    const data = units(peopleRepositories);
    await api.register(peopleRoutes, { data, changes, teams: use('teams'), subsidies: use('subsidies') });
    await api.register(familiesRoutes, { data, config, limiter });
    await api.register(accountClaimsRoutes, { data, limiter });
    await api.register(peopleImportRoutes, { data });
  },
};
