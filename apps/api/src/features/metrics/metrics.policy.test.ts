import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { METRICS_RULES } from './metrics.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who sees and refreshes a club's metrics (METRICS_RULES): each rule lets these through and refuses everyone else", () => {
  it('read', () => expect(whoMay(METRICS_RULES.read)).toEqual(RUN));
  it('refresh', () => expect(whoMay(METRICS_RULES.refresh)).toEqual(RUN));
});
