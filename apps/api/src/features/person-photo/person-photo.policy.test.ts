import { describe, expect, it } from 'vitest';
import { whoMay } from '../../lib/authz/testing/policy-test-kit';
import { PERSON_PHOTO_RULES } from './person-photo.policy';

/** Those who run the club: its managers, and platform admins as support. */
const RUN = ['admin', 'manager'];

describe("Who sets people's photos (PERSON_PHOTO_RULES): each rule lets these through and refuses everyone else", () => {
  it('manage', () => expect(whoMay(PERSON_PHOTO_RULES.manage)).toEqual(RUN));
});
