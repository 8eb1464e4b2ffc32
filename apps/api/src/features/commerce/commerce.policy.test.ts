import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { COMMERCE_RULES } from './commerce.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who runs a club's shop (COMMERCE_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(COMMERCE_RULES.manage)).toEqual(RUN));
});
