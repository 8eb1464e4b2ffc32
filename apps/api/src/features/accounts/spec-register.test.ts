import {
  InvitationSchema,
  PeopleGroupByClubResponseSchema,
  REFRESH_COOKIE_NAME,
  TokenResponseSchema,
  UserProfileResponseSchema,
  UserSignupFormSchema,
} from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { codeIn, hashIn, type SmtpCapture } from '../../lib/outbox/testing/smtp-capture';
import { createClub, createManager, createUser, signIn as factorySignIn, type ClubFixture } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { mailKit, validSignup } from '../../test/accounts-test-kit';

/**
 * Accounts made with exactly the spec's register body (spec 7: username, email, password,
 * confirmPassword), no person data: every account flow must work for them.
 */
let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
let club: ClubFixture;
let managerToken: string;
let takenUsername: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false', APP_URL: 'https://club.example' }, { seed: false });
  ({ smtp, deliver } = await mailKit(() => t));
  club = await createClub(t);
  managerToken = (await factorySignIn(t, (await createManager(t, club)).user)).token;
  takenUsername = (await createUser(t)).username;
});
afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const PASSWORD = 'Secret12!';
const specBody = (address: string) => ({ username: address, email: address, password: PASSWORD, confirmPassword: PASSWORD });
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/register', payload });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/authentication_token', payload: { username, password } });
const profile = async (token: string) =>
  UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json());
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
const fieldsOf = (body: { invalidParamsList: { invalidParams: { field: string }[] } }) =>
  body.invalidParamsList.invalidParams.map((p) => p.field).sort();

/** Registers with the spec body and answers the new session's access token. */
async function registerBare(address: string): Promise<string> {
  const response = await register(specBody(address));
  expect(response.statusCode, response.body).toBe(200);
  return TokenResponseSchema.parse(response.json()).token;
}

describe('POST /api/users/register with the spec body', () => {
  it('answers {token, token_ttl}, sets the refresh cookie, and the account signs in without a profile', async () => {
    const response = await register(specBody('bare@example.test'));
    expect(response.statusCode).toBe(200);
    const body = TokenResponseSchema.parse(response.json());
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.token_ttl).toBeGreaterThan(0);
    expect(response.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const me = await profile(body.token);
    expect(me).toMatchObject({
      username: 'bare@example.test',
      email: 'bare@example.test',
      name: '',
      lastname: '',
      clubs: [],
      admin: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'bare@example.test'));
    expect(row).toMatchObject({ identification: null, phone: null, locale: 'es' });
    const login = await signIn('bare@example.test', PASSWORD);
    expect(login.statusCode).toBe(200);
    expect((await profile(login.json().token)).clubs).toEqual([]);
  });

  it('takes the login from username or email alone; both must name the same address', async () => {
    const onlyUsername = await register({ username: ' Solo@Example.test', password: PASSWORD, confirmPassword: PASSWORD });
    expect(onlyUsername.statusCode).toBe(200);
    expect((await profile(onlyUsername.json().token)).email).toBe('solo@example.test');
    const onlyEmail = await register({ email: 'mail-only@example.test', password: PASSWORD, confirmPassword: PASSWORD });
    expect((await profile(onlyEmail.json().token)).username).toBe('mail-only@example.test');
    // Same address written differently: one account.
    expect((await register({ ...specBody('Case@Example.test'), email: 'case@example.test ' })).statusCode).toBe(200);

    const mismatch = await register({ ...specBody('one@example.test'), email: 'two@example.test' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().invalidParamsList.invalidParams).toEqual([
      { field: 'email', errors: ['The username and the email must be the same address'], codes: ['usernameEmailMismatch'] },
    ]);
    const neither = await register({ password: PASSWORD, confirmPassword: PASSWORD });
    expect(fieldsOf(neither.json())).toEqual(['username']);
    const notAnEmail = await register({ ...specBody('nobody'), email: undefined });
    expect(fieldsOf(notAnEmail.json())).toEqual(['username']);
    const taken = await register(specBody(takenUsername));
    expect(taken.json()).toMatchObject({ code: 400, errorCode: 'REGISTRATION_FAILED' });
  });

  it('still checks the optional person data exactly when it is sent', async () => {
    const bad = await register({
      ...specBody('extras@example.test'),
      name: ' ',
      identification: '12345678A',
      phone: 'abc',
      privacyPolicyAccepted: false,
      locale: 'xx',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['identification', 'locale', 'name', 'phone', 'privacyPolicyAccepted']);
    // The web form's own payload (all extras) is still accepted as before.
    const full = await register({ ...validSignup('full-form@example.test'), username: 'full-form@example.test' });
    expect(await profile(full.json().token)).toMatchObject({ name: 'Nora', lastname: 'Vidal Puig' });
  });

  it('leaves the web signup form requiring the person data and the privacy acceptance', () => {
    const result = UserSignupFormSchema.safeParse(specBody('web@example.test'));
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['identification', 'name', 'phone', 'privacyPolicyAccepted', 'surname']);
    expect(UserSignupFormSchema.safeParse(validSignup('web@example.test')).success).toBe(true);
  });
});

describe('account flows for an account made with the spec body', () => {
  it('validates the email: validate-email sends a link, confirm-email confirms it', async () => {
    const token = await registerBare('validate@example.test');
    expect((await post('/api/users/validate-email', { email: 'validate@example.test' }, token)).json()).toEqual({ sent: true });
    await deliver();
    const mail = smtp.lastTo('validate@example.test');
    expect(mail.subject).toBe('Confirma tu dirección de correo');
    const confirmed = await post('/api/users/confirm-email', { hash: hashIn(mail.text) });
    expect(confirmed.json()).toEqual({ validated: true, email: 'validate@example.test' });
    expect((await profile(token)).emailValidated).toBe(true);
  });

  it('resets the password with an emailed code: request, validate, confirm', async () => {
    await registerBare('reset@example.test');
    await deliver(); // the validation link first, so the last mail is the code
    const requested = await post('/api/users/password-reset/request', { username: 'reset@example.test', method: 'email' });
    expect(requested.json()).toEqual({ requested: true, retryAfter: 60 });
    await deliver();
    const code = codeIn(smtp.lastTo('reset@example.test').text);
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/users/password-reset/validate', { username: 'reset@example.test', code })).statusCode).toBe(200);
    const NEW = { newPassword: 'Recovered9!', confirmNewPassword: 'Recovered9!' };
    const confirmed = await post('/api/users/password-reset/confirm', { username: 'reset@example.test', code, ...NEW });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await signIn('reset@example.test', NEW.newPassword)).statusCode).toBe(200);
    expect((await signIn('reset@example.test', PASSWORD)).statusCode).toBe(401);
  });

  it('changes the password', async () => {
    const token = await registerBare('change@example.test');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/change-password',
      headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Changed1!', confirmNewPassword: 'Changed1!' }),
    });
    expect(response.json()).toEqual({ changed: true });
    expect((await signIn('change@example.test', 'Changed1!')).statusCode).toBe(200);
  });

  it('creates a profile through POST /api/profiles/{profileType}, and the account then has the person data', async () => {
    const manager = managerToken;
    const demo = club.hash;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await post(`/api/clubs/${demo}/invitations`, { role: 'member', expiresAt }, manager);
    const invitation = new URL(InvitationSchema.parse(created.json()).url).searchParams.get('invitation')!;

    const token = await registerBare('joiner@example.test');
    const person = { name: 'Jana', surname: 'Serra Pons', email: 'joiner@example.test', dni: 'x1234567l' };
    const joined = await post(
      '/api/profiles/member',
      { user: { username: 'joiner@example.test' }, ...person, club: demo, invitation },
      token,
    );
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ role: 'member', club: { hash: demo, name: club.name } });

    const me = await profile(token);
    expect(me).toMatchObject({ name: 'Jana', lastname: 'Serra Pons' });
    expect(Object.values(me.clubs[0]!.profiles)).toEqual([
      expect.objectContaining({ role: 'member', name: 'Jana', surname: 'Serra Pons' }),
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'joiner@example.test'));
    expect(row!.identification).toBe('X1234567L');
    const groups = PeopleGroupByClubResponseSchema.parse(
      (await t.app.inject({ url: '/api/people-group-by-club', headers: bearer(token) })).json(),
    );
    expect(groups[0]!.persons[0]).toMatchObject({ name: 'Jana', surname: 'Serra Pons', dni: 'X1234567L', email: 'joiner@example.test' });
  });

  it('keeps the name an account already has when it creates a profile with other person data', async () => {
    const manager = managerToken;
    const demo = club.hash;
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await post(`/api/clubs/${demo}/invitations`, { role: 'guardian', expiresAt }, manager);
    const invitation = new URL(InvitationSchema.parse(created.json()).url).searchParams.get('invitation')!;
    const token = TokenResponseSchema.parse((await register(validSignup('named@example.test'))).json()).token;
    const person = { name: 'Other', surname: 'Person', email: 'named@example.test', dni: '00000000T' };
    const joined = await post('/api/profiles/guardian', { user: { username: 'named@example.test' }, ...person, invitation }, token);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await profile(token)).toMatchObject({ name: 'Nora', lastname: 'Vidal Puig' });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'named@example.test'));
    expect(row!.identification).toBe('12345678Z');
  });
});
