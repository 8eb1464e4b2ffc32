import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonPhotoResponse } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix, personQueryOptions } from './get-person';

const photoPath = (clubHash: string, personHash: string) =>
  `/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(personHash)}/photo`;

/** POST …/people/{personHash}/photo (multipart "file"): the server resizes it for the card. */
export function uploadPersonPhoto(clubHash: string, personHash: string, file: File): Promise<PersonPhotoResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<PersonPhotoResponse>(photoPath(clubHash, personHash), { method: 'POST', body });
}

/** DELETE …/people/{personHash}/photo. */
export function removePersonPhoto(clubHash: string, personHash: string): Promise<void> {
  return apiRequest<void>(photoPath(clubHash, personHash), { method: 'DELETE' });
}

/** Upload (a File) or remove (null) the photo; the person and the lists show the new one. */
export function usePersonPhoto(clubHash: string, personHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) => (file ? uploadPersonPhoto(clubHash, personHash, file) : removePersonPhoto(clubHash, personHash)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personQueryOptions(clubHash, personHash).queryKey }),
        queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) }),
      ]),
  });
}
