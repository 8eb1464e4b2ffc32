import { INVITATIONS_ROUTES, type ClubRole, type RouteBody, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** The spec's body: the person's data, their username, the invitation token (and the club, optionally). */
export type CreateProfileInput = RouteBody<typeof INVITATIONS_ROUTES.join>;
export type CreatedProfile = RouteResponse<typeof INVITATIONS_ROUTES.join>;

/** POST /api/profiles/{profileType}: joins the invitation's club with a new profile (spec 5, 7). */
export function createProfile(role: ClubRole, body: CreateProfileInput): Promise<CreatedProfile> {
  return callApi(INVITATIONS_ROUTES.join, { params: { profileType: role }, body });
}

export function useCreateProfile(role: ClubRole) {
  return useApiMutation({ request: (body: CreateProfileInput) => createProfile(role, body) });
}
