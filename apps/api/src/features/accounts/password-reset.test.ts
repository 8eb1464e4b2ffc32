import { ERROR_MESSAGES, REFRESH_COOKIE_NAME, TokenResponseSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResetCodes, users } from '../../db/schema';
import { codeIn, type SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import type { OutgoingMessage } from '../../lib/outbox/transports';
import { createAdmin, createUser, FACTORY_PASSWORD } from '../../test/factories';
import { bearer, createTestApp, refreshCookieOf, type TestApp } from '../../test/test-app';
import { mailKit } from '../../test/accounts-test-kit';
import { errorBodyOf, errorTextOf } from '../../test/error-body';

let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
const texts: OutgoingMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  ({ smtp, deliver } = await mailKit(() => t, { sms: { send: async (m) => void texts.push(m) } }));
  for (const name of ['member', 'guardian', 'manager', 'manager2', 'applicant']) await createUser(t, { username: `${name}@example.test` });
  await createAdmin(t, { username: 'admin@example.test' });
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const post = (step: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/users/password-reset/${step}`, payload });
const requestCode = async (username: string, method = 'email') => {
  const response = await post('request', { username, method });
  expect(response.json()).toEqual({ requested: true, retryAfter: 60 });
  await deliver();
};
const NEW = { newPassword: 'Recovered9!', confirmNewPassword: 'Recovered9!' };

describe('password recovery by code', () => {
  it('emails a code, validates it, sets the new password and ends every other session', async () => {
    const old = await t.login('member@example.test', FACTORY_PASSWORD);
    await requestCode('  Member@Example.test ');
    const code = codeIn(smtp.lastTo('member@example.test').text);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(passwordResetCodes);
    expect(stored!.codeHash).not.toContain(code);

    const validated = await post('validate', { username: 'member@example.test', code });
    expect(validated.statusCode).toBe(200);
    const resetToken = TokenResponseSchema.parse(validated.json());
    expect(resetToken.token_ttl).toBe(600);
    // The reset token is no session: the bearer plugin refuses it everywhere.
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(resetToken.token) })).json().errorCode).toBe('TOKEN_INVALID');

    const confirmed = await post('confirm', { username: 'member@example.test', code, ...NEW });
    expect(confirmed.statusCode).toBe(200);
    const session = TokenResponseSchema.parse(confirmed.json());
    expect(refreshCookieOf(confirmed)).toBeTruthy();
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(session.token) })).statusCode).toBe(200);
    const oldRefresh = await t.app.inject({ method: 'POST', url: '/api/refresh_token', cookies: { [REFRESH_COOKIE_NAME]: old.refresh } });
    expect(oldRefresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { username: 'member@example.test', password: NEW.newPassword },
    });
    expect(login.statusCode).toBe(200);
    // Single use.
    expect((await post('confirm', { username: 'member@example.test', code, ...NEW })).json().errorCode).toBe('INVALID_CODE');
  });

  it('answers an unknown account exactly like a known one and sends nothing', async () => {
    const before = (await t.db.select().from(outboxMessages)).length;
    const unknown = await post('request', { username: 'nobody@example.test', method: 'email' });
    const known = await post('request', { username: 'admin@example.test', method: 'email' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect((await t.db.select().from(outboxMessages)).length).toBe(before + 1);
    expect((await post('validate', { username: 'nobody@example.test', code: '000000' })).json().errorCode).toBe('INVALID_CODE');
  });

  it('counts wrong codes: the spec text, then the code dies after 5 tries', async () => {
    await requestCode('guardian@example.test');
    const code = codeIn(smtp.lastTo('guardian@example.test').text);
    const wrong = code === '000000' ? '000001' : '000000';
    const first = await post('validate', { username: 'guardian@example.test', code: wrong });
    expect(first.statusCode).toBe(400);
    expect(errorBodyOf(first)).toEqual({
      code: 400,
      errorCode: 'INVALID_CODE',
      message: ERROR_MESSAGES.invalidCode,
      detail: ERROR_MESSAGES.invalidCode,
    });
    for (let i = 0; i < 4; i++) await post('validate', { username: 'guardian@example.test', code: wrong });
    const dead = await post('validate', { username: 'guardian@example.test', code });
    expect(errorBodyOf(dead)).toEqual(errorBodyOf(first));
  });

  it('expires a code after 10 minutes', async () => {
    await requestCode('manager@example.test');
    const code = codeIn(smtp.lastTo('manager@example.test').text);
    await t.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('validate', { username: 'manager@example.test', code })).json().errorCode).toBe('INVALID_CODE');
  });

  it('caps requests per account and day', async () => {
    const countFor = async () => {
      const [user] = await t.db.select().from(users).where(eq(users.username, 'manager2@example.test'));
      return (await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user!.id))).length;
    };
    for (let i = 0; i < 7; i++)
      expect((await post('request', { username: 'manager2@example.test', method: 'email' })).statusCode).toBe(200);
    expect(await countFor()).toBe(5);
  });

  it('sends by SMS to the phone given at signup, and WhatsApp needs consent', async () => {
    await t.db.update(users).set({ phone: '+34600999888' }).where(eq(users.username, 'admin@example.test'));
    await requestCode('admin@example.test', 'sms');
    expect(texts.at(-1)).toMatchObject({ to: '+34600999888', subject: null });
    const code = codeIn(texts.at(-1)!.text);
    expect((await post('validate', { username: 'admin@example.test', code })).statusCode).toBe(200);
    const noConsent = await post('request', { username: 'admin@example.test', method: 'whatsapp' });
    expect(noConsent.json().invalidParamsList.invalidParams).toEqual([
      { field: 'whatsappConsent', errors: ['WhatsApp needs your consent'], codes: ['whatsappConsent'] },
    ]);
  });

  it('answers every failed code check with one byte-identical 400, so no answer reveals an account', async () => {
    // Each case is a separate account, so tries and dead codes of one do not leak into another.
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
    const answers: Record<string, { statusCode: number; body: string }> = {};
    const record = async (name: string, step: 'validate' | 'confirm', username: string, code: string) => {
      const response = await post(step, step === 'confirm' ? { username, code, ...NEW } : { username, code });
      answers[`${name} (${step})`] = { statusCode: response.statusCode, body: errorTextOf(response) };
    };
    for (const step of ['validate', 'confirm'] as const) {
      await record('unknown account', step, 'nobody-at-all@example.test', '123456');
      await record('no code requested', step, 'applicant@example.test', '123456');
    }
    await t.db.update(users).set({ enabled: false }).where(eq(users.username, 'manager2@example.test'));
    await record('disabled account', 'validate', 'manager2@example.test', '123456');
    await requestCode('member@example.test');
    const code = codeIn(smtp.lastTo('member@example.test').text);
    await record('wrong code', 'validate', 'member@example.test', wrongFor(code));
    await record('wrong code', 'confirm', 'member@example.test', wrongFor(code));
    for (let i = 0; i < 3; i++) await post('validate', { username: 'member@example.test', code: wrongFor(code) });
    await record('too many tries', 'validate', 'member@example.test', code);
    await record('too many tries', 'confirm', 'member@example.test', code);
    await requestCode('guardian@example.test');
    const late = codeIn(smtp.lastTo('guardian@example.test').text);
    const [guardian] = await t.db.select().from(users).where(eq(users.username, 'guardian@example.test'));
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, guardian!.id));
    await record('expired code', 'validate', 'guardian@example.test', late);
    await record('expired code', 'confirm', 'guardian@example.test', late);

    const expected = {
      statusCode: 400,
      body: JSON.stringify({
        code: 400,
        errorCode: 'INVALID_CODE',
        message: ERROR_MESSAGES.invalidCode,
        detail: ERROR_MESSAGES.invalidCode,
      }),
    };
    expect(Object.keys(answers)).toHaveLength(11);
    for (const [name, answer] of Object.entries(answers)) expect(answer, name).toEqual(expected);
  });

  it('answers missing data with the spec error, and still checks the new password', async () => {
    expect((await post('confirm', { ...NEW })).json()).toMatchObject({
      errorCode: 'RECOVERY_DATA_MISSING',
      message: ERROR_MESSAGES.recoveryDataMissing,
    });
    const weak = await post('confirm', { username: 'x@y.z', code: '123456', newPassword: 'weak', confirmNewPassword: 'weak' });
    expect(weak.json().invalidParamsList.invalidParams[0].field).toBe('newPassword');
  });
});
