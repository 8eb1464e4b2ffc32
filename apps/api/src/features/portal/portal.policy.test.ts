import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { PORTAL_RULES } from './portal.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who sets the portal's components (PORTAL_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(PORTAL_RULES.manage)).toEqual(RUN));
});
