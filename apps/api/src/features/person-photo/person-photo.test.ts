import { MemberCardSchema, PersonCollectionSchema, PersonDetailSchema, PersonPhotoResponseSchema, PHOTO_NOT_AN_IMAGE, UserProfileResponseSchema } from '@tribuna/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
let demo: string;
let exemple: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-photo-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir });
  for (const user of ['manager', 'member', 'manager2']) tokens[user] = (await t.login(`${user}@demo.test`)).token;
  const profile = UserProfileResponseSchema.parse((await t.app.inject({ url: '/api/profile', headers: bearer(tokens.manager!) })).json());
  demo = profile.clubs.find((c) => c.shortname === 'cd-demo')!.hash;
  exemple = profile.clubs.find((c) => c.shortname === 'ca-exemple')!.hash;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function multipart(data: Buffer, contentType = 'image/jpeg') {
  const boundary = `----tribuna${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();

async function memberPersonHash(): Promise<string> {
  const list = await t.app.inject({ url: `/api/clubs/${demo}/people?search=member%40demo.test`, headers: bearer(tokens.manager!) });
  return PersonCollectionSchema.parse(list.json())['hydra:member'].find((p) => p.role === 'member')!.id;
}
const upload = (club: string, person: string, user: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: `/api/clubs/${club}/people/${person}/photo`, payload: body.payload, headers: { ...bearer(tokens[user]!), ...body.headers } });

describe("a person's photo", () => {
  it('is resized, stored as WebP and shown on the person and on their own card, by its versioned address only', async () => {
    const person = await memberPersonHash();
    const response = await upload(demo, person, 'manager', multipart(await jpeg(1600, 1200)));
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = PersonPhotoResponseSchema.parse(response.json());
    expect(photo).toMatch(new RegExp(`^/api/clubs/${demo}/people/${person}/photo\\?v=[A-Za-z0-9_-]{16}$`));

    const image = await t.app.inject({ url: photo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('private');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([400, 300]);
    // Without the version, or with an old one, there is nothing to see.
    expect((await t.app.inject({ url: photo!.replace(/\?v=.*/, '') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo!.replace(/v=.*/, 'v=guessed') })).statusCode).toBe(404);

    const detail = PersonDetailSchema.parse((await t.app.inject({ url: `/api/clubs/${demo}/people/${person}`, headers: bearer(tokens.manager!) })).json());
    expect(detail.photo).toBe(photo);
    const card = MemberCardSchema.parse((await t.app.inject({ url: `/api/clubs/${demo}/member-card`, headers: bearer(tokens.member!) })).json());
    expect(card.person.photo).toBe(photo);

    // A new upload retires the old address.
    const second = PersonPhotoResponseSchema.parse((await upload(demo, person, 'manager', multipart(await jpeg(300, 300)))).json());
    expect(second.photo).not.toBe(photo);
    expect((await t.app.inject({ url: photo! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.photo! })).statusCode).toBe(200);
  });

  it('refuses what is not an image, field by field', async () => {
    const response = await upload(demo, await memberPersonHash(), 'manager', multipart(Buffer.from('%PDF-1.4 not an image'), 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([{ field: 'file', errors: [PHOTO_NOT_AN_IMAGE] }]);
  });

  it('is set and removed by the club’s managers only, never across clubs', async () => {
    const person = await memberPersonHash();
    const body = multipart(await jpeg(50, 50));
    expect((await upload(demo, person, 'member', body)).statusCode).toBe(403);
    // A manager of another club cannot reach this club's people, not even by naming their own club.
    expect((await upload(demo, person, 'manager2', body)).statusCode).toBe(403);
    expect((await upload(exemple, person, 'manager2', body)).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/clubs/${demo}/people/${person}/photo`, headers: bearer(tokens.manager!) });
    expect(removed.statusCode).toBe(204);
    const detail = PersonDetailSchema.parse((await t.app.inject({ url: `/api/clubs/${demo}/people/${person}`, headers: bearer(tokens.manager!) })).json());
    expect(detail.photo).toBeNull();
  });
});
