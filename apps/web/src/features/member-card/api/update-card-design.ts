import { CARD_DESIGN_ROUTES, type CardDesign, type UpdateCardDesignBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { cardDesignQueryOptions } from './get-card-design';
import { useApiMutation } from '../../../lib/mutation';

/** PUT /api/clubs/{clubHash}/card-design: the whole design (the picture has its own upload). */
export function updateCardDesign(clubHash: string, body: UpdateCardDesignBody): Promise<CardDesign> {
  return callApi(CARD_DESIGN_ROUTES.update, { params: { clubHash }, body });
}

export function useUpdateCardDesign(clubHash: string) {
  return useApiMutation({
    request: (body: UpdateCardDesignBody) => updateCardDesign(clubHash, body),
    update: (cache, design) => cache.setQueryData(cardDesignQueryOptions(clubHash).queryKey, design),
  });
}
