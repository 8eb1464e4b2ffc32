import type { MemberCard } from '@tribuna/contract';

/** A card as the API returns it (tests change what they need). */
export function memberCard(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    club: { hash: 'clubAAAAAAAA', name: 'CD Demo', logo: null },
    person: { hash: 'person000001', name: 'Pau', surname: 'Soler', photo: null },
    role: 'member',
    membershipNumber: '1042',
    status: 'active',
    qrIdentifier: 'QR-8F3K2M9X7Q',
    validUntil: '2026-06-30',
    season: '2025/2026',
    issuedAt: '2026-03-12T09:15:00.000Z',
    ...overrides,
  };
}

export const childCard = (name: string, hash: string, qrIdentifier: string): MemberCard =>
  memberCard({ person: { hash, name, surname: 'Martín', photo: null }, role: 'player', membershipNumber: null, qrIdentifier });
