import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { INVITATIONS_RULES } from './invitations.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who manages a club's invitation links (INVITATIONS_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(INVITATIONS_RULES.manage)).toEqual(RUN));
});
