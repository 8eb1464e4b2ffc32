import type { Expected } from './matrix-types';

/** The same status for every actor. */
export const all = (status: number): Expected => ({ anonymous: status, member: status, guardian: status, manager: status, admin: status });

/** Anyone signed in. */
export const SIGNED_IN: Expected = { ...all(200), anonymous: 401 };

/** The club's own people (and admins). */
export const MEMBERS_OF_CLUB: Expected = {
  anonymous: [401, 401],
  member: [200, 403],
  guardian: [200, 403],
  manager: [200, 403],
  admin: [200, 200],
};

/** Managers of the club (and admins); `success` is what an allowed caller gets. */
export const MANAGERS_OF_CLUB = (success: number): Expected => ({
  anonymous: [401, 401],
  member: [403, 403],
  guardian: [403, 403],
  manager: [success, 403],
  admin: [success, success],
});

/** Platform admins only, in any club. */
export const PLATFORM_ADMINS = (success: number): Expected => ({
  anonymous: [401, 401],
  member: [403, 403],
  guardian: [403, 403],
  manager: [403, 403],
  admin: [success, success],
});

/** A well-formed id nothing has. */
export const UNKNOWN_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** PATCH bodies as the web client sends them (spec 7). */
export const mergePatch = (body: object) => ({
  headers: { 'content-type': 'application/merge-patch+json' },
  payload: JSON.stringify(body),
});
