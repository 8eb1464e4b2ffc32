import { queryOptions, useQuery } from '@tanstack/react-query';
import type { INVITABLE_ROLES, PublicClub } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];
/** The contract's InvitationPreviewSchema, spelled out (the web app imports no zod of its own). */
export interface InvitationPreview {
  club: PublicClub;
  role: InvitableRole;
  expiresAt: string;
}

/** GET /api/invitations/{token} (public): the club and role an invitation link joins. */
export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`, { skipAuth: true, signal });
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitations', 'preview', token],
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    staleTime: 60_000,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({ ...invitationPreviewQueryOptions(token), enabled: token.length > 0 });
}
