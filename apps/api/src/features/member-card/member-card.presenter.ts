import { roleForProfileType, type CardDesign, type ClubRole, type FeeStanding, type MemberCard } from '@tribuna/contract';
import type { ClubRow } from '../../plugins/club-context.repository';
import type { CardRow } from './member-card.repository';

/** Which of a person's profiles is "their" card: the membership first, staff roles last. */
const CARD_PREFERENCE: ClubRole[] = ['member', 'player', 'guardian', 'external', 'manager'];
const roleOf = (row: CardRow): ClubRole => roleForProfileType(row.type) ?? 'member';

export function pickOwnCard(rows: CardRow[]): CardRow | undefined {
  const usable = rows.filter((r) => r.enabled);
  return [...(usable.length ? usable : rows)].sort((a, b) => CARD_PREFERENCE.indexOf(roleOf(a)) - CARD_PREFERENCE.indexOf(roleOf(b)))[0];
}

/** The card's day (YYYY-MM-DD, UTC): the season's end and the fee standing are read on it. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Status is computed now, never stored: active while the person is enabled, the club's season
 * (the membership period) has not ended and the person's membership fees have not lapsed (fees'
 * standing: a member of last season keeps access through the new season's grace days). People
 * of whom fees say nothing (`standing` null) are judged as before.
 */
export function presentMemberCard(club: ClubRow, row: CardRow, now: Date, design: CardDesign, standing: FeeStanding | null): MemberCard {
  const today = dayOf(now);
  const active = row.enabled && (club.seasonEndsOn === null || today <= club.seasonEndsOn) && standing?.status !== 'lapsed';
  const shows = design.fields;
  return {
    club: { hash: club.publicId, name: club.name, logo: club.image },
    person: {
      hash: row.hash,
      name: row.name,
      surname: row.surname,
      photo: row.photo,
      // Only what the design prints leaves the server: a DNI is not sent to be hidden by CSS.
      ...(shows.dni && { dni: row.dni }),
      ...(shows.category && { category: row.category }),
    },
    role: roleOf(row),
    membershipNumber: row.membershipNumber === null ? null : String(row.membershipNumber),
    status: active ? 'active' : 'inactive',
    qrIdentifier: row.qrIdentifier,
    cardKey: row.cardKey,
    validUntil: club.seasonEndsOn,
    season: club.seasonName,
    issuedAt: now.toISOString(),
    design,
    ...(standing && { feeStanding: standing }),
  };
}
