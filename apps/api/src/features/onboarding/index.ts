import type { Feature } from '../../lib/feature/feature';
import { onboardingRepositories } from './onboarding.data';
import { ONBOARDING_RULES } from './onboarding.policy';
import { onboardingRoutes } from './onboarding.routes';
import { seedDemoClubLogos } from './seed/club-logos-seed';
import { ONBOARDING_TEMPLATES } from './templates/onboarding-templates';

/** Club enrolment, access requests, pre-enrolments and club logos. */
export const onboardingFeature: Feature<'onboarding'> = {
  name: 'onboarding',
  outboxTemplates: ONBOARDING_TEMPLATES,
  rules: ONBOARDING_RULES,
  // Logos (club crests) are stored through the storage port when the caller gives it.
  async seed({ db, files }) {
    if (files) await seedDemoClubLogos(db, files);
  },
  async routes(api, { units, config, files }) {
    const data = units(onboardingRepositories);
    await api.register(onboardingRoutes, { data, config, files });
  },
};
