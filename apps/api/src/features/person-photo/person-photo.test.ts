import { FIELD_ERRORS, MemberCardSchema, PersonCollectionSchema, PersonDetailSchema, PersonPhotoResponseSchema } from '@tribuna/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClub, createManager, createMember, jpegImage, multipartFile, signIn } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
let clubHash: string;
let otherClubHash: string;
/** The member's own profile in the club: the person whose photo is set. */
let memberPerson: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tribuna-photo-'));
  t = await createTestApp({ RATE_LIMIT: 'false', DATA_DIR: dataDir }, { seed: false });
  const [club, otherClub] = [await createClub(t), await createClub(t)];
  clubHash = club.hash;
  otherClubHash = otherClub.hash;
  const member = await createMember(t, club);
  memberPerson = member.profile.hash;
  tokens.manager = (await signIn(t, (await createManager(t, club)).user)).token;
  tokens.member = (await signIn(t, member.user)).token;
  tokens.otherManager = (await signIn(t, (await createManager(t, otherClub)).user)).token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const multipart = (data: Buffer, contentType = 'image/jpeg') => multipartFile('me.jpg', data, contentType);
const jpeg = jpegImage;

const upload = (club: string, person: string, user: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/clubs/${club}/people/${person}/photo`,
    payload: body.payload,
    headers: { ...bearer(tokens[user]!), ...body.headers },
  });

describe("a person's photo", () => {
  it('is resized, stored as WebP and shown on the person and on their own card, by its versioned address only', async () => {
    const person = memberPerson;
    const response = await upload(clubHash, person, 'manager', multipart(await jpeg(1600, 1200)));
    expect(response.statusCode, response.body).toBe(200);
    const { photo } = PersonPhotoResponseSchema.parse(response.json());
    expect(photo).toMatch(new RegExp(`^/api/clubs/${clubHash}/people/${person}/photo\\?v=[A-Za-z0-9_-]{16}$`));

    const image = await t.app.inject({ url: photo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('private');
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([400, 300]);
    // Without the version, or with an old one, there is nothing to see.
    expect((await t.app.inject({ url: photo!.replace(/\?v=.*/, '') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo!.replace(/v=.*/, 'v=guessed') })).statusCode).toBe(404);

    const detail = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${person}`, headers: bearer(tokens.manager!) })).json(),
    );
    expect(detail.photo).toBe(photo);
    const card = MemberCardSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/member-card`, headers: bearer(tokens.member!) })).json(),
    );
    expect(card.person.photo).toBe(photo);

    // A new upload retires the old address.
    const second = PersonPhotoResponseSchema.parse((await upload(clubHash, person, 'manager', multipart(await jpeg(300, 300)))).json());
    expect(second.photo).not.toBe(photo);
    expect((await t.app.inject({ url: photo! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.photo! })).statusCode).toBe(200);
  });

  it('refuses what is not an image, field by field', async () => {
    const response = await upload(clubHash, memberPerson, 'manager', multipart(Buffer.from('%PDF-1.4 not an image'), 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParamsList.invalidParams).toEqual([
      { field: 'file', errors: [FIELD_ERRORS.notAnImage], codes: ['notAnImage'] },
    ]);
  });

  it('is set and removed by the club’s managers only, never across clubs', async () => {
    const person = memberPerson;
    const body = multipart(await jpeg(50, 50));
    expect((await upload(clubHash, person, 'member', body)).statusCode).toBe(403);
    // A manager of another club cannot reach this club's people, not even by naming their own club.
    expect((await upload(clubHash, person, 'otherManager', body)).statusCode).toBe(403);
    expect((await upload(otherClubHash, person, 'otherManager', body)).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/clubs/${clubHash}/people/${person}/photo`,
      headers: bearer(tokens.manager!),
    });
    expect(removed.statusCode).toBe(204);
    const detail = PersonDetailSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${clubHash}/people/${person}`, headers: bearer(tokens.manager!) })).json(),
    );
    expect(detail.photo).toBeNull();
  });

  it('shows on the cached people list at once when set and when removed (the write clears the list cache)', async () => {
    const photoOnList = async () => {
      const list = await t.app.inject({ url: `/api/clubs/${clubHash}/people?role=member`, headers: bearer(tokens.manager!) });
      return PersonCollectionSchema.parse(list.json())['hydra:member'].find((p) => p.id === memberPerson)!.photo;
    };
    // Notifications muted: only the write's own unit of work can clear the cached page, as it
    // must for the manager who just made the change (the NOTIFY comes a few milliseconds later).
    const notify = vi.spyOn(t.app.changes.listener, 'notify').mockImplementation(() => undefined);
    try {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/clubs/${clubHash}/people/${memberPerson}/photo`,
        headers: bearer(tokens.manager!),
      });
      expect(await photoOnList()).toBeNull();
      const { photo } = PersonPhotoResponseSchema.parse(
        (await upload(clubHash, memberPerson, 'manager', multipart(await jpeg(60, 60)))).json(),
      );
      expect(await photoOnList()).toBe(photo);
      await t.app.inject({
        method: 'DELETE',
        url: `/api/clubs/${clubHash}/people/${memberPerson}/photo`,
        headers: bearer(tokens.manager!),
      });
      expect(await photoOnList()).toBeNull();
    } finally {
      notify.mockRestore();
    }
  });
});
