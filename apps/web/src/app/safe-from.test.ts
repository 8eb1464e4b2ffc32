import { describe, expect, it } from 'vitest';
import { safeFrom } from './safe-from';

describe('safeFrom', () => {
  it.each([
    ['/dashboard/manager/abc/overview?x=1', '/dashboard/manager/abc/overview?x=1'],
    ['/auth/signup/club-enrollment-info', '/auth/signup/club-enrollment-info'],
    ['/auth/signup/club-enrollment-info?mode=request', '/auth/signup/club-enrollment-info?mode=request'],
    ['/clubs/onboarding?invitation=tok', '/clubs/onboarding?invitation=tok'],
    ['/auth/claim-account?token=tok', '/auth/claim-account?token=tok'],
  ])('keeps %s', (from, expected) => expect(safeFrom(from)).toBe(expected));

  it.each([null, '', 'https://evil.test/', '//evil.test/x', '/auth/login', '/auth/logout?from=/x', '/auth/password/recover'])(
    'refuses %s',
    (from) => expect(safeFrom(from)).toBeNull(),
  );
});
