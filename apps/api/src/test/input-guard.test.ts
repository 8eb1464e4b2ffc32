import { FIELD_ERRORS, ValidationErrorBodySchema } from '@tribuna/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, signIn, type ClubFixture } from './factories';
import { callAs, createTestApp, type TestApp } from './test-app';

const CONTROL_CHARACTERS_REFUSED = FIELD_ERRORS.controlCharacters;
const CALENDAR_DAY_OUT_OF_RANGE = FIELD_ERRORS.dateOutOfRange;

/**
 * Hostile input answers a 400 that names the field, never a 500 (issue 8). The first three
 * are the 500s the OpenAPI fuzz test (openapi-fuzz.test.ts) found.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let club: ClubFixture;
const call = (options: InjectOptions) => callAs(t, tokens, 'manager', options);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  tokens.manager = (await signIn(t, (await createManager(t, club)).user)).token;
});
afterAll(() => t.close());

/** The spec's validation body, with the fields it names and their messages. */
function invalidFields(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(400);
  const body = ValidationErrorBodySchema.parse(response.json());
  return Object.fromEntries(body.invalidParamsList.invalidParams.map((p) => [p.field, p.errors]));
}

const multipart = async (form: FormData) => {
  const encoded = new Response(form);
  return { headers: { 'content-type': encoded.headers.get('content-type')! }, payload: Buffer.from(await encoded.arrayBuffer()) };
};

describe('the three 500s found by the fuzz test', () => {
  it('refuses a NUL in the short name of the public club page', async () => {
    const response = await t.app.inject({ url: `/api/clubs/p/${club.shortname}%00` });
    expect(invalidFields(response)).toEqual({ clubShortName: [CONTROL_CHARACTERS_REFUSED] });
  });

  it('refuses a NUL in the impersonation body', async () => {
    const response = await call({ method: 'POST', url: '/api/impersonation', payload: { profileHash: 'abc\u0000def' } });
    expect(invalidFields(response)).toEqual({ profileHash: [CONTROL_CHARACTERS_REFUSED] });
  });

  it('refuses a version past the integer column when accepting the privacy policy', async () => {
    const url = `/api/clubs/${club.hash}/privacy/accept`;
    const response = await call({ method: 'POST', url, payload: { privacyVersion: 1, termsVersion: 2 ** 31 } });
    // Named by the contract's validation, not left to the database safety net ("request").
    expect(Object.keys(invalidFields(response))).toEqual(['termsVersion']);
  });
});

describe('control characters in every string from outside', () => {
  it('refuses them in the query, naming the parameter', async () => {
    const response = await call({ url: '/api/clubs/search?name=club%00' });
    expect(invalidFields(response)).toEqual({ name: [CONTROL_CHARACTERS_REFUSED] });
  });

  it('refuses C1 controls and DEL in body texts, and any control in a key', async () => {
    const url = `/api/clubs/${club.hash}/settings`;
    for (const payload of [{ name: 'Demo\u0085' }, { name: 'Demo\u007f' }, { 'na\u0000me': 'Demo' }]) {
      const response = await call({ method: 'PATCH', url, payload });
      expect(Object.values(invalidFields(response))).toEqual([[CONTROL_CHARACTERS_REFUSED]]);
    }
  });

  it('keeps line breaks and tabs in body texts (multi-line texts)', async () => {
    const url = `/api/clubs/${club.hash}/settings`;
    const custom = 'First line\r\nSecond line\twith a tab';
    const response = await call({ method: 'PATCH', url, payload: { privacy: { custom } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().privacy.custom).toBe(custom);
  });

  it('refuses them in text fields and file names of multipart forms', async () => {
    const url = `/api/clubs/${club.hash}/logo`;
    const withField = new FormData();
    withField.append('note', 'hi\u0000');
    withField.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'logo.png');
    expect(invalidFields(await call({ method: 'POST', url, ...(await multipart(withField)) }))).toEqual({
      note: [CONTROL_CHARACTERS_REFUSED],
    });
    const withName = new FormData();
    withName.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'lo\u0000go.png');
    expect(invalidFields(await call({ method: 'POST', url, ...(await multipart(withName)) }))).toEqual({
      file: [CONTROL_CHARACTERS_REFUSED],
    });
  });
});

describe('bodies and paths no route can read', () => {
  it('answers a malformed multipart body with a 400, not a 500', async () => {
    const url = `/api/clubs/${club.hash}/logo`;
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const response = await call({ method: 'POST', url, headers: { 'content-type': contentType }, payload: 'not a form' });
      expect(invalidFields(response)).toEqual({ body: [FIELD_ERRORS.multipartMalformed] });
    }
  });

  it('refuses a binary file uploaded as a people import (its cells would hold NULs)', async () => {
    const form = new FormData();
    const pngStart = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 10, 0, 1]);
    form.append('file', new Blob([pngStart]), 'people.csv');
    const url = `/api/clubs/${club.hash}/people/imports?type=member`;
    const response = await call({ method: 'POST', url, ...(await multipart(form)) });
    expect(invalidFields(response)).toEqual({ file: [FIELD_ERRORS.importFileUnreadable] });
  });

  it('answers bad percent-encoding and overlong identifiers in the contract shape', async () => {
    const bad = await call({ url: '/api/clubs/%FF/settings' });
    expect(Object.keys(invalidFields(bad))).toEqual(['path']);
    const long = await call({ url: `/api/clubs/${'a'.repeat(300)}/settings` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
  });

  it('refuses days PostgreSQL cannot store (no year 0) in birth dates and season ends', async () => {
    const person = await call({
      method: 'POST',
      url: `/api/clubs/${club.hash}/people`,
      payload: { name: 'Ana', surname: 'García', type: 'member', birthDate: '0000-01-01' },
    });
    expect(invalidFields(person)).toEqual({ birthDate: [CALENDAR_DAY_OUT_OF_RANGE] });
    const url = `/api/clubs/${club.hash}/settings`;
    const settings = await call({ method: 'PATCH', url, payload: { season: { endsOn: '0000-01-01' } } });
    expect(invalidFields(settings)).toEqual({ 'season.endsOn': [CALENDAR_DAY_OUT_OF_RANGE] });
  });
});
