import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './accounts';
import type { SweepPage, SweepPerson } from './phone-sweep-pages';
import { logInThroughForm } from './session';

type Params = Record<string, string>;
type List<T> = { 'hydra:member': T[] };

const ACCOUNT_OF: Record<Exclude<SweepPerson, 'visitor'>, string> = {
  manager: ACCOUNTS.manager,
  member: ACCOUNTS.member,
  guardian: ACCOUNTS.guardian,
  admin: ACCOUNTS.admin,
};
const CLUB = 'cd-demo';

/** Reads the API as `username` (the app's own calls), failing with the answer when it is not 2xx. */
async function reader(request: APIRequestContext, username: string) {
  const login = await request.post('/api/authentication_token', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}`, ...headers } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  };
}

interface Profile {
  id: string;
  clubs: { hash: string; shortname: string; profiles: Record<string, { hash: string }> }[];
}

/** The person's id and their first thread in CD Demo (a read one when there is: opening marks it read). */
async function ownParams(request: APIRequestContext, username: string): Promise<Params> {
  const get = await reader(request, username);
  const profile = await get<Profile>('/api/profile');
  const club = profile.clubs.find((c) => c.shortname === CLUB);
  const own: Params = { userId: profile.id };
  const profileHash = club && Object.keys(club.profiles)[0];
  if (club && profileHash) {
    const threads = await get<List<{ threadHash: string; unread: boolean }>>(`/api/clubs/${club.hash}/communications/threads`, {
      Profile: profileHash,
    });
    const thread = threads['hydra:member'].find((t) => !t.unread) ?? threads['hydra:member'][0];
    if (thread) own.threadHash = thread.threadHash;
  }
  return own;
}

/** Today's date in Madrid (the seed's bookings sit around the real today). */
function madridDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
}

/** Real records of CD Demo's seed for every `:param` of the sweep's patterns, read as its manager. */
async function clubParams(request: APIRequestContext): Promise<Params> {
  const get = await reader(request, ACCOUNTS.manager);
  const profile = await get<Profile>('/api/profile');
  const clubHash = profile.clubs.find((c) => c.shortname === CLUB)!.hash;
  const club = `/api/clubs/${clubHash}`;
  const first = async <T>(path: string): Promise<T> => {
    const items = (await get<List<T>>(`${club}${path}`))['hydra:member'];
    expect(items.length, `${path} has items`).toBeGreaterThan(0);
    return items[0]!;
  };
  const agenda = await get<{ bookings: { hash: string }[] }>(`${club}/bookings/agenda?from=${madridDay(-3)}&days=7`);
  expect(agenda.bookings.length, 'the seed has bookings this week').toBeGreaterThan(0);
  return {
    clubHash,
    clubShortName: CLUB,
    teamHash: (await first<{ hash: string }>('/teams')).hash,
    personHash: (await first<{ id: string }>('/people')).id,
    campaignHash: (await first<{ hash: string }>('/commerce/campaigns')).hash,
    // The match with a seat map: the shop's busiest page.
    campaignId: (await first<{ hash: string }>('/shop/campaigns')).hash,
    orderHash: (await first<{ hash: string }>('/commerce/orders')).hash,
    linkHash: (await first<{ hash: string }>('/bookings/link-groups')).hash,
    bookingHash: agenda.bookings[0]!.hash,
    // The demo manager's subsidy ("Escuelas deportivas", issue 25).
    subsidyId: (await first<{ hash: string }>('/subsidies')).hash,
  };
}

/** Every parameter a person's pages need: the club's records plus the person's own. */
export async function sweepParams(request: APIRequestContext, person: SweepPerson): Promise<Params> {
  const shared = await clubParams(request);
  return person === 'visitor' ? shared : { ...shared, ...(await ownParams(request, ACCOUNT_OF[person])) };
}

/** The addresses of one entry: its pattern filled in (an optional parameter both left out and filled). */
export function addressesOf(entry: SweepPage, params: Params): string[] {
  const fill = (text: string) =>
    text.replace(/:([A-Za-z]+)\??/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`The sweep has no value for :${name} (${entry.pattern})`);
      return encodeURIComponent(value);
    });
  if (entry.pattern === '*') return ['/a-page-that-does-not-exist'];
  const query = entry.query ? `?${fill(entry.query)}` : '';
  const patterns = entry.pattern.endsWith('?') ? [entry.pattern.replace(/\/:[A-Za-z]+\?$/, ''), entry.pattern] : [entry.pattern];
  return patterns.map((pattern) => fill(pattern) + query);
}

/** Signs in through the form and waits until the app has left the login page (selector or a profile). */
export async function signIn(page: Page, person: SweepPerson): Promise<void> {
  if (person === 'visitor') return;
  await page.goto('/auth/login');
  await logInThroughForm(page, ACCOUNT_OF[person]);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * A page has loaded: its main heading shows and nothing is still loading (the placeholder rows of
 * spec 2 and every other busy region are gone). Not "network idle": the dashboard keeps a message
 * stream open.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-testid="placeholder-rows"], [aria-busy="true"]')).toHaveCount(0);
}
