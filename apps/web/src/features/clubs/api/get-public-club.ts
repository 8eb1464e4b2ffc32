import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, PORTAL_ROUTES, SPONSORS_ROUTES, type PublicClub, type PublicPortal, type SponsorList } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { clubDirectoryKeys } from '../../../lib/queries/club-directory-keys';

/** How a portal address names its club: `/p/{clubShortName}` or `/clubes/{clubHash}/portal`. */
export type PortalAddress = { shortName: string } | { clubHash: string };

/** GET /api/clubs/p/{clubShortName} or GET /api/clubs/{clubHash}: what a visitor may see of a club, no token needed. */
export function getPublicClub(address: PortalAddress, signal?: AbortSignal): Promise<PublicClub> {
  return 'shortName' in address
    ? callApi(CLUBS_ROUTES.publicByShortName, { params: { clubShortName: address.shortName }, signal })
    : callApi(CLUBS_ROUTES.read, { params: { clubHash: address.clubHash }, signal });
}

export function publicClubQueryOptions(address: PortalAddress) {
  return queryOptions({
    queryKey: clubDirectoryKeys.publicPage('shortName' in address ? address.shortName : `#${address.clubHash}`),
    queryFn: ({ signal }) => getPublicClub(address, signal),
  });
}

export function usePublicClub(address: PortalAddress) {
  return useQuery(publicClubQueryOptions(address));
}

/** GET /api/clubs/{clubHash}/sponsors (public): the portal's sponsors, in the club's order. */
export function usePublicSponsors(clubHash: string | undefined) {
  return useQuery({
    queryKey: [...clubDirectoryKeys.all, 'sponsors', clubHash ?? ''],
    queryFn: ({ signal }): Promise<SponsorList> => callApi(SPONSORS_ROUTES.list, { params: { clubHash: clubHash! }, signal }),
    enabled: Boolean(clubHash),
  });
}

/** GET /api/clubs/{clubHash}/portal (public): the enabled components whose area is available, in order. */
export function usePublicPortalComponents(clubHash: string | undefined) {
  return useQuery({
    queryKey: [...clubDirectoryKeys.all, 'portal', clubHash ?? ''],
    queryFn: ({ signal }): Promise<PublicPortal> => callApi(PORTAL_ROUTES.publicPortal, { params: { clubHash: clubHash! }, signal }),
    enabled: Boolean(clubHash),
  });
}
