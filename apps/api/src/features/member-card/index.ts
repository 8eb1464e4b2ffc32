import type { Feature } from '../../lib/feature/feature';
import { memberCardRepositories } from './member-card.data';
import { cardDesignRoutes } from './design/card-design.routes';
import { MEMBER_CARD_RULES } from './member-card.policy';
import { memberCardRoutes } from './member-card.routes';

/** The member card and its design. */
export const memberCardFeature: Feature<'memberCard'> = {
  name: 'memberCard',
  rules: MEMBER_CARD_RULES,
  async routes(api, { units, files, use }) {
    const data = units(memberCardRepositories);
    await api.register(memberCardRoutes, { data, fees: use('fees') });
    await api.register(cardDesignRoutes, { data, files });
  },
};
