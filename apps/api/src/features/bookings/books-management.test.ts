import { AgendaCreateResultSchema, FEATURE_CODES, type FeatureCode } from '@tribuna/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createBookingSetup,
  createClub,
  createManager,
  injectAs,
  signIn,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { mergePatch } from '../../test/matrix/expectations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * books_management_enabled (decision 0008): `bookings` opens the booking area; this feature lets
 * managers book, block, move and cancel from the agenda. Without it the agenda is read-only.
 */
let t: TestApp;
let club: ClubFixture;
let manager: Session;
let setup: Awaited<ReturnType<typeof createBookingSetup>>;

const withoutManagement = FEATURE_CODES.filter((code) => code !== 'books_management_enabled');
const as = (options: InjectOptions) => injectAs(t, manager, options);
const agenda = () => `/api/clubs/${club.hash}/bookings/agenda`;
const daysAhead = (days: number) => new Date(Math.ceil((Date.now() + days * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
const inThreeDays = () => daysAhead(3);
const inFourDays = () => daysAhead(4);

async function switchFeatures(codes: readonly FeatureCode[]) {
  const admin = await signIn(t, await createAdmin(t));
  const response = await injectAs(t, admin, { method: 'PUT', url: `/api/admin/clubs/${club.hash}/features`, payload: { codes } });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t, { features: withoutManagement });
  manager = await signIn(t, (await createManager(t, club)).user);
  setup = await createBookingSetup(t, club);
});
afterAll(() => t.close());

describe('books_management_enabled', () => {
  it('without it, a manager reads the agenda but cannot book, block, move or cancel (403 FEATURE_DISABLED)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await as({ url: `${agenda()}?from=${today}` })).statusCode).toBe(200);

    const refused = [
      await as({
        method: 'POST',
        url: agenda(),
        payload: { calendarHash: setup.calendarHash, startAt: inThreeDays(), minutes: 60, kind: 'block' },
      }),
      await as({ method: 'PATCH', url: `${agenda()}/${setup.bookingHash}`, ...mergePatch({ notes: 'Moved' }) }),
      await as({ method: 'DELETE', url: `${agenda()}/${setup.bookingHash}` }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().errorCode).toBe('FEATURE_DISABLED');
    }
  });

  it('with it switched on, the same manager books and cancels from the agenda at once', async () => {
    await switchFeatures(FEATURE_CODES);
    const created = await as({
      method: 'POST',
      url: agenda(),
      payload: { calendarHash: setup.calendarHash, startAt: inFourDays(), minutes: 60, kind: 'block', description: 'Mantenimiento' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const block = AgendaCreateResultSchema.parse(created.json()).created[0]!;
    expect((await as({ method: 'PATCH', url: `${agenda()}/${block.hash}`, ...mergePatch({ notes: 'Moved' }) })).statusCode).toBe(200);
    expect((await as({ method: 'DELETE', url: `${agenda()}/${setup.bookingHash}` })).statusCode).toBe(200);
  });
});
