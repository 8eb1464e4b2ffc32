import { describe, expect, it } from 'vitest';
import { buildInvitation, defaultExpiry } from './invitation-form';
import { absoluteInvitationUrl, invitationStatus } from './invitation-status';

const now = new Date(2025, 0, 10, 12, 0, 0);

describe('invitation form', () => {
  it('defaults to 30 days ahead', () => {
    expect(defaultExpiry(now)).toBe('2025-02-09');
  });

  it('builds the body: until the end of the chosen local day, no limit when empty', () => {
    const built = buildInvitation({ role: 'player', expiresOn: '2025-01-20', maxUses: '' }, now);
    expect(built).toEqual({
      ok: true,
      body: { role: 'player', expiresAt: new Date(2025, 0, 20, 23, 59, 59).toISOString(), maxUses: null },
    });
    expect(buildInvitation({ role: 'guardian', expiresOn: '2025-01-20', maxUses: ' 25 ' }, now)).toMatchObject({
      ok: true,
      body: { maxUses: 25 },
    });
  });

  it('refuses a missing or past date, a bad use limit and an unknown role', () => {
    expect(buildInvitation({ role: 'member', expiresOn: '', maxUses: '' }, now)).toEqual({ ok: false, errors: { expiresOn: 'required' } });
    expect(buildInvitation({ role: 'member', expiresOn: '2025-01-09', maxUses: '' }, now)).toEqual({
      ok: false,
      errors: { expiresOn: 'past' },
    });
    for (const maxUses of ['0', '1.5', '10001', 'abc']) {
      expect(buildInvitation({ role: 'member', expiresOn: '2025-02-01', maxUses }, now)).toEqual({
        ok: false,
        errors: { maxUses: 'maxUses' },
      });
    }
    expect(buildInvitation({ role: 'manager' as never, expiresOn: '2025-02-01', maxUses: '' }, now)).toEqual({
      ok: false,
      errors: { role: 'role' },
    });
  });
});

describe('invitation status and link', () => {
  const base = { revoked: false, expiresAt: '2025-02-01T00:00:00.000Z', uses: 0, maxUses: null };
  const at = Date.parse('2025-01-15T00:00:00.000Z');

  it('is active, expired, used up or revoked (revoked first)', () => {
    expect(invitationStatus(base, at)).toBe('active');
    expect(invitationStatus({ ...base, expiresAt: '2025-01-01T00:00:00.000Z' }, at)).toBe('expired');
    expect(invitationStatus({ ...base, uses: 3, maxUses: 3 }, at)).toBe('usedUp');
    expect(invitationStatus({ ...base, uses: 2, maxUses: 3 }, at)).toBe('active');
    expect(invitationStatus({ ...base, revoked: true, expiresAt: '2025-01-01T00:00:00.000Z' }, at)).toBe('revoked');
  });

  it('makes the full link from a path, and keeps a full URL', () => {
    expect(absoluteInvitationUrl('/clubs/onboarding?invitation=abc', 'https://app.example')).toBe(
      'https://app.example/clubs/onboarding?invitation=abc',
    );
    expect(absoluteInvitationUrl('https://x.example/clubs/onboarding?invitation=abc', 'https://app.example')).toBe(
      'https://x.example/clubs/onboarding?invitation=abc',
    );
  });
});
