import type { TokenResponse } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { users } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { bearer, type TestApp } from '../test-app';
import { uniqueName } from './unique';
import { writeThroughApp } from './write';

/** Every factory account signs in with this password (hashed once per run: argon2 is slow on purpose). */
export const FACTORY_PASSWORD = 'Factory1234!';
let passwordHash: Promise<string> | undefined;

export type UserFixture = {
  id: number;
  hash: string;
  username: string;
  email: string;
  password: string;
  name: string;
  lastname: string;
  admin: boolean;
};

export type UserOverrides = Partial<Pick<UserFixture, 'name' | 'lastname' | 'admin' | 'username'>> & {
  locale?: string;
  /** Default true: the address counts as confirmed, as after the e-mailed link. */
  emailValidated?: boolean;
};

/** An account (no club profile yet) with a unique address. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<UserFixture> {
  const username = overrides.username ?? `${uniqueName('user')}@example.test`;
  const name = overrides.name ?? 'Test';
  const lastname = overrides.lastname ?? uniqueName('User');
  const admin = overrides.admin ?? false;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const hashed = await passwordHash;
  const [row] = await writeThroughApp(t, ['users'], (db) =>
    db
      .insert(users)
      .values({
        publicId: newPublicId(),
        username,
        email: username,
        passwordHash: hashed,
        name,
        lastname,
        admin,
        locale: overrides.locale ?? 'es',
        emailValidatedAt: overrides.emailValidated === false ? null : new Date(),
      })
      .returning({ id: users.id, hash: users.publicId }),
  );
  return { id: row!.id, hash: row!.hash, username, email: username, password: FACTORY_PASSWORD, name, lastname, admin };
}

/** A platform admin without club profiles. */
export const createAdmin = (t: TestApp, overrides: UserOverrides = {}) => createUser(t, { name: 'Admin', ...overrides, admin: true });

export type Session = { user: UserFixture; token: string; headers: { authorization: string } };

/** Signs the user in through the login route, as a browser would. */
export async function signIn(t: TestApp, user: UserFixture): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/authentication_token',
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${user.username}: ${response.statusCode} ${response.body}`);
  const { token } = response.json<TokenResponse>();
  return { user, token, headers: bearer(token) };
}

/** Sends a request as the signed-in user (or without a token when `session` is undefined). */
export function injectAs(t: TestApp, session: Session | undefined, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...(session?.headers ?? {}), ...(options.headers ?? {}) } });
}
