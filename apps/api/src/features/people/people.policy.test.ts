import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { PEOPLE_RULES } from './people.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who may do what with a club's people (PEOPLE_RULES): each rule lets these through and refuses everyone else", () => {
  it('list', () => expect(whoMay(PEOPLE_RULES.list)).toEqual(RUN));
  it('read', () => expect(whoMay(PEOPLE_RULES.read)).toEqual(RUN));
  it('create', () => expect(whoMay(PEOPLE_RULES.create)).toEqual(RUN));
  it('update', () => expect(whoMay(PEOPLE_RULES.update)).toEqual(RUN));
  it('manageFamilies', () => expect(whoMay(PEOPLE_RULES.manageFamilies)).toEqual(RUN));
  it('import', () => expect(whoMay(PEOPLE_RULES.import)).toEqual(RUN));
});
