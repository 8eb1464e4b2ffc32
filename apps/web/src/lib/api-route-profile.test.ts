import { COMMUNICATIONS_ROUTES, TEAMS_ROUTES } from '@tribuna/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLUB_A, CLUB_B, jsonResponse, storeSession, USER_ID, wholeList } from '../test/fixtures';
import { callApi, MissingProfileError } from './api-route';
import type { CurrentProfile } from './session/session-store';
import { dropSession } from './session/session-store';

const manager: CurrentProfile = {
  clubHash: CLUB_A,
  clubName: 'CD Demo',
  clubImage: null,
  clubLocale: 'es-ES',
  profileHash: 'prof00000001',
  role: 'manager',
  area: 'manager',
  userId: USER_ID,
};

/** Each call's headers, answering `body` to all of them. */
function stubFetch(body: unknown = { unreadMessages: 3 }, init: ResponseInit = {}) {
  const headers: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, request?: RequestInit) => {
      headers.push(new Headers(request?.headers));
      return typeof body === 'string' ? new Response(body, { status: 200, ...init }) : jsonResponse(200, body);
    }),
  );
  return headers;
}

describe('callApi and the Profile header (spec 5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('sends the active profile of the club as the Profile header on a call that acts as a profile', async () => {
    storeSession({ currentProfile: manager });
    const headers = stubFetch();
    await expect(callApi(COMMUNICATIONS_ROUTES.unread, { params: { clubHash: CLUB_A } })).resolves.toEqual({ unreadMessages: 3 });
    expect(headers[0]?.get('Profile')).toBe('prof00000001');
    expect(headers[0]?.get('Authorization')).toBe('Bearer header.payload.signature');
  });

  it('sends it with downloads too (attachments)', async () => {
    storeSession({ currentProfile: manager });
    const headers = stubFetch('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const file = (await callApi(COMMUNICATIONS_ROUTES.downloadAttachment, {
      params: { clubHash: CLUB_A, attachmentHash: 'att000000001' },
    })) as Blob;
    expect(await file.text()).toBe('%PDF-1.7');
    expect(headers[0]?.get('Profile')).toBe('prof00000001');
  });

  it('refuses before sending, naming "Profile", when no profile is active', async () => {
    storeSession({ currentProfile: null });
    const headers = stubFetch();
    const call = callApi(COMMUNICATIONS_ROUTES.listThreads, { params: { clubHash: CLUB_A }, query: {} });
    await expect(call).rejects.toBeInstanceOf(MissingProfileError);
    await expect(call).rejects.toThrow(/"Profile"/);
    expect(headers).toHaveLength(0);
  });

  it('refuses when the active profile belongs to another club (it would be a foreign profile)', async () => {
    storeSession({ currentProfile: manager });
    const headers = stubFetch();
    await expect(callApi(COMMUNICATIONS_ROUTES.unread, { params: { clubHash: CLUB_B } })).rejects.toThrow(/Missing value "Profile"/);
    expect(headers).toHaveLength(0);
  });

  it('sends no Profile header to routes that do not act as a profile', async () => {
    storeSession({ currentProfile: manager });
    const headers = stubFetch(wholeList([]));
    await callApi(COMMUNICATIONS_ROUTES.listMailboxes, { params: { clubHash: CLUB_A } });
    expect(headers[0]?.has('Profile')).toBe(false);
    expect(TEAMS_ROUTES.list).not.toHaveProperty('actingProfile');
  });
});
