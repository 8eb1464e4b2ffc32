import { useMutation } from '@tanstack/react-query';
import type { ClubDetail, CreateClubBody } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/clubs: registers a club; the caller becomes its first manager. */
export function createClub(body: CreateClubBody): Promise<Pick<ClubDetail, 'hash' | 'name' | 'shortname'>> {
  return apiRequest<Pick<ClubDetail, 'hash' | 'name' | 'shortname'>>('/api/clubs', { method: 'POST', body });
}

export function useCreateClub() {
  return useMutation({ mutationFn: createClub });
}
