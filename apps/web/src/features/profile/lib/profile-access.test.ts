import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { noProfileWithAccess, profileGivesAccess } from './profile-access';

const manager = () => demoUser().clubs[0]!.profiles.prof1!;

describe('profile access: from what the API grants, not from the role', () => {
  it('opens a dashboard for a profile the API grants something', () => {
    expect(profileGivesAccess(manager())).toBe(true);
    expect(profileGivesAccess(demoUser().clubs[1]!.profiles.prof2!)).toBe(true);
  });

  it('opens nothing for a profile granted nothing, whatever its role, nor for a pending pre-enrolment', () => {
    expect(profileGivesAccess({ ...manager(), can: [] })).toBe(false);
    expect(profileGivesAccess({ ...manager(), preEnrollment: true })).toBe(false);
  });

  it('opens nothing from a profile stored before the API sent can', () => {
    const { can: _dropped, ...stale } = manager();
    expect(profileGivesAccess(stale as ReturnType<typeof manager>)).toBe(false);
  });

  it('says an account has no profile with access only when none is granted anything (admins aside)', () => {
    const user = demoUser();
    expect(noProfileWithAccess(user)).toBe(false);
    const nothing = {
      ...user,
      clubs: user.clubs.map((club) => ({
        ...club,
        profiles: Object.fromEntries(Object.entries(club.profiles).map(([hash, p]) => [hash, { ...p, can: [] }])),
      })),
    };
    expect(noProfileWithAccess(nothing)).toBe(true);
    expect(noProfileWithAccess({ ...nothing, admin: true })).toBe(false);
  });
});
