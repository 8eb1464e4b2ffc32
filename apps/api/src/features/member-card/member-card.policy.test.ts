import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, whoMay } from '../../lib/authz/testing/policy-test-kit';
import { MEMBER_CARD_RULES } from './member-card.policy';

/** Everyone of the club; not an admin without a profile there. */
const BELONG = EVERY_CLUB_ROLE;

describe('Who sees which club cards (MEMBER_CARD_RULES): each rule lets these through and refuses everyone else', () => {
  it('readOwn', () => expect(whoMay(MEMBER_CARD_RULES.readOwn)).toEqual(BELONG));
  it('readChildren', () => expect(whoMay(MEMBER_CARD_RULES.readChildren)).toEqual(['guardian']));
});
