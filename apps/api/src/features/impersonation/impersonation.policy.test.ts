import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { IMPERSONATION_CLUB_RULES, IMPERSONATION_RULES, type ImpersonationTarget } from './impersonation.policy';

const admin = { admin: true, managedClubIds: [] };
const managerOf1 = { admin: false, managedClubIds: [1] };
const nobody = { admin: false, managedClubIds: [] };
const memberOf = (...clubIds: number[]): ImpersonationTarget => ({ admin: false, profileClubId: clubIds[0]!, clubIds, isManager: false });

describe('Who may impersonate whom (IMPERSONATION_RULES)', () => {
  it('start: admins and those who manage some club', () => {
    expect(IMPERSONATION_RULES.start(admin)).toBe(true);
    expect(IMPERSONATION_RULES.start(managerOf1)).toBe(true);
    expect(IMPERSONATION_RULES.start(nobody)).toBe(false);
  });

  it('target: an admin anyone but another admin', () => {
    expect(IMPERSONATION_RULES.target(admin, memberOf(1))).toBe(true);
    expect(IMPERSONATION_RULES.target(admin, { ...memberOf(1), isManager: true })).toBe(true);
    expect(IMPERSONATION_RULES.target(admin, { ...memberOf(1), admin: true })).toBe(false);
  });

  it('target: a manager only people of the clubs they manage, never a manager', () => {
    expect(IMPERSONATION_RULES.target(managerOf1, memberOf(1))).toBe(true);
    expect(IMPERSONATION_RULES.target(managerOf1, memberOf(1, 2))).toBe(false);
    expect(IMPERSONATION_RULES.target(managerOf1, memberOf(2))).toBe(false);
    expect(IMPERSONATION_RULES.target(managerOf1, { ...memberOf(1), isManager: true })).toBe(false);
  });

  it('stillAllowed: ends when the person gains powers or leaves the manager’s clubs', () => {
    const { profileClubId: _, ...inClub1 } = memberOf(1);
    expect(IMPERSONATION_RULES.stillAllowed(admin, inClub1)).toBe(true);
    expect(IMPERSONATION_RULES.stillAllowed(admin, { ...inClub1, admin: true })).toBe(false);
    expect(IMPERSONATION_RULES.stillAllowed(managerOf1, inClub1)).toBe(true);
    expect(IMPERSONATION_RULES.stillAllowed(managerOf1, { ...inClub1, clubIds: [] })).toBe(false);
    expect(IMPERSONATION_RULES.stillAllowed(managerOf1, { ...inClub1, isManager: true })).toBe(false);
  });
});

describe('IMPERSONATION_CLUB_RULES', () => {
  it('impersonatePeople: those who run the club', () =>
    expect(whoMay(IMPERSONATION_CLUB_RULES.impersonatePeople)).toEqual(['admin', 'manager']));
});
