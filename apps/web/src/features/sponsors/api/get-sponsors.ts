import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPONSORS_ROUTES } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { sponsorKeys } from './sponsor-keys';

/** GET /api/clubs/{clubHash}/sponsors: the club's sponsors in their order. */
export function sponsorsQueryOptions(clubHash: string) {
  return queryOptions({
    queryKey: sponsorKeys.list(clubHash, {}),
    queryFn: ({ signal }) => callApi(SPONSORS_ROUTES.list, { params: { clubHash }, signal }),
    staleTime: 30_000,
  });
}

export const useSponsors = (clubHash: string) => useQuery(sponsorsQueryOptions(clubHash));

/** GET …/sponsors/clicks: each sponsor's clicks per day over the last 30 days. */
export function useSponsorClicks(clubHash: string) {
  return useQuery({
    queryKey: sponsorKeys.other(clubHash, 'clicks'),
    queryFn: ({ signal }) => callApi(SPONSORS_ROUTES.clicks, { params: { clubHash }, signal }),
    staleTime: 60_000,
  });
}
