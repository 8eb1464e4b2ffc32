import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { SUBSIDIES_RULES, subsidiesPolicy } from './subsidies.policy';

describe('Who manages subsidies (SUBSIDIES_RULES): each rule lets these through and refuses everyone else', () => {
  it('manage', () => expect(whoMay(SUBSIDIES_RULES.manage)).toEqual(['admin', 'manager']));
});

describe('Who opens one subsidy (its object rule)', () => {
  const subsidy = { managerProfileIds: [7, 9] };
  it('one of its managers', () => {
    expect(subsidiesPolicy.can({ admin: false, roles: ['manager'], profileIds: [9] }, 'open', subsidy)).toBe(true);
  });
  it('not another manager of the club', () => {
    expect(subsidiesPolicy.can({ admin: false, roles: ['manager'], profileIds: [8] }, 'open', subsidy)).toBe(false);
    expect(() => subsidiesPolicy.authorize({ admin: false, roles: ['manager'], profileIds: [8] }, 'open', subsidy)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });
  it('a platform admin, as support', () => {
    expect(subsidiesPolicy.can({ admin: true, roles: [] }, 'open', subsidy)).toBe(true);
  });
  it('nobody without a profile of its managers', () => {
    expect(subsidiesPolicy.can({ admin: false, roles: ['member'], profileIds: [] }, 'open', subsidy)).toBe(false);
  });
});
