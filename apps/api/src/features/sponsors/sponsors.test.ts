import { SponsorClicksSchema, SponsorListSchema, SponsorSchema, type Sponsor } from '@tribuna/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClub,
  createManager,
  createMember,
  createSponsor,
  injectAs,
  multipartFile,
  signIn,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dataDir: string;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let member: Session;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-sponsors-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}/sponsors`;
const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const listOf = async (c: ClubFixture = club) => SponsorListSchema.parse((await t.app.inject({ url: base(c) })).json())['hydra:member'];
const create = async (payload: object) => {
  const response = await as(manager, { method: 'POST', url: base(), payload });
  expect(response.statusCode, response.body).toBe(201);
  return SponsorSchema.parse(response.json());
};
const fieldsOf = (body: { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }) =>
  body.invalidParamsList.invalidParams.map((p) => [p.field, p.codes[0]]);

describe('sponsors', () => {
  it('are created at the end of the list, edited and removed, closing the gap; the list is public', async () => {
    const bakery = await create({ name: 'Forn Pepa', url: 'https://forn.example/' });
    const garage = await create({ name: 'Taller Sol' });
    expect(bakery).toMatchObject({ name: 'Forn Pepa', url: 'https://forn.example/', image: null, order: 0 });
    expect(garage).toMatchObject({ url: null, order: 1 });
    // A newcomer asked to go first pushes the others down.
    const first = await create({ name: 'Primer', order: 0 });
    expect((await listOf()).map((s) => [s.name, s.order])).toEqual([
      ['Primer', 0],
      ['Forn Pepa', 1],
      ['Taller Sol', 2],
    ]);
    const edited = await as(manager, {
      method: 'PATCH',
      url: `${base()}/${garage.hash}`,
      ...mergePatch({ url: 'http://taller.example', name: 'Taller Sol SL' }),
    });
    expect(SponsorSchema.parse(edited.json())).toMatchObject({ name: 'Taller Sol SL', url: 'http://taller.example' });
    expect((await as(manager, { method: 'DELETE', url: `${base()}/${first.hash}` })).statusCode).toBe(204);
    expect((await listOf()).map((s) => [s.name, s.order])).toEqual([
      ['Forn Pepa', 0],
      ['Taller Sol SL', 1],
    ]);
    expect(await listOf(other)).toEqual([]);
  });

  it('accept web links only and say why, field by field', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example', 'not a link']) {
      const response = await as(manager, { method: 'POST', url: base(), payload: { name: 'Hostile', url } });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual([['url', 'webLinkOnly']]);
    }
    const empty = await as(manager, { method: 'POST', url: base(), payload: { name: ' ' } });
    expect(fieldsOf(empty.json())).toEqual([['name', 'required']]);
  });

  it('are reordered in one call that must name every sponsor once, and parallel reorders never mix', async () => {
    const fresh = await createClub(t);
    const boss = await signIn(t, (await createManager(t, fresh)).user);
    const hashes = [];
    for (const name of ['A', 'B', 'C', 'D']) hashes.push((await createSponsor(t, fresh, { name })).hash);
    const reorder = (order: string[]) => as(boss, { method: 'PATCH', url: base(fresh), ...mergePatch({ order }) });

    const reversed = await reorder([...hashes].reverse());
    expect(SponsorListSchema.parse(reversed.json())['hydra:member'].map((s) => s.name)).toEqual(['D', 'C', 'B', 'A']);
    for (const bad of [hashes.slice(1), [...hashes, hashes[0]!], [...hashes.slice(1), 'AAAAAAAAAAAAAAAAAAAAAA']]) {
      const refused = await reorder(bad);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual([['order', 'sponsorOrderMismatch']]);
    }
    // Another club's sponsor is not one of these.
    const foreign = await createSponsor(t, other);
    expect((await reorder([...hashes.slice(1), foreign.hash])).statusCode).toBe(400);

    const orders = [hashes, [...hashes].reverse(), [hashes[1]!, hashes[0]!, hashes[3]!, hashes[2]!]];
    const results = await Promise.all(orders.map((order) => reorder(order)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = await listOf(fresh);
    expect(final.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(orders.map((order) => order.join())).toContain(final.map((s) => s.hash).join());
  });

  it('take a logo resized like the club logo, served publicly with a version', async () => {
    const sponsor = await create({ name: 'Con Logo' });
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2d4f8f' } })
      .png()
      .toBuffer();
    const uploaded = await as(manager, {
      method: 'POST',
      url: `${base()}/${sponsor.hash}/image`,
      ...multipartFile('logo.png', png, 'image/png'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = SponsorSchema.parse(uploaded.json()).image!;
    expect(image).toMatch(new RegExp(`^/api/clubs/${club.hash}/sponsors/${sponsor.hash}/image\\?v=[A-Za-z0-9_-]{12}$`));
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(256);
    const text = await as(manager, {
      method: 'POST',
      url: `${base()}/${sponsor.hash}/image`,
      ...multipartFile('logo.png', 'not an image', 'image/png'),
    });
    expect(fieldsOf(text.json())).toEqual([['file', 'notAnImage']]);
  });

  it('count every click of the portal link exactly, even 50 at once, and show the last 30 days', async () => {
    const sponsor = await create({ name: 'Clicat', url: 'https://clicat.example/landing?x=1' });
    // A browser following the link (only navigations count, issue 20); rate limits are off here, so
    // the once-per-address rule is too (sponsor-visits.test.ts covers it).
    const visit = () =>
      t.app.inject({ url: `${base()}/${sponsor.hash}/visit`, headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } });
    const first = await visit();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://clicat.example/landing?x=1');
    expect(first.headers['cache-control']).toBe('no-store');
    const burst = await Promise.all(Array.from({ length: 50 }, visit));
    expect(burst.every((r) => r.statusCode === 302)).toBe(true);

    const response = await as(manager, { url: `${base()}/clicks` });
    const clicks = SponsorClicksSchema.parse(response.json());
    expect(clicks.days).toHaveLength(30);
    const mine = clicks['hydra:member'].find((s) => s.sponsorHash === sponsor.hash)!;
    expect(mine.total).toBe(51);
    expect(mine.clicks.at(-1)).toBe(51);
    expect(mine.clicks.slice(0, -1).every((n) => n === 0)).toBe(true);
    // A sponsor without a link has nothing to visit.
    const unlinked = await create({ name: 'Sense enllaç' });
    expect((await t.app.inject({ url: `${base()}/${unlinked.hash}/visit` })).statusCode).toBe(404);
  });

  it('are managed by the club’s managers only', async () => {
    const sponsor: Sponsor = await create({ name: 'Només gestors' });
    expect((await as(member, { method: 'POST', url: base(), payload: { name: 'X' } })).statusCode).toBe(403);
    expect((await as(member, { method: 'DELETE', url: `${base()}/${sponsor.hash}` })).statusCode).toBe(403);
    expect((await as(member, { url: `${base()}/clicks` })).statusCode).toBe(403);
    // Another club's manager cannot reach this club's sponsor through their own club.
    const foreignManager = await signIn(t, (await createManager(t, other)).user);
    expect((await as(foreignManager, { method: 'DELETE', url: `${base(other)}/${sponsor.hash}` })).statusCode).toBe(404);
  });
});
