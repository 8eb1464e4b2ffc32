import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, portalComponents, sponsors } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { createClub, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let club: ClubFixture;
let sponsorHash: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t, { name: 'CF <Ribera> & "Amigos"', locale: 'ca-ES', city: 'Alzira' });
  await t.db.update(clubs).set({ image: '/api/uploads/logos/ribera.webp' }).where(eq(clubs.id, club.id));
  sponsorHash = newPublicId();
  await t.db.insert(sponsors).values([
    { publicId: sponsorHash, clubId: club.id, name: 'Forn Pepa', url: 'https://forn.example', position: 0 },
    { publicId: newPublicId(), clubId: club.id, name: 'Sense web', url: null, position: 1 },
  ]);
  await t.db.insert(portalComponents).values([
    { clubId: club.id, core: true, name: 'member.registration', position: 1, highlighted: true },
    { clubId: club.id, core: false, type: 'link', name: 'Federació', properties: { href: 'https://fed.example/' }, position: 0 },
    {
      clubId: club.id,
      core: false,
      type: 'link',
      name: 'Hidden',
      properties: { href: 'https://hidden.example/' },
      enabled: false,
      position: 2,
    },
    { clubId: club.id, core: false, type: 'link', name: 'Hostile', properties: { href: 'javascript:alert(1)' }, position: 3 },
    { clubId: club.id, core: false, type: 'link', name: 'Reserva pista', properties: { href: '/book/AbCdEf123456' }, position: 4 },
    { clubId: club.id, core: false, type: 'link', name: 'Elsewhere', properties: { href: '//evil.example/x' }, position: 5 },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the portal HTML', () => {
  it('is sent with the club’s language, title, description, canonical and social tags', async () => {
    const response = await get(`/p/${club.shortname}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="ca"');
    // Spec 2's tab title in the club's language, with the club's name for search results.
    expect(html).toContain('<title>Tribuna - Portal públic del club · CF &lt;Ribera&gt; &amp; &quot;Amigos&quot;</title>');
    expect(html).toMatch(/<meta name="description" content="CF &lt;Ribera&gt; &amp; &quot;Amigos&quot; \(Alzira, [^"]+\): entrades/);
    const canonical = `${t.config.appUrl}/p/${club.shortname}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<meta property="og:image" content="${t.config.appUrl}/api/uploads/logos/ribera.webp">`);
    // On the page itself the logo comes from the page's own origin (the CSP allows only 'self').
    expect(html).toContain('<img class="tp-logo" src="/api/uploads/logos/ribera.webp"');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('<Ribera>');
  });

  it('carries the portal itself: enabled components in order, highlighted ones marked, sponsors through the click counter', async () => {
    const html = (await get(`/clubes/${club.hash}/portal`)).body;
    const federation = html.indexOf('Federació');
    const registration = html.indexOf('Fes-te soci</a></li>');
    expect(federation).toBeGreaterThan(0);
    expect(registration).toBeGreaterThan(federation);
    expect(html).toContain(
      `<li data-testid="portal-component" class="tp-highlight" data-highlighted="true"><a href="/p/${club.shortname}/join">Fes-te soci</a></li>`,
    );
    expect(html).toContain('<a href="https://fed.example/" target="_blank" rel="noopener noreferrer">Federació</a>');
    expect(html).not.toContain('Hidden');
    // A link that is not http(s) is never rendered as one.
    expect(html).not.toContain('javascript:');
    // A page of the app (a booking link) opens in the same tab; a protocol-relative address is not one.
    expect(html).toContain('<a href="/book/AbCdEf123456">Reserva pista</a>');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain(
      `<a class="tp-sponsor" href="/api/clubs/${club.hash}/sponsors/${sponsorHash}/visit" rel="sponsored noopener"><span>Forn Pepa</span></a>`,
    );
    expect(html).toContain('<span class="tp-sponsor"><span>Sense web</span></span>');
    expect(html).toContain('<a class="tp-primary" href="/auth/login">Inicia sessió</a>');
    // The app adds the contact form here; nothing of the club's people or mail is in the page.
    expect(html).toContain(`<div id="portal-contact-form" class="tp-contact-slot" data-club-hash="${club.hash}">`);
    expect(html).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
  });

  it('speaks another interface language when the visitor picks one, and offers all five', async () => {
    const html = (await get(`/p/${club.shortname}?lang=en`)).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<a class="tp-primary" href="/auth/login">Sign in</a>');
    expect(html).toContain('<a href="?lang=en" lang="en" hreflang="en" aria-current="true">English</a>');
    for (const code of ['es', 'ca', 'eu', 'gl']) expect(html).toContain(`href="?lang=${code}"`);
    // Anything else keeps the club's language.
    expect((await get(`/p/${club.shortname}?lang=xx`)).body).toContain('<html lang="ca"');
  });

  it('answers a friendly, unindexed 404 for an unknown club or a malformed address', async () => {
    for (const url of ['/p/no-such-club', '/clubes/AAAAAAAAAAAAAAAAAAAAAA/portal', '/p/bad%20name']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('Club no encontrado');
      expect(response.body).toContain('<p role="alert">');
    }
  });
});
