import { PROFILE_HEADER, type ClubRole } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addProfile,
  createGuardianWithChild,
  createUser,
  signIn,
  type ClubFixture,
  type PersonFixture,
  type Session,
  type UserFixture,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Someone signed in, acting as one of their profiles of a club (the `Profile` header). */
export type Acting = { user: UserFixture; session: Session; profile: PersonFixture };

/** An account with one profile of `role` in the club, signed in. */
export async function actingPerson(t: TestApp, club: ClubFixture, role: ClubRole, name?: string): Promise<Acting> {
  const user = await createUser(t, name ? { name } : {});
  const profile = await addProfile(t, club, user, role);
  return { user, session: await signIn(t, user), profile };
}

/** A guardian signed in, with their child athlete (no account). */
export async function actingGuardian(t: TestApp, club: ClubFixture): Promise<Acting & { child: PersonFixture }> {
  const guardian = await createGuardianWithChild(t, club);
  return { user: guardian.user, session: await signIn(t, guardian.user), profile: guardian.profile, child: guardian.child };
}

/** An app on an unseeded database whose uploads go to a directory of this run only. */
export async function messagingTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tribuna-messaging-'));
  const t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Body = object | undefined;

/** Calls under /api/clubs/{club}/communications as someone, with their `Profile` header. */
export function messagingApi(t: TestApp, club: ClubFixture) {
  const base = `/api/clubs/${club.hash}/communications`;
  const send = (who: Acting, options: InjectOptions & { profile?: string | null }) => {
    const { profile, ...rest } = options;
    const acting = profile === null ? {} : { [PROFILE_HEADER]: profile ?? who.profile.hash };
    return t.app.inject({ ...rest, headers: { ...who.session.headers, ...acting, ...(rest.headers ?? {}) } });
  };
  return {
    base,
    send,
    get: (who: Acting, path: string, query?: Record<string, string>) => send(who, { method: 'GET', url: `${base}${path}`, query }),
    post: (who: Acting, path: string, payload?: Body) => send(who, { method: 'POST', url: `${base}${path}`, payload: payload ?? {} }),
    patch: (who: Acting, path: string, payload?: Body) =>
      send(who, {
        method: 'PATCH',
        url: `${base}${path}`,
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify(payload ?? {}),
      }),
    delete: (who: Acting, path: string) => send(who, { method: 'DELETE', url: `${base}${path}` }),
  };
}

export type MessagingApi = ReturnType<typeof messagingApi>;
