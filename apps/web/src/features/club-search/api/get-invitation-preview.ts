import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVITATIONS_ROUTES, type INVITABLE_ROLES, type RouteResponse } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { invitationLinkKeys } from './invitation-keys';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];
/** The club and role an invitation link joins, and until when. */
export type InvitationPreview = RouteResponse<typeof INVITATIONS_ROUTES.preview>;

/** GET /api/invitations/{token} (public): the club and role an invitation link joins. */
export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return callApi(INVITATIONS_ROUTES.preview, { params: { token }, signal });
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationLinkKeys.preview(token),
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    staleTime: 60_000,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({ ...invitationPreviewQueryOptions(token), enabled: token.length > 0 });
}
