import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { dropSession } from '../lib/session/session-store';
import { demoUser, jsonResponse, storeSession } from '../test/fixtures';
import { adminLoader } from './guards';

function args(url: string) {
  return { request: new Request(`http://localhost${url}`), params: {}, context: {} } as Parameters<typeof adminLoader>[0];
}

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'allowed';
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? 'redirect';
    throw thrown;
  }
}

describe('admin area while impersonating (issue 3 part 9)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => jsonResponse(200, demoUser({ admin: true })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    dropSession();
  });

  it('lets an admin in', async () => {
    storeSession();
    expect(await outcome(() => adminLoader(args('/admin/impersonate')))).toBe('allowed');
  });

  it('blocks an impersonation session, even of an admin, with the 403 page', async () => {
    storeSession({ impersonation: true });
    expect(await outcome(() => adminLoader(args('/admin/impersonate')))).toBe('/403');
  });
});
