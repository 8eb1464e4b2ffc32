import type { Db } from '../../db/client';
import type { UnitOfWork } from '../../lib/data/unit-of-work';
import { sharedRepositories } from '../../lib/data/shared-repositories';
import { AccessRequestsRepository } from './access-requests.repository';
import { ClubEnrollmentRepository } from './club-enrollment.repository';
import { ClubLogoRepository } from './logo/logo.repository';
import { PreEnrollmentsRepository } from './pre-enrollments.repository';

/** The onboarding feature's repositories (club enrolment, access requests, pre-enrolments, the club logo; and the shared lib ones). */
export const onboardingRepositories = (db: Db) => ({
  ...sharedRepositories(db),
  clubEnrollment: new ClubEnrollmentRepository(db),
  accessRequests: new AccessRequestsRepository(db),
  preEnrollments: new PreEnrollmentsRepository(db),
  clubLogos: new ClubLogoRepository(db),
});

export type OnboardingRepositories = ReturnType<typeof onboardingRepositories>;
export type OnboardingData = UnitOfWork<OnboardingRepositories>;
