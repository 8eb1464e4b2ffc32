import type { Feature } from '../lib/feature/feature';
import { accountsFeature } from './accounts';
import { appConfigFeature } from './app-config';
import { authFeature } from './auth';
import { bookingsFeature } from './bookings';
import { clubSettingsFeature } from './club-settings';
import { clubsFeature } from './clubs';
import { commerceFeature } from './commerce';
import { communicationsFeature } from './communications';
import { impersonationFeature } from './impersonation';
import { invitationsFeature } from './invitations';
import { memberCardFeature } from './member-card';
import { memberHomeFeature } from './member-home';
import { onboardingFeature } from './onboarding';
import { peopleFeature } from './people';
import { personPhotoFeature } from './person-photo';
import { portalFeature } from './portal';
import { profileFeature } from './profile';
import { sponsorsFeature } from './sponsors';
import { teamsFeature } from './teams';
import './interfaces';

/**
 * Every feature of the API. The app and the server are assembled from this list only: adding a
 * feature is its folder plus one line here. The order is the order of their routes, guards and
 * seeds; nothing else depends on it (features reach each other through `ctx.use`).
 */
export const FEATURES = [
  authFeature,
  accountsFeature,
  appConfigFeature,
  profileFeature,
  clubsFeature,
  onboardingFeature,
  invitationsFeature,
  impersonationFeature,
  teamsFeature,
  sponsorsFeature,
  portalFeature,
  commerceFeature,
  bookingsFeature,
  clubSettingsFeature,
  memberCardFeature,
  memberHomeFeature,
  peopleFeature,
  personPhotoFeature,
  communicationsFeature,
] as const satisfies readonly Feature[];
