import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  AcceptClubPrivacyBodySchema,
  AdminClubFeatureListSchema,
  ClubPrivacyStatusSchema,
  ClubSettingsSchema,
  UpdateClubFeaturesBodySchema,
  UpdateClubSettingsBodySchema,
} from './club-settings';

const tags = ['club-settings'];

/**
 * Administration → Settings (managers and admins), the club's privacy policy and terms (read by
 * its people, accepted by each for themselves) and the admins' feature switches. The logo has
 * its own upload route (onboarding); the settings' `logoUploadUrl` points there.
 */
export const CLUB_SETTINGS_ROUTES = {
  read: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/settings',
    summary: "The club's settings (managers)",
    tags,
    access: 'clubSettings.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: ClubSettingsSchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/clubs/:clubHash/settings',
    summary: 'Change the club settings (merge-patch; publishNewVersion asks members to accept again)',
    tags,
    access: 'clubSettings.manage',
    params: ClubHashParamsSchema,
    body: UpdateClubSettingsBodySchema,
    status: 200,
    response: ClubSettingsSchema,
  }),
  privacy: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/privacy',
    summary: "The club's privacy policy and terms, and whether the caller must accept them",
    tags,
    access: 'clubSettings.readPolicies',
    params: ClubHashParamsSchema,
    status: 200,
    response: ClubPrivacyStatusSchema,
  }),
  acceptPrivacy: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/privacy/accept',
    summary: 'Accept the current privacy policy and terms versions (409 if a newer one was published)',
    tags,
    access: 'clubSettings.acceptPolicies',
    // Consent is personal: nobody gives it for someone else while impersonating them.
    forbidWhileImpersonating: true,
    params: ClubHashParamsSchema,
    body: AcceptClubPrivacyBodySchema,
    status: 200,
    response: ClubPrivacyStatusSchema,
    errors: [409],
  }),
  features: defineRoute({
    method: 'GET',
    path: '/api/admin/clubs/:clubHash/features',
    summary: 'Every feature code with its state for the club (admins)',
    tags,
    access: 'clubSettings.switchFeatures',
    params: ClubHashParamsSchema,
    status: 200,
    response: AdminClubFeatureListSchema,
  }),
  switchFeatures: defineRoute({
    method: 'PUT',
    path: '/api/admin/clubs/:clubHash/features',
    summary: 'Set the enabled feature codes of the club (admins); applies at once everywhere',
    tags,
    access: 'clubSettings.switchFeatures',
    forbidWhileImpersonating: true,
    params: ClubHashParamsSchema,
    body: UpdateClubFeaturesBodySchema,
    status: 200,
    response: AdminClubFeatureListSchema,
  }),
} as const;
