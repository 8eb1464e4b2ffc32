import { describe, expect, it } from 'vitest';
import { CLUB_A, CLUB_B, demoUser, MANAGER_CAN } from '../test/fixtures';
import { mayAs, profileMay, someProfileMay, userMay } from './permissions';

const asManager = { clubHash: CLUB_A, profileHash: 'prof1' };
const asMember = { clubHash: CLUB_B, profileHash: 'prof2' };

describe('permissions: what the API says the person may do', () => {
  it('allows what the acting profile’s can lists, in its own club only', () => {
    const user = demoUser();
    expect(mayAs(user, asManager)('teams.manage')).toBe(true);
    expect(mayAs(user, asMember)('teams.manage')).toBe(false);
    expect(mayAs(user, asMember)('memberCard.readOwn')).toBe(true);
    // A profile hash of another club does not count.
    expect(mayAs(user, { clubHash: CLUB_B, profileHash: 'prof1' })('teams.manage')).toBe(false);
  });

  it('adds the user’s own can (an admin’s) to the profile’s, and counts it without a profile too', () => {
    const admin = demoUser({ admin: true });
    expect(mayAs(admin, asMember)('teams.manage')).toBe(true);
    expect(mayAs(admin, asMember)('clubSettings.switchFeatures')).toBe(true);
    expect(mayAs(admin, null)('clubs.listAllClubs')).toBe(true);
    expect(userMay(admin, 'clubs.listAllClubs')).toBe(true);
    expect(userMay(demoUser(), 'clubs.listAllClubs')).toBe(false);
  });

  it('does not read rights from role names: a manager profile the API grants nothing may do nothing', () => {
    const user = demoUser();
    const club = user.clubs[0]!;
    club.profiles.prof1 = { ...club.profiles.prof1!, can: MANAGER_CAN.filter((action) => action !== 'teams.manage') };
    expect(mayAs(user, asManager)('teams.manage')).toBe(false);
    expect(profileMay(club.profiles.prof1, 'people.list')).toBe(true);
    club.profiles.prof1 = { ...club.profiles.prof1, can: [] };
    expect(mayAs(user, asManager)('people.list')).toBe(false);
  });

  it('asks only the person’s own profiles for someProfileMay (the admin flag is asked apart)', () => {
    expect(someProfileMay(demoUser(), CLUB_A, 'impersonation.impersonatePeople')).toBe(true);
    expect(someProfileMay(demoUser(), CLUB_B, 'impersonation.impersonatePeople')).toBe(false);
    expect(someProfileMay(demoUser({ admin: true }), CLUB_B, 'impersonation.impersonatePeople')).toBe(false);
    expect(someProfileMay(demoUser(), 'unknownClub1', 'communications.read')).toBe(false);
  });

  it('grants nothing from a session stored before the API sent can', () => {
    const stale = JSON.parse(JSON.stringify(demoUser()).replaceAll('"can":', '"old":')) as ReturnType<typeof demoUser>;
    expect(mayAs(stale, asManager)('teams.manage')).toBe(false);
    expect(someProfileMay(stale, CLUB_A, 'teams.manage')).toBe(false);
  });
});
