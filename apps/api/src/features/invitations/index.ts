import type { Feature } from '../../lib/feature/feature';
import { invitationsRepositories } from './invitations.data';
import { INVITATIONS_RULES } from './invitations.policy';
import { invitationsRoutes } from './invitations.routes';
import { INVITATIONS_TEMPLATES } from './templates/invitations-templates';

/** Invitations to a club's roles. */
export const invitationsFeature: Feature<'invitations'> = {
  name: 'invitations',
  outboxTemplates: INVITATIONS_TEMPLATES,
  rules: INVITATIONS_RULES,
  async routes(api, { units, config }) {
    const data = units(invitationsRepositories);
    await api.register(invitationsRoutes, { data, config });
  },
};
