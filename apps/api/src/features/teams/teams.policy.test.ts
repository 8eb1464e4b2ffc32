import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { TEAMS_RULES } from './teams.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who may do what with a club's teams (TEAMS_RULES): each rule lets these through and refuses everyone else", () => {
  it('read', () => expect(whoMay(TEAMS_RULES.read)).toEqual(RUN));
  it('manage', () => expect(whoMay(TEAMS_RULES.manage)).toEqual(RUN));
});
