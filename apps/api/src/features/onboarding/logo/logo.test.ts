import { FIELD_ERRORS, LOGO_MAX_BYTES, PublicClubSchema } from '@tribuna/contract';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, createMember, signIn, type ClubFixture } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const hashes: Record<string, string> = {};
/** Club A (manager, member) and club B (manager2). */
let clubA: ClubFixture;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-logo-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  clubA = await createClub(t);
  const clubB = await createClub(t);
  hashes.a = clubA.hash;
  hashes.b = clubB.hash;
  tokens.manager = (await signIn(t, (await createManager(t, clubA)).user)).token;
  tokens.member = (await signIn(t, (await createMember(t, clubA)).user)).token;
  tokens.manager2 = (await signIn(t, (await createManager(t, clubB)).user)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function multipart(data: Buffer, contentType = 'image/png', field = 'file') {
  const boundary = `----tribuna${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } });
const upload = (club: string, user: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clubs/${hashes[club]}/logo`,
    payload: body.payload,
    headers: { ...bearer(tokens[user]!), ...body.headers },
  });
const fileError = (response: { statusCode: number; json(): { invalidParamsList: { invalidParams: unknown[] } } }) => {
  expect(response.statusCode).toBe(400);
  return response.json().invalidParamsList.invalidParams;
};

describe('POST /api/clubs/{clubHash}/logo', () => {
  it('resizes a large PNG to fit 256×256 as WebP and points the club image at it', async () => {
    const response = await upload('a', 'manager', multipart(await image(1200, 600).png().toBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    const club = PublicClubSchema.parse(response.json());
    expect(club.image).toMatch(new RegExp(`^/api/clubs/${hashes.a}/logo\\?v=[A-Za-z0-9_-]{12}$`));
    expect(existsSync(join(dataDir, 'uploads', 'club-logos', `${hashes.a}.webp`))).toBe(true);

    const logo = await t.app.inject({ url: club.image! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 128 });

    // The public club read shows the new image (its cache was cleared).
    expect((await t.app.inject({ url: `/api/clubs/p/${clubA.shortname}` })).json().image).toBe(club.image);
  });

  it('accepts JPEG and WebP, never enlarges, and caches an old version only briefly', async () => {
    const first = await upload('b', 'manager2', multipart(await image(100, 80).jpeg().toBuffer(), 'image/jpeg'));
    expect(first.statusCode).toBe(200);
    const second = await upload('b', 'manager2', multipart(await image(90, 90).webp().toBuffer(), 'image/webp'));
    const newer = PublicClubSchema.parse(second.json()).image!;
    expect(newer).not.toBe(first.json().image);
    const current = await t.app.inject({ url: newer });
    expect(await sharp(current.rawPayload).metadata()).toMatchObject({ width: 90, height: 90 });
    const old = await t.app.inject({ url: first.json().image });
    expect(old.headers['cache-control']).toBe('public, max-age=300');
  });

  it('judges by content, not by the declared type', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(fileError(await upload('a', 'manager', multipart(text, 'image/png')))).toEqual([
      { field: 'file', errors: [FIELD_ERRORS.notAnImage], codes: ['notAnImage'] },
    ]);
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect(fileError(await upload('a', 'manager', multipart(fakePng)))).toHaveLength(1);
    const gif = await image(20, 20).gif().toBuffer();
    expect(fileError(await upload('a', 'manager', multipart(gif, 'image/png')))).toHaveLength(1);
    // A real PNG sent as application/octet-stream is still a PNG.
    const png = await image(10, 10).png().toBuffer();
    expect((await upload('a', 'manager', multipart(png, 'application/octet-stream'))).statusCode).toBe(200);
  });

  it('answers 413 above the size limit and 400 without a file', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await upload('a', 'manager', multipart(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(fileError(await upload('a', 'manager', multipart(Buffer.from('x'), 'text/plain', 'other')))).toHaveLength(1);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/clubs/${hashes.a}/logo`,
      payload: { file: 'x' },
      headers: bearer(tokens.manager!),
    });
    expect(fileError(json)).toHaveLength(1);
  });

  it('is for the club managers only', async () => {
    const png = multipart(await image(10, 10).png().toBuffer());
    expect((await upload('a', 'member', png)).statusCode).toBe(403);
    expect((await upload('a', 'manager2', png)).statusCode).toBe(403);
  });
});

describe('GET /api/clubs/{clubHash}/logo', () => {
  it('answers 404 for a club without a logo or an unknown club', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clubs',
      headers: bearer(tokens.member!),
      payload: { name: 'Sin Logo', shortname: 'sin-logo', city: 'Teruel', regionName: 'Aragón', countryName: 'España', locale: 'es-ES' },
    });
    expect((await t.app.inject({ url: `/api/clubs/${created.json().hash}/logo` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/clubs/AAAAAAAAAAAAAAAAAAAAAA/logo' })).statusCode).toBe(404);
  });
});
