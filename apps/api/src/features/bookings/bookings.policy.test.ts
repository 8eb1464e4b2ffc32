import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, whoMay } from '../../lib/authz/testing/policy-test-kit';
import { BOOKINGS_RULES } from './bookings.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];
/** Everyone of the club; not an admin without a profile there. */
const BELONG = EVERY_CLUB_ROLE;

describe("Who runs a club's courts and who may book (BOOKINGS_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(BOOKINGS_RULES.manage)).toEqual(RUN));
  it('book', () => expect(whoMay(BOOKINGS_RULES.book)).toEqual(BELONG));
});
