import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { FEES_RULES } from './fees.policy';

describe('Who runs and who sees fees (FEES_RULES): each rule lets these through and refuses everyone else', () => {
  it('manage: those who run the club (managers, and admins as support)', () =>
    expect(whoMay(FEES_RULES.manage)).toEqual(['admin', 'manager']));
  it("own: the club's people (their own and their children's charges)", () =>
    expect(whoMay(FEES_RULES.own)).toEqual(['manager', 'member', 'player', 'guardian', 'external']));
});
