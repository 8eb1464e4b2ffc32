import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { profileOf } from './session';

/** CD Demo's sponsors and portal components as its manager sees them through the API. */
export type PortalComponentRow = { id: number; core: boolean; name: string; enabled: boolean; order: number };
export type ManagerApi = { clubHash: string; headers: Record<string, string> };
export type PortalState = { sponsors: string[]; components: PortalComponentRow[] };

export async function cdDemoManagerApi(request: APIRequestContext): Promise<ManagerApi> {
  return managerApi(request, ACCOUNTS.manager, 'cd-demo');
}

/** A club manager's API session, for tests that must put the club back as they found it. */
export async function managerApi(request: APIRequestContext, account: string, clubSlug: string): Promise<ManagerApi> {
  const { clubHash } = await profileOf(request, account);
  const login = await request.post('/api/authentication_token', { data: { username: account, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  return { clubHash: clubHash(clubSlug), headers: { authorization: `Bearer ${token}` } };
}

export async function portalComponents(request: APIRequestContext, api: ManagerApi): Promise<PortalComponentRow[]> {
  // 50 is the contract's most components a club may have: one page holds them all.
  const response = await request.get(`/api/clubs/${api.clubHash}/portal/components?itemsPerPage=50`, { headers: api.headers });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { 'hydra:member': PortalComponentRow[] })['hydra:member'];
}

export async function sponsorHashes(request: APIRequestContext, api: ManagerApi): Promise<string[]> {
  const response = await request.get(`/api/clubs/${api.clubHash}/sponsors`, { headers: api.headers });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { 'hydra:member': { hash: string }[] })['hydra:member'].map((sponsor) => sponsor.hash);
}

export async function portalState(request: APIRequestContext, api: ManagerApi): Promise<PortalState> {
  return { sponsors: await sponsorHashes(request, api), components: await portalComponents(request, api) };
}

/** Puts CD Demo's sponsors and portal back as the seed left them, for the other specs. */
export async function restorePortal(request: APIRequestContext, api: ManagerApi, before: PortalState) {
  for (const hash of await sponsorHashes(request, api)) {
    if (!before.sponsors.includes(hash)) await request.delete(`/api/clubs/${api.clubHash}/sponsors/${hash}`, { headers: api.headers });
  }
  await request.patch(`/api/clubs/${api.clubHash}/sponsors`, { headers: api.headers, data: { order: before.sponsors } });
  for (const component of await portalComponents(request, api)) {
    const original = before.components.find((entry) => entry.id === component.id);
    if (!original) await request.delete(`/api/clubs/${api.clubHash}/portal/components/${component.id}`, { headers: api.headers });
    else if (original.enabled !== component.enabled) {
      await request.put(`/api/clubs/${api.clubHash}/portal/components/${component.id}`, {
        headers: api.headers,
        data: { enabled: original.enabled },
      });
    }
  }
}
