import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorClickDays } from '../../db/schema';
import { createClub, createSponsor, type ClubFixture } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 20 item 8b: the portal's sponsor link redirects only to the sponsor's stored address, and
 * counts a click only for a person following it (a navigation), once per address and sponsor
 * for a while, so an <img> tag or a reload loop cannot inflate the chart.
 */
let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let address = 0;

// Rate limits on (the default): the de-duplication uses the shared counters.
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
});
afterAll(() => t.close());

const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
const IMAGE = { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' };
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const visit = (
  sponsorHash: string,
  options: { headers?: Record<string, string>; remoteAddress?: string; query?: string; c?: ClubFixture } = {},
) =>
  t.app.inject({
    url: `/api/clubs/${(options.c ?? club).hash}/sponsors/${sponsorHash}/visit${options.query ?? ''}`,
    headers: options.headers ?? NAVIGATION,
    remoteAddress: options.remoteAddress ?? nextAddress(),
  });

const clicksOf = async (sponsorId: number) =>
  (await t.db.select().from(sponsorClickDays).where(eq(sponsorClickDays.sponsorId, sponsorId))).reduce((sum, row) => sum + row.clicks, 0);

describe('the sponsor link', () => {
  it('redirects only to the stored address, whatever the query says, and only within the club', async () => {
    const sponsor = await createSponsor(t, club, { url: 'https://forn.example/' });
    for (const query of ['?url=https://evil.example/', '?redirect=//evil.example', '?to=https%3A%2F%2Fevil.example']) {
      const response = await visit(sponsor.hash, { query });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://forn.example/');
    }
    // Another club's sponsor is not reachable under this club.
    expect((await visit(sponsor.hash, { c: other })).statusCode).toBe(404);
  });

  it('redirects an image request without counting it', async () => {
    const sponsor = await createSponsor(t, club);
    const response = await visit(sponsor.hash, { headers: IMAGE });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://sponsor.example/');
    expect(await visit(sponsor.hash, { headers: {} })).toMatchObject({ statusCode: 302 });
    expect(await clicksOf(sponsor.id)).toBe(0);
  });

  it('counts a navigation once per address and sponsor for a while', async () => {
    const sponsor = await createSponsor(t, club);
    const second = await createSponsor(t, club);
    const remoteAddress = nextAddress();
    for (let i = 0; i < 5; i++) expect((await visit(sponsor.hash, { remoteAddress })).statusCode).toBe(302);
    expect(await clicksOf(sponsor.id)).toBe(1);
    // Another address, or another sponsor from the same address, counts.
    await visit(sponsor.hash);
    await visit(second.hash, { remoteAddress });
    expect(await clicksOf(sponsor.id)).toBe(2);
    expect(await clicksOf(second.id)).toBe(1);
  });
});
