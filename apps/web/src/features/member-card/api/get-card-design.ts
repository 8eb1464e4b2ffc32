import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARD_DESIGN_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { memberCardKeys } from './member-card-keys';

/** GET /api/clubs/{clubHash}/card-design (managers; feature custom_card_templates). */
export function getCardDesign(clubHash: string, signal?: AbortSignal) {
  return callApi(CARD_DESIGN_ROUTES.read, { params: { clubHash }, signal });
}

export function cardDesignQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: memberCardKeys.other(clubHash, 'design'),
    queryFn: ({ signal }) => getCardDesign(clubHash, signal),
  });
}

export function useCardDesign(clubHash: string) {
  return useQuery(cardDesignQueryOptions(clubHash));
}
