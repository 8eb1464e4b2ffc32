import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';
import { peopleKeyPrefix, personKeyPrefix } from './get-person';

export interface HandOverResult {
  person: Person;
  /** True when a new account was made (an invitation email went out), false when linked. */
  accountCreated: boolean;
}

/** POST /api/clubs/{clubHash}/people/{personHash}/hand-over: the person gets their own account. */
export function handOver(clubHash: string, personHash: string, email: string): Promise<HandOverResult> {
  const path = `/api/clubs/${encodeURIComponent(clubHash)}/people/${encodeURIComponent(personHash)}/hand-over`;
  return apiRequest<HandOverResult>(path, { method: 'POST', body: { email } });
}

export function useHandOver(clubHash: string, personHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => handOver(clubHash, personHash, email),
    // The person now has an account (and maybe more profiles); the Users list changes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personKeyPrefix(clubHash) }),
        queryClient.invalidateQueries({ queryKey: peopleKeyPrefix(clubHash) }),
      ]),
  });
}
