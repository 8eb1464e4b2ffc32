import type { Feature } from '../lib/feature/feature';
import { accessControlFeature } from './access-control';
import { accountsFeature } from './accounts';
import { appConfigFeature } from './app-config';
import { authFeature } from './auth';
import { bookingsFeature } from './bookings';
import { clubSettingsFeature } from './club-settings';
import { clubsFeature } from './clubs';
import { commerceFeature } from './commerce';
import { communicationsFeature } from './communications';
import { dataRightsFeature } from './data-rights';
import { feesFeature } from './fees';
import { homeActionsFeature } from './home-actions';
import { impersonationFeature } from './impersonation';
import { invitationsFeature } from './invitations';
import { joiningFeature } from './joining';
import { memberCardFeature } from './member-card';
import { memberHomeFeature } from './member-home';
import { metricsFeature } from './metrics';
import { onboardingFeature } from './onboarding';
import { paymentsFeature } from './payments';
import { peopleFeature } from './people';
import { personPhotoFeature } from './person-photo';
import { portalFeature } from './portal';
import { profileFeature } from './profile';
import { sponsorsFeature } from './sponsors';
import { subsidiesFeature } from './subsidies';
import { teamsFeature } from './teams';
import './interfaces';

/**
 * Every feature of the API. The app and the server are assembled from this list only: adding a
 * feature is its folder plus one line here. The order is the order of their routes, guards and
 * demo seeds; only the seeds depend on it (a seed may use the rows of the seeds before it, e.g.
 * bookings add a link to the portal's seeded components). Features reach each other through
 * `ctx.use`, in any order.
 */
export const FEATURES = [
  authFeature,
  accountsFeature,
  appConfigFeature,
  profileFeature,
  clubsFeature,
  clubSettingsFeature,
  peopleFeature,
  personPhotoFeature,
  teamsFeature,
  communicationsFeature,
  onboardingFeature,
  invitationsFeature,
  impersonationFeature,
  sponsorsFeature,
  portalFeature,
  commerceFeature,
  paymentsFeature,
  feesFeature,
  joiningFeature,
  bookingsFeature,
  memberCardFeature,
  memberHomeFeature,
  accessControlFeature,
  homeActionsFeature,
  subsidiesFeature,
  metricsFeature,
  dataRightsFeature,
] as const satisfies readonly Feature[];
