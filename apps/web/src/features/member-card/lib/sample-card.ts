import type { CardDesign, MemberCard } from '@tribuna/contract';

/** Who the design preview shows: an example member of the club, in the reader's language. */
export interface SamplePerson {
  name: string;
  surname: string;
}

/**
 * The card the design page previews: the club's own name and logo, an example member and the
 * design as it stands in the form (not yet saved), so every change shows at once.
 */
export function sampleCard(
  club: { hash: string; name: string; logo: string | null },
  person: SamplePerson,
  design: CardDesign,
): MemberCard {
  return {
    club,
    person: { hash: 'preview', name: person.name, surname: person.surname, photo: null, dni: '00000000T', category: 'Senior' },
    role: 'member',
    membershipNumber: '1042',
    status: 'active',
    qrIdentifier: '0123456789abcdef0123456789abcdef',
    validUntil: `${new Date().getFullYear() + 1}-06-30`,
    season: `${new Date().getFullYear()}/${new Date().getFullYear() + 1}`,
    issuedAt: new Date().toISOString(),
    design,
  };
}
