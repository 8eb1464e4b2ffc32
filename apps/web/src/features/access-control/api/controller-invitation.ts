import { INVITATIONS_ROUTES } from '@tribuna/contract';
import dayjs from 'dayjs';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { clubQueryKeys } from '../../../lib/query-keys';

/** A volunteer's link is theirs alone, and short-lived: one use, a week. */
const LINK_DAYS = 7;

/** The invitations page's reads (features/invitations names them the same way). */
const invitationKeys = clubQueryKeys('invitations');

/**
 * POST …/invitations for a door controller: whoever joins through the link becomes a member of
 * the club whose profile may scan (the link's `accessController`).
 */
export function useCreateControllerInvitation(clubHash: string) {
  return useApiMutation({
    request: () =>
      callApi(INVITATIONS_ROUTES.create, {
        params: { clubHash },
        body: { role: 'member', expiresAt: dayjs().add(LINK_DAYS, 'day').toISOString(), maxUses: 1, accessController: true },
      }),
    invalidates: () => [invitationKeys.lists(clubHash)],
  });
}
