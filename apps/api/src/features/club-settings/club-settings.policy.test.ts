import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, whoMay } from '../../lib/authz/testing/policy-test-kit';
import { CLUB_SETTINGS_RULES } from './club-settings.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];
/** Everyone of the club, and admins. */
const LOOK = ['admin', ...EVERY_CLUB_ROLE];
/** Everyone of the club; not an admin without a profile there. */
const BELONG = EVERY_CLUB_ROLE;

describe("Who may read and change a club's settings and policies (CLUB_SETTINGS_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(CLUB_SETTINGS_RULES.manage)).toEqual(RUN));
  it('readPolicies', () => expect(whoMay(CLUB_SETTINGS_RULES.readPolicies)).toEqual(LOOK));
  it('acceptPolicies', () => expect(whoMay(CLUB_SETTINGS_RULES.acceptPolicies)).toEqual(BELONG));
  it('switchFeatures', () => expect(whoMay(CLUB_SETTINGS_RULES.switchFeatures)).toEqual(['admin']));
});
