import { describe, expect, it } from 'vitest';
import { accountsPolicy } from './accounts.policy';

describe('accountsPolicy.manageOwnAccount', () => {
  it('lets the signed-in person manage their own account', () => {
    expect(accountsPolicy.manageOwnAccount({ userId: 'u1' })).toBe(true);
  });

  it('refuses without a token, and while impersonating someone', () => {
    expect(accountsPolicy.manageOwnAccount(null)).toBe(false);
    expect(accountsPolicy.manageOwnAccount({ userId: 'u1', impersonatorId: 'admin' })).toBe(false);
  });
});
