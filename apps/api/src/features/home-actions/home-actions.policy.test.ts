import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { HOME_ACTIONS_RULES } from './home-actions.policy';

describe("Who reads the manager's things to act on (HOME_ACTIONS_RULES)", () => {
  it('read: those who run the club (managers with panel access) and admins, nobody else', () =>
    expect(whoMay(HOME_ACTIONS_RULES.read)).toEqual(['admin', 'manager']));
});
