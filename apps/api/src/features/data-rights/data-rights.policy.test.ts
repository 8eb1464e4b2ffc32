import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { DATA_RIGHTS_RULES } from './data-rights.policy';

describe('DATA_RIGHTS_RULES', () => {
  it('audit: those who run the club', () => expect(whoMay(DATA_RIGHTS_RULES.audit)).toEqual(['admin', 'manager']));
  it('manage: those who run the club', () => expect(whoMay(DATA_RIGHTS_RULES.manage)).toEqual(['admin', 'manager']));
});
