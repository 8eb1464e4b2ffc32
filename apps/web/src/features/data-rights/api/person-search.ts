import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PEOPLE_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { dataRightsKeys } from './data-rights-keys';

const SHOWN = 15;

/** GET …/people searched by name, DNI, e-mail or number (disabled people too: they have rights as well). */
export function usePersonSearch(clubHash: string, search: string) {
  return useQuery({
    queryKey: dataRightsKeys.other(clubHash, 'person-search', search),
    queryFn: ({ signal }) => callApi(PEOPLE_ROUTES.list, { params: { clubHash }, query: { search, page: 1, itemsPerPage: SHOWN }, signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
