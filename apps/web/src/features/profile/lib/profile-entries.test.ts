import { describe, expect, it } from 'vitest';
import { startPathFor } from './profile-entries';

const member = { area: 'member' as const, clubHash: 'club1', userId: 'user1' };

describe('startPathFor', () => {
  it("opens a profile's dashboard home", () => {
    expect(startPathFor(member, { accessController: false })).toBe('/dashboard/member/user1/club1/overview');
    expect(startPathFor({ ...member, area: 'manager' }, { accessController: false })).toBe('/dashboard/manager/club1/overview');
  });

  it("opens the door scanner for a door controller's profile, not for a manager's", () => {
    expect(startPathFor(member, { accessController: true })).toBe('/dashboard/manager/club1/access-control/scan');
    expect(startPathFor({ ...member, area: 'manager' }, { accessController: true })).toBe('/dashboard/manager/club1/overview');
  });
});
