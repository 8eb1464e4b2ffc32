import { CreatedProfileSchema } from '@tribuna/contract';
import { randomInt } from 'node:crypto';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { createUser, injectAs, signIn, type Session } from './users';

const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid Spanish NIF no other fixture is likely to hold (8 random digits and their check letter). */
export function uniqueDni(): string {
  const digits = randomInt(10_000_000, 100_000_000);
  return `${digits}${CHECK_LETTERS[digits % 23]}`;
}

/**
 * A new account that pre-enrolled in the club as a member through the API, the spec's body
 * without an invitation: its pending profile and the account's session.
 */
export async function createPreEnrollment(t: TestApp, club: ClubFixture, role: 'member' | 'player' | 'guardian' = 'member') {
  const applicant: Session = await signIn(t, await createUser(t));
  const response = await injectAs(t, applicant, {
    method: 'POST',
    url: `/api/profiles/${role}`,
    payload: {
      user: { username: applicant.user.username },
      name: applicant.user.name || 'Pre',
      surname: applicant.user.lastname || 'Enrolled',
      email: applicant.user.email,
      dni: uniqueDni(),
      club: club.hash,
    },
  });
  if (response.statusCode >= 300) throw new Error(`pre-enrolling: ${response.statusCode} ${response.body}`);
  return { profile: CreatedProfileSchema.parse(response.json()), applicant };
}
