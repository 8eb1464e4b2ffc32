import { PROFILE_TYPE_CODES, type ClubRole } from '@tribuna/contract';
import { guardianships, profiles } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import type { TestApp } from '../test-app';
import type { ClubFixture } from './clubs';
import { createUser, type UserFixture, type UserOverrides } from './users';
import { uniqueName } from './unique';
import { writeThroughApp } from './write';

/** A person of a club: one profile (a role), with or without an account. */
export type PersonFixture = {
  id: number;
  hash: string;
  clubId: number;
  userId: number | null;
  role: ClubRole;
  name: string;
  surname: string;
};

export type PersonOverrides = {
  role?: ClubRole;
  name?: string;
  surname?: string;
  email?: string | null;
  dni?: string;
  phone?: string;
  birthDate?: string;
  gender?: string;
  category?: string;
  enabled?: boolean;
};

async function insertProfile(t: TestApp, club: ClubFixture, user: UserFixture | null, overrides: PersonOverrides): Promise<PersonFixture> {
  const role = overrides.role ?? 'player';
  const name = overrides.name ?? user?.name ?? 'Test';
  const surname = overrides.surname ?? user?.lastname ?? uniqueName('Person');
  const [row] = await writeThroughApp(t, ['profiles'], (db) =>
    db
      .insert(profiles)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        userId: user?.id ?? null,
        type: PROFILE_TYPE_CODES[role],
        name,
        surname,
        email: overrides.email === undefined ? (user?.email ?? null) : overrides.email,
        dni: overrides.dni,
        phone: overrides.phone,
        birthDate: overrides.birthDate,
        gender: overrides.gender,
        category: overrides.category,
        enabled: overrides.enabled ?? true,
        // Managers reach the club panel (spec 3 panelAccess), as a club's creator or an approved request does.
        panelAccess: role === 'manager',
      })
      .returning({ id: profiles.id, hash: profiles.publicId }),
  );
  return { id: row!.id, hash: row!.hash, clubId: club.id, userId: user?.id ?? null, role, name, surname };
}

/** A person without an account (a player by default), as a manager adds them. */
export const createPerson = (t: TestApp, club: ClubFixture, overrides: PersonOverrides = {}) => insertProfile(t, club, null, overrides);

/** Gives an existing account a role in the club. */
export const addProfile = (t: TestApp, club: ClubFixture, user: UserFixture, role: ClubRole, overrides: PersonOverrides = {}) =>
  insertProfile(t, club, user, { ...overrides, role });

export type ClubUser = { user: UserFixture; profile: PersonFixture };

async function createClubUser(t: TestApp, club: ClubFixture, role: ClubRole, overrides: UserOverrides): Promise<ClubUser> {
  const user = await createUser(t, overrides);
  return { user, profile: await addProfile(t, club, user, role) };
}

export const createManager = (t: TestApp, club: ClubFixture, overrides: UserOverrides = {}) =>
  createClubUser(t, club, 'manager', overrides);
export const createMember = (t: TestApp, club: ClubFixture, overrides: UserOverrides = {}) => createClubUser(t, club, 'member', overrides);

/** Links a guardian profile to a child profile of the same club. */
export async function linkGuardian(t: TestApp, guardian: PersonFixture, child: PersonFixture): Promise<void> {
  await writeThroughApp(t, ['guardianships'], (db) =>
    db.insert(guardianships).values({ guardianProfileId: guardian.id, childProfileId: child.id }),
  );
}

/** A guardian account with one child athlete (no account) linked to their guardian profile. */
export async function createGuardianWithChild(
  t: TestApp,
  club: ClubFixture,
  options: { user?: UserOverrides; child?: PersonOverrides } = {},
): Promise<ClubUser & { child: PersonFixture }> {
  const guardian = await createClubUser(t, club, 'guardian', options.user ?? {});
  const child = await createPerson(t, club, {
    role: 'player',
    surname: guardian.user.lastname,
    birthDate: '2014-05-12',
    gender: 'male',
    category: 'Under-12',
    ...options.child,
  });
  await linkGuardian(t, guardian.profile, child);
  return { ...guardian, child };
}
