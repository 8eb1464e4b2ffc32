import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CARD_DESIGN_ROUTES, type CardDesign, type UpdateCardDesignBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { cardDesignQueryOptions } from './get-card-design';

/** PUT /api/clubs/{clubHash}/card-design: the whole design (the picture has its own upload). */
export function updateCardDesign(clubHash: string, body: UpdateCardDesignBody): Promise<CardDesign> {
  return callApi(CARD_DESIGN_ROUTES.update, { params: { clubHash }, body });
}

export function useUpdateCardDesign(clubHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCardDesignBody) => updateCardDesign(clubHash, body),
    onSuccess: (design) => queryClient.setQueryData(cardDesignQueryOptions(clubHash).queryKey, design),
  });
}
