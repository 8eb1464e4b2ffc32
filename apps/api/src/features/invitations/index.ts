import type { Feature } from '../../lib/feature/feature';
import { INVITATIONS_RULES } from './invitations.policy';
import { invitationsRoutes } from './invitations.routes';

/** Invitations to a club's roles. */
export const invitationsFeature: Feature<'invitations'> = {
  name: 'invitations',
  rules: INVITATIONS_RULES,
  async routes(api, { data, config }) {
    await api.register(invitationsRoutes, { data, config });
  },
};
