import { PERSON_PHOTO_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { personQueryOptions } from './get-person';
import { peopleKeys } from './people-keys';
import { useApiMutation } from '../../../lib/mutation';

/** POST …/people/{personHash}/photo (multipart "file"): the server resizes it for the card. */
export function uploadPersonPhoto(clubHash: string, personHash: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return callApi(PERSON_PHOTO_ROUTES.upload, { params: { clubHash, personHash }, body });
}

/** DELETE …/people/{personHash}/photo. */
export function removePersonPhoto(clubHash: string, personHash: string) {
  return callApi(PERSON_PHOTO_ROUTES.remove, { params: { clubHash, personHash } });
}

/** Upload (a File) or remove (null) the photo; the person and the lists show the new one. */
export function usePersonPhoto(clubHash: string, personHash: string) {
  return useApiMutation({
    request: async (file: File | null) => (file ? uploadPersonPhoto(clubHash, personHash, file) : removePersonPhoto(clubHash, personHash)),
    invalidates: () => [personQueryOptions(clubHash, personHash).queryKey, peopleKeys.lists(clubHash)],
  });
}
