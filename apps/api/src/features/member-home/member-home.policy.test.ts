import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, whoMay } from '../../lib/authz/testing/policy-test-kit';
import { MEMBER_HOME_RULES } from './member-home.policy';

/** Everyone of the club; not an admin without a profile there. */
const BELONG = EVERY_CLUB_ROLE;

describe("Who has a member's home in the club (MEMBER_HOME_RULES): each rule lets these through and refuses everyone else", () => {
  it('read', () => expect(whoMay(MEMBER_HOME_RULES.read)).toEqual(BELONG));
});
