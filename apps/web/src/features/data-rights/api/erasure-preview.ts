import { useQuery } from '@tanstack/react-query';
import { DATA_RIGHTS_ROUTES } from '@tribuna/contract/data-rights.routes';
import { callApi } from '../../../lib/api-route';
import { dataRightsKeys } from './data-rights-keys';

/** GET …/people/{personHash}/erasure-preview: the dry run, asked when the erasure dialog opens. */
export function useErasurePreview(clubHash: string, personHash: string | null) {
  return useQuery({
    queryKey: dataRightsKeys.other(clubHash, 'erasure-preview', personHash),
    queryFn: ({ signal }) => callApi(DATA_RIGHTS_ROUTES.erasurePreview, { params: { clubHash, personHash: personHash! }, signal }),
    enabled: personHash !== null,
    // A dry run is of this moment: opened again, it is asked again.
    staleTime: 0,
    gcTime: 0,
  });
}
