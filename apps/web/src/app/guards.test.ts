import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { dropSession, getSession } from '../lib/session/session-store';
import { CLUB_A, CLUB_B, demoUser, jsonResponse, storeSession, USER_ID } from '../test/fixtures';
import { clubAreaLoader, requireSession, scannerLoader } from './guards';
import { redirectIfLoggedIn } from './lazy-guards';

function args(url: string, params: Record<string, string> = {}) {
  return { request: new Request(`http://localhost${url}`), params, context: {} } as Parameters<ReturnType<typeof clubAreaLoader>>[0];
}

async function thrownRedirect(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guard (spec 4)', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => jsonResponse(200, demoUser()));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    dropSession();
    queryClient.clear();
  });

  it('sends a visitor without a token to login with from', async () => {
    const location = await thrownRedirect(() => requireSession(new Request('http://localhost/dashboard/manager/c1/sponsors?tab=2')));
    expect(location).toBe('/auth/login?from=%2Fdashboard%2Fmanager%2Fc1%2Fsponsors%3Ftab%3D2');
  });

  it('adds expiredToken=true and forgets the session when it expired', async () => {
    storeSession({ refreshTokenValidity: Date.now() - 1000, tokenExpiresAt: Date.now() - 1000 });
    const location = await thrownRedirect(() => requireSession(new Request('http://localhost/dashboard/profile-selector')));
    expect(location).toBe('/auth/login?from=%2Fdashboard%2Fprofile-selector&expiredToken=true');
    expect(getSession()).toBeNull();
  });

  it('lets a valid session through and resolves the profile of the URL', async () => {
    storeSession();
    const current = await clubAreaLoader('manager')(args(`/dashboard/manager/${CLUB_A}/overview`, { clubHash: CLUB_A }));
    expect(current).toMatchObject({ clubHash: CLUB_A, role: 'manager', area: 'manager', clubName: 'CD Demo' });
    expect(getSession()?.currentProfile?.profileHash).toBe('prof1');
  });

  it('sends to the profile selector when the club in the URL has no profile of that role', async () => {
    storeSession();
    const location = await thrownRedirect(() =>
      clubAreaLoader('manager')(args(`/dashboard/manager/${CLUB_B}/overview`, { clubHash: CLUB_B })),
    );
    expect(location).toBe('/dashboard/profile-selector');
  });

  it('opens the door scanner to a profile whose can lists scanning, whatever its role, and to no other (issue 24)', async () => {
    const controller = demoUser();
    const club = controller.clubs[0]!;
    club.profiles.prof1 = { ...club.profiles.prof1!, role: 'member', accessController: true, can: ['accessControl.scan'] };
    fetchMock.mockImplementation(async () => jsonResponse(200, controller));
    storeSession({ user: controller });
    const scan = `/dashboard/manager/${CLUB_A}/access-control/scan`;
    expect(await scannerLoader(args(scan, { clubHash: CLUB_A }))).toMatchObject({ clubHash: CLUB_A, profileHash: 'prof1', role: 'member' });

    const plain = demoUser();
    plain.clubs[0]!.profiles.prof1 = { ...plain.clubs[0]!.profiles.prof1!, role: 'member', can: ['memberCard.readOwn'] };
    fetchMock.mockImplementation(async () => jsonResponse(200, plain));
    queryClient.clear();
    storeSession({ user: plain });
    expect(await thrownRedirect(() => scannerLoader(args(scan, { clubHash: CLUB_A })))).toBe('/dashboard/profile-selector');
  });

  it('sends to the profile selector when the user id in the URL is someone else', async () => {
    storeSession();
    const ok = await clubAreaLoader('member')(args('/x', { clubHash: CLUB_B, userId: USER_ID }));
    expect(ok.role).toBe('member');
    const location = await thrownRedirect(() => clubAreaLoader('member')(args('/x', { clubHash: CLUB_B, userId: 'someoneElse1' })));
    expect(location).toBe('/dashboard/profile-selector');
  });

  it('leads to logout with expiredToken when the profile call answers 401', async () => {
    storeSession({ token: 'bad' });
    fetchMock.mockImplementation(async () => jsonResponse(401, { code: 401, errorCode: 'TOKEN_INVALID', message: 'x' }));
    const location = await thrownRedirect(() =>
      clubAreaLoader('manager')(args(`/dashboard/manager/${CLUB_A}/overview`, { clubHash: CLUB_A })),
    );
    expect(location).toBe(`/auth/logout?from=%2Fdashboard%2Fmanager%2F${CLUB_A}%2Foverview&expiredToken=true`);
  });

  it('sends a logged-in person away from the login page to the profile selector', async () => {
    expect(redirectIfLoggedIn()).toBeNull();
    storeSession();
    expect(await thrownRedirect(() => redirectIfLoggedIn())).toBe('/dashboard/profile-selector');
  });
});
