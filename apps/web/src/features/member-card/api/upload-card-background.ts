import { CARD_DESIGN_ROUTES, type CardDesign } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { cardDesignQueryOptions } from './get-card-design';
import { useApiMutation } from '../../../lib/mutation';

/** POST the card background as multipart field "file": the API checks it is an image and resizes it. */
export function uploadCardBackground(clubHash: string, file: File): Promise<CardDesign> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(CARD_DESIGN_ROUTES.uploadBackground, { params: { clubHash }, body: form });
}

export function useUploadCardBackground(clubHash: string) {
  return useApiMutation({
    request: (file: File) => uploadCardBackground(clubHash, file),
    update: (cache, design) => cache.setQueryData(cardDesignQueryOptions(clubHash).queryKey, design),
  });
}
