import { useQuery } from '@tanstack/react-query';
import { CLUBS_ROUTES, CONTACT_ROUTES, type ContactClubBody } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';

/** GET …/contact-form-token: fetched when a visitor's form opens (it proves the time spent on it). */
export function useContactFormToken(clubHash: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contact-form-token', clubHash],
    queryFn: ({ signal }) => callApi(CONTACT_ROUTES.formToken, { params: { clubHash }, signal }),
    enabled,
    // Each form gets its own token; an old one may have expired.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST …/profile-contact-club: a signed-in person is known from the token the client sends. */
export function useSendContact(clubHash: string, signedIn: boolean) {
  return useApiMutation({
    request: (body: ContactClubBody) =>
      callApi(CONTACT_ROUTES.contactClub, { params: { clubHash }, body, ...(signedIn ? {} : { withoutToken: true }) }),
  });
}

/** GET /api/clubs/{clubHash}: the club's public details for the Support page. */
export function useClubDetails(clubHash: string) {
  return useQuery({
    queryKey: ['clubs', clubHash, 'support', 'details'],
    queryFn: ({ signal }) => callApi(CLUBS_ROUTES.read, { params: { clubHash }, signal }),
  });
}
