import type { Feature } from '../../lib/feature/feature';
import { ONBOARDING_RULES } from './onboarding.policy';
import { onboardingRoutes } from './onboarding.routes';

/** Club enrolment, access requests, pre-enrolments and club logos. */
export const onboardingFeature: Feature<'onboarding'> = {
  name: 'onboarding',
  rules: ONBOARDING_RULES,
  async routes(api, { data, config }) {
    await api.register(onboardingRoutes, { data, config });
  },
};
