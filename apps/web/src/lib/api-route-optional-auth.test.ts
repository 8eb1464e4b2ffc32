import { CLUBS_ROUTES } from '@tribuna/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoClub } from '../test/onboarding-fixtures';
import { jsonResponse, storeSession } from '../test/fixtures';
import { callApi } from './api-route';
import { dropSession } from './session/session-store';

/** The Authorization header of each call callApi made. */
function stubFetch() {
  const authorizations: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      authorizations.push(new Headers(init?.headers).get('Authorization'));
      return jsonResponse(200, demoClub);
    }),
  );
  return authorizations;
}

describe('callApi and the token of public routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dropSession();
  });

  it('sends the token to a public route that reads one when signed in (GET /api/clubs/{clubHash})', async () => {
    storeSession();
    const authorizations = stubFetch();
    await callApi(CLUBS_ROUTES.read, { params: { clubHash: demoClub.hash } });
    expect(authorizations).toEqual(['Bearer header.payload.signature']);
  });

  it('sends none to that route without a session, nor to a plain public route', async () => {
    const authorizations = stubFetch();
    await callApi(CLUBS_ROUTES.read, { params: { clubHash: demoClub.hash } });
    storeSession();
    await callApi(CLUBS_ROUTES.publicByShortName, { params: { clubShortName: demoClub.shortname } });
    expect(authorizations).toEqual([null, null]);
  });
});
