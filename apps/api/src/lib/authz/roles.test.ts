import { CLUB_ROLES, PROFILE_TYPE_CODES } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { grantedRole } from '../profile-rights';
import { holds } from './actor';
import { ADMIN_ROLE, FLAG_ROLE_TABLE, flagsGrant, isJoinable, ROLE_TABLE, roleEntry, rolesGrant, rolesGranting } from './roles';

describe('the role table', () => {
  it('has an entry for every club role', () => {
    expect(Object.keys(ROLE_TABLE).sort()).toEqual([...CLUB_ROLES].sort());
  });

  it('lets every club role read and belong to its club; only the manager runs it', () => {
    for (const role of CLUB_ROLES) {
      expect(rolesGrant([role], 'club.look'), role).toBe(true);
      expect(rolesGrant([role], 'club.belong'), role).toBe(true);
    }
    expect(rolesGranting('club.run')).toEqual(['manager']);
    expect(rolesGranting('children.care')).toEqual(['guardian']);
    expect(rolesGranting('messages.writeToAnyone')).toEqual(['manager']);
    expect(rolesGranting('platform.run')).toEqual([]);
  });

  it('gives the admin flag every club’s running and the platform, but no membership anywhere', () => {
    expect(ADMIN_ROLE.capabilities).toEqual(expect.arrayContaining(['club.look', 'club.run', 'platform.run']));
    expect(holds({ admin: true, roles: [] }, 'club.belong')).toBe(false);
    expect(holds({ admin: true, roles: ['member'] }, 'club.belong')).toBe(true);
  });

  it('grants nothing without a role or the admin flag', () => {
    for (const capability of ['club.look', 'club.belong', 'club.run', 'children.care', 'platform.run'] as const) {
      expect(holds({ admin: false, roles: [] }, capability), capability).toBe(false);
    }
  });
});

describe('isJoinable', () => {
  it('lets one take every role by oneself but the manager’s, which the club approves', () => {
    expect(CLUB_ROLES.filter(isJoinable)).toEqual(CLUB_ROLES.filter((role) => role !== 'manager'));
  });
});

describe('grantedRole (lib/profile-rights)', () => {
  it('a role that needs panel access is granted only with the panel on', () => {
    expect(grantedRole(PROFILE_TYPE_CODES.manager, true)).toBe('manager');
    expect(grantedRole(PROFILE_TYPE_CODES.manager, false)).toBeUndefined();
  });

  it('the other roles whatever the panel', () => {
    for (const role of CLUB_ROLES.filter((r) => !roleEntry(r).needsPanelAccess)) {
      expect(grantedRole(PROFILE_TYPE_CODES[role], false), role).toBe(role);
    }
  });

  it('an unknown profile type grants nothing', () => {
    expect(grantedRole(99, true)).toBeUndefined();
  });
});

describe('roles held through a profile flag', () => {
  it('the door controller scans, and nothing else comes with the flag', () => {
    expect(FLAG_ROLE_TABLE.accessController.capabilities).toEqual(['access.scan']);
    expect(holds({ admin: false, roles: ['member'], flags: ['accessController'] }, 'access.scan')).toBe(true);
    expect(holds({ admin: false, roles: [], flags: ['accessController'] }, 'club.run')).toBe(false);
    expect(holds({ admin: false, roles: ['member'] }, 'access.scan')).toBe(false);
    expect(flagsGrant([], 'access.scan')).toBe(false);
  });
});
