import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { mayRequestManagerAccess, ONBOARDING_RULES } from './onboarding.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe('Who may do what in club onboarding (ONBOARDING_RULES): each rule lets these through and refuses everyone else', () => {
  it('uploadLogo', () => expect(whoMay(ONBOARDING_RULES.uploadLogo)).toEqual(RUN));
  it('decideAccessRequests', () => expect(whoMay(ONBOARDING_RULES.decideAccessRequests)).toEqual(RUN));
  it('mayRequestManagerAccess: everyone but those whose profiles already run the club (the admin flag is no profile)', () =>
    expect(whoMay(mayRequestManagerAccess)).toEqual(['admin', 'member', 'player', 'guardian', 'external', 'stranger']));
});
