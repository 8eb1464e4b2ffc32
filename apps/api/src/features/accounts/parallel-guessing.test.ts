import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema';
import { codeIn, type SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import { BURST, counterOf, statusCounts } from '../../lib/rate-limit/testing/bursts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { mailKit } from '../../test/accounts-test-kit';

/**
 * Issue 8 item 4, with the limits ON: wrong current passwords and wrong recovery codes are
 * counted atomically before the check, so a burst of parallel guesses gets at most the limit.
 */
let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  ({ smtp, deliver } = await mailKit(() => t));
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const NEW = { newPassword: 'Recovered9!', confirmNewPassword: 'Recovered9!' };

describe('change password under a burst of wrong current passwords', () => {
  it('checks at most 10 of 40 sent at once, then refuses the right one', async () => {
    const username = (await createUser(t, { username: 'burst-change@example.test' })).username;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { username, password: FACTORY_PASSWORD },
    });
    const token = signIn.json<{ token: string }>().token;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'Changed12!' },
      });
    const responses = await Promise.all(Array.from({ length: BURST }, () => change('Wrong1234!')));
    expect(statusCounts(responses)).toEqual({ 400: 10, 429: 30 });
    expect((await change(FACTORY_PASSWORD)).statusCode).toBe(429);
  });
});

describe('recovery code checks under a burst of parallel guesses', () => {
  const post = (step: 'validate' | 'confirm', payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url: `/api/users/password-reset/${step}`, payload, remoteAddress: ip });
  const requestCode = async (username: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/request',
      payload: { username, method: 'email' },
    });
    expect(response.statusCode).toBe(200);
    await deliver();
    return codeIn(smtp.lastTo(username).text);
  };
  const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');
  const triesOf = async (username: string) => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    const [row] = await t.db
      .select({ tries: passwordResetCodes.tries })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user!.id));
    return row!.tries;
  };

  it('compares at most 10 of 40 codes sent at once (the code itself at most 5 times), then refuses the right one', async () => {
    const username = (await createUser(t, { username: 'burst-code@example.test' })).username;
    const code = await requestCode(username);
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => post('validate', { username, code: otherThan(code) }, '198.51.100.100')),
    );
    expect(statusCounts(responses)).toEqual({ 400: 10, 429: 30 });
    expect(responses.find((r) => r.statusCode === 400)!.json().errorCode).toBe('INVALID_CODE');
    // The 5th wrong try kills the code, however many guesses arrive at once.
    expect(await triesOf(username)).toBe(5);
    expect((await post('validate', { username, code }, '198.51.100.101')).statusCode).toBe(429);
    expect((await post('confirm', { username, code, ...NEW }, '198.51.100.101')).statusCode).toBe(429);
  });

  it('gives a right code its counted check back (validate, then confirm, cost nothing)', async () => {
    const username = (await createUser(t, { username: 'giveback-code@example.test' })).username;
    const code = await requestCode(username);
    for (let i = 0; i < 3; i++)
      expect((await post('validate', { username, code: otherThan(code) }, '198.51.100.110')).statusCode).toBe(400);
    expect((await post('validate', { username, code }, '198.51.100.110')).statusCode).toBe(200);
    expect(await counterOf(t.db, `code-check-user:${username}`)).toBe(3);
    expect(await triesOf(username)).toBe(3);
    expect((await post('confirm', { username, code, ...NEW }, '198.51.100.110')).statusCode).toBe(200);
    expect(await counterOf(t.db, `code-check-user:${username}`)).toBe(3);
    expect(await counterOf(t.db, 'code-check-ip:198.51.100.110')).toBe(3);
  });
});
