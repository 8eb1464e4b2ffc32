import { OutboxMessageListSchema, REFRESH_COOKIE_NAME, TokenResponseSchema, UserProfileResponseSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { hashIn, type SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import { createAdmin, createUser, FACTORY_PASSWORD, type UserFixture } from '../../test/factories';
import { bearer, createTestApp, refreshCookieOf, type TestApp } from '../../test/test-app';
import { mailKit, validSignup } from '../../test/accounts-test-kit';
import { errorBodyOf } from '../../test/error-body';

let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
/** Accounts that exist before each case: confirmed ones, one unconfirmed, an admin. */
let member: UserFixture;
let unconfirmed: UserFixture;
let changer: UserFixture;
let admin: UserFixture;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', APP_URL: 'https://club.example' }, { seed: false });
  ({ smtp, deliver } = await mailKit(() => t));
  member = await createUser(t);
  unconfirmed = await createUser(t, { emailValidated: false });
  changer = await createUser(t);
  admin = await createAdmin(t);
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/register', payload });
const profile = async (token: string) =>
  UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json());
const confirm = (payload?: object) => t.app.inject({ method: 'POST', url: '/api/users/confirm-email', ...(payload ? { payload } : {}) });

describe('POST /api/users/register', () => {
  it('creates the account, signs it in and emails a validation link that confirms the address', async () => {
    const response = await register(validSignup('  Nora@Example.Test '));
    expect(response.statusCode).toBe(200);
    const body = TokenResponseSchema.parse(response.json());
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const before = await profile(body.token);
    expect(before).toMatchObject({ username: 'nora@example.test', name: 'Nora', lastname: 'Vidal Puig', emailValidated: false });

    await deliver();
    const mail = smtp.lastTo('nora@example.test');
    expect(mail.subject).toBe('Confirma la teva adreça de correu');
    expect(mail.text).toContain('https://club.example/users/validate-email?hash=');
    const hash = hashIn(mail.text);
    const confirmed = await confirm({ hash });
    expect(confirmed.json()).toEqual({ validated: true, email: 'nora@example.test' });
    expect((await profile(body.token)).emailValidated).toBe(true);
    // Single use.
    expect((await confirm({ hash })).json()).toMatchObject({ errorCode: 'EMAIL_VALIDATION_FAILED' });
  });

  it('ignores unknown body fields such as role and admin', async () => {
    const response = await register({ ...validSignup('sneaky@example.test'), admin: true, role: 'ROLE_ADMIN', enabled: false });
    expect(response.statusCode).toBe(200);
    const me = await profile(response.json().token);
    expect(me).toMatchObject({ admin: false, clubs: [] });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'sneaky@example.test'));
    expect(row).toMatchObject({ admin: false, enabled: true, identification: '12345678Z', phone: '+34600111222' });
  });

  it('answers a taken address with the generic error and tells its owner by email', async () => {
    const response = await register(validSignup(member.username));
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toEqual({ code: 400, errorCode: 'REGISTRATION_FAILED', message: 'An error occurred while registering' });
    expect(refreshCookieOf(response)).toBeUndefined();
    await deliver();
    const mail = smtp.lastTo(member.username);
    expect(mail.text).toContain('/auth/password/recover');
  });

  it('reports invalid fields one by one', async () => {
    const response = await register({
      ...validSignup('bad'),
      identification: '12345678A',
      password: 'short',
      confirmPassword: 'other',
      privacyPolicyAccepted: false,
    });
    expect(response.statusCode).toBe(400);
    const params = response.json().invalidParamsList.invalidParams as { field: string; errors: string[]; codes: string[] }[];
    const fields = Object.fromEntries(params.map((p) => [p.field, p.errors]));
    expect(Object.keys(fields).sort()).toEqual(['email', 'identification', 'password', 'privacyPolicyAccepted']);
    expect(fields.identification).toEqual(['The identification is not a valid Spanish NIF or NIE']);
    expect(fields.privacyPolicyAccepted).toEqual(['You must accept the privacy policy']);
    const codes = Object.fromEntries(params.map((p) => [p.field, p.codes]));
    expect(codes.identification).toEqual(['identification']);
    expect(codes.privacyPolicyAccepted).toEqual(['privacyNotAccepted']);
    const mismatch = await register({ ...validSignup('x@example.test'), confirmPassword: 'Secret12?' });
    expect(mismatch.json().invalidParamsList.invalidParams).toEqual([
      { field: 'confirmPassword', errors: ['The passwords do not match'], codes: ['passwordsDoNotMatch'] },
    ]);
  });
});

describe('email validation', () => {
  it('sends a fresh link to the signed-in user only for their own address', async () => {
    const { token } = await t.login(unconfirmed.username, FACTORY_PASSWORD);
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/validate-email', headers: bearer(token), payload: { email } });
    expect((await send('someone@else.test')).json().invalidParamsList.invalidParams[0].field).toBe('email');
    expect((await send(unconfirmed.username)).json()).toEqual({ sent: true });
    await deliver();
    const hash = hashIn(smtp.lastTo(unconfirmed.username).text);
    expect((await confirm({ hash })).statusCode).toBe(200);
    expect((await profile(token)).emailValidated).toBe(true);
  });

  it('gives the spec errors for a missing and a wrong hash', async () => {
    for (const response of [await confirm(), await confirm({}), await confirm({ hash: '' })]) {
      expect(errorBodyOf(response)).toEqual({
        code: 400,
        errorCode: 'EMAIL_TOKEN_MISSING',
        message: 'The email validation token was not provided',
        detail: 'The email validation token was not provided',
      });
    }
    expect((await confirm({ hash: 'nope' })).json()).toMatchObject({
      errorCode: 'EMAIL_VALIDATION_FAILED',
      message: 'An error occurred while validating your email',
    });
  });
});

describe('PATCH /api/users/change-password', () => {
  const change = (token: string, body: object, cookie?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/change-password',
      // The web client sends every PATCH as merge-patch JSON (spec 7).
      headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify(body),
      cookies: cookie ? { [REFRESH_COOKIE_NAME]: cookie } : {},
    });

  it('refuses a wrong current password with the spec texts', async () => {
    const { token } = await t.login(member.username, FACTORY_PASSWORD);
    const response = await change(token, { currentPassword: 'Wrong1234!', newPassword: 'Newpass1!' });
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response)).toEqual({
      code: 400,
      errorCode: 'PASSWORD_WRONG',
      message: 'Password is wrong',
      detail: "The password you set as current password doesn't match with the one we have registered",
      invalidParamsList: { invalidParams: [{ field: 'currentPassword', errors: ['Password is wrong'], codes: ['passwordWrong'] }] },
    });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const other = await t.login(changer.username, FACTORY_PASSWORD);
    const mine = await t.login(changer.username, FACTORY_PASSWORD);
    const response = await change(
      mine.token,
      { currentPassword: FACTORY_PASSWORD, newPassword: 'Changed1!', confirmNewPassword: 'Changed1!' },
      mine.refresh,
    );
    expect(response.json()).toEqual({ changed: true });
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/refresh_token', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(mine.refresh)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication_token',
      payload: { username: changer.username, password: 'Changed1!' },
    });
    expect(login.statusCode).toBe(200);
    const live = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, refreshTokens.familyId));
    expect(live.length).toBeGreaterThan(0);
  });

  it('checks the new password rules', async () => {
    const { token } = await t.login(admin.username, FACTORY_PASSWORD);
    const response = await change(token, { currentPassword: FACTORY_PASSWORD, newPassword: 'alllowercase' });
    const params = response.json().invalidParamsList.invalidParams;
    expect(params[0].field).toBe('newPassword');
    expect(params[0].errors).toContain('The password must contain an uppercase letter');
    expect(params[0].codes).toContain('passwordUppercase');
  });
});

describe('GET /api/dev/outbox', () => {
  it('shows held messages newest first, so a newcomer without SMTP can read codes and links', async () => {
    const { OutboxWorker } = await import('../../lib/outbox/outbox-worker');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password-reset/request',
      payload: { username: admin.username, method: 'email' },
    });
    // No transport configured at all: the worker holds the message instead of sending it.
    await new OutboxWorker(t.db, {}, { info: () => undefined, warn: () => undefined, error: () => undefined }).runOnce();
    const list = OutboxMessageListSchema.parse((await t.app.inject({ url: '/api/dev/outbox' })).json());
    expect(list[0]).toMatchObject({ to: admin.username, channel: 'email', status: 'held', sentAt: null });
    expect(list[0]!.text).toMatch(/\b\d{6}\b/);
    expect(Object.keys(list[0]!).sort()).toEqual(['attempts', 'channel', 'createdAt', 'id', 'sentAt', 'status', 'subject', 'text', 'to']);
  });
});
