import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { JOINING_RULES } from './joining.policy';

describe('Who reviews sign-ups and runs activities (JOINING_RULES): each rule lets these through and refuses everyone else', () => {
  it('manage: the managers, and platform admins as support', () => expect(whoMay(JOINING_RULES.manage)).toEqual(['admin', 'manager']));
});
