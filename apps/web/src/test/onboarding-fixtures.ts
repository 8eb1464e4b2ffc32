import type { AccessRequest, Invitation, PublicClub } from '@tribuna/contract';

export const demoClub: PublicClub = {
  hash: 'clubAAAAAAAA',
  name: 'CD Demo Ñandú',
  image: '/uploads/logo.png',
  publicPortal: true,
  seasonId: null,
  seasonName: null,
  address: { city: 'Cáceres', regionName: 'Extremadura', countryName: 'Spain' },
  shortname: 'cd-demo',
  locale: 'es-ES',
};

export function accessRequest(overrides: Partial<AccessRequest> = {}): AccessRequest {
  return {
    hash: 'req000000001',
    status: 'pending',
    message: 'I am the new treasurer',
    requester: { name: 'Pau', lastname: 'Serra', email: 'pau@example.test' },
    club: { hash: demoClub.hash, name: demoClub.name },
    createdAt: '2025-01-10T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    hash: 'inv000000001',
    role: 'member',
    url: '/clubs/onboarding?invitation=tok-123',
    expiresAt: '2099-01-01T00:00:00.000Z',
    maxUses: null,
    uses: 0,
    revoked: false,
    accessController: false,
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}
