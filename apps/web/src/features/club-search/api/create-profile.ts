import { useMutation } from '@tanstack/react-query';
import type { ClubRole } from '@tribuna/contract';
import { apiRequest } from '../../../lib/api-client';

export interface CreateProfileInput {
  user: { username: string };
  name: string;
  surname: string;
  email: string;
  dni: string;
  club?: string;
  invitation: string;
}

export interface CreatedProfile {
  hash: string;
  role: ClubRole;
  club: { hash: string; name: string };
}

/** POST /api/profiles/{profileType}: joins the invitation's club with a new profile (spec 5, 7). */
export function createProfile(role: ClubRole, body: CreateProfileInput): Promise<CreatedProfile> {
  return apiRequest<CreatedProfile>(`/api/profiles/${encodeURIComponent(role)}`, { method: 'POST', body });
}

export function useCreateProfile(role: ClubRole) {
  return useMutation({ mutationFn: (body: CreateProfileInput) => createProfile(role, body) });
}
