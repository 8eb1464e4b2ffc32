import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, whoMay } from '../../lib/authz/testing/policy-test-kit';
import { CLUBS_RULES } from './clubs.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];
/** Everyone of the club, and admins. */
const LOOK = ['admin', ...EVERY_CLUB_ROLE];

describe('Who may read a club and list its profiles (CLUBS_RULES): each rule lets these through and refuses everyone else', () => {
  it('read', () => expect(whoMay(CLUBS_RULES.read)).toEqual(LOOK));
  it('readFeatures', () => expect(whoMay(CLUBS_RULES.readFeatures)).toEqual(LOOK));
  it('listProfiles', () => expect(whoMay(CLUBS_RULES.listProfiles)).toEqual(LOOK));
  it('listAllProfiles', () => expect(whoMay(CLUBS_RULES.listAllProfiles)).toEqual(RUN));
  it('listAllClubs', () => expect(whoMay(CLUBS_RULES.listAllClubs)).toEqual(['admin']));
});
