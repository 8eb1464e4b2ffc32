import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/authz/actor';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { ACCESS_CONTROL_RULES } from './access-control.policy';

/** A volunteer at the gate: a member profile with the accessController flag. */
const controller: Actor = { admin: false, roles: ['member'], flags: ['accessController'] };
/** The flag on a profile that grants no role (a manager profile with the panel off). */
const flagOnly: Actor = { admin: false, roles: [], flags: ['accessController'] };

describe('Who runs and who scans at the door (ACCESS_CONTROL_RULES): each rule lets these through and refuses everyone else', () => {
  it('manage: those who run the club (managers, and admins as support); never a controller', () => {
    expect(whoMay(ACCESS_CONTROL_RULES.manage)).toEqual(['admin', 'manager']);
    expect(ACCESS_CONTROL_RULES.manage(controller)).toBe(false);
  });
  it('scan: those who run the club and door controllers, whatever their profile’s role', () => {
    expect(whoMay(ACCESS_CONTROL_RULES.scan)).toEqual(['admin', 'manager']);
    expect(ACCESS_CONTROL_RULES.scan(controller)).toBe(true);
    expect(ACCESS_CONTROL_RULES.scan(flagOnly)).toBe(true);
  });
});
