import { AccessListSchema } from '@tribuna/contract/access-control';
import { ClaimedDeviceSchema, DeviceTokenSchema } from '@tribuna/contract/access-devices';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClub, createManager, injectAs, signIn, type ClubFixture, type Session } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCESS_CONTROL_RATE_RULES } from '../access-control.rate-limits';

// Rate limits on (the other device tests turn them off).
let t: TestApp;
let club: ClubFixture;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(() => t.close());

it("refuses a phone's offline calls beyond its ceiling (429), not another phone's", async () => {
  const base = `/api/clubs/${club.hash}`;
  const list = AccessListSchema.parse(
    (await injectAs(t, manager, { method: 'POST', url: `${base}/access-lists`, payload: { name: 'Gate', kind: 'members' } })).json(),
  );
  const register = async () => {
    const { token } = DeviceTokenSchema.parse(
      (await injectAs(t, manager, { method: 'POST', url: `${base}/access-devices/tokens`, payload: {} })).json(),
    );
    return ClaimedDeviceSchema.parse(
      (await injectAs(t, manager, { method: 'POST', url: `${base}/access-devices`, payload: { token, name: 'Phone' } })).json(),
    );
  };
  const [busy, quiet] = [await register(), await register()];
  const download = (secret: string) =>
    injectAs(t, manager, { url: `${base}/access-control/offline/${list.hash}`, headers: { 'x-access-device': secret } });

  const max = ACCESS_CONTROL_RATE_RULES.offlineCallsPerDevice.max;
  for (let i = 0; i < max; i += 1) expect((await download(busy.deviceSecret)).statusCode).toBe(200);
  const refused = await download(busy.deviceSecret);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await download(quiet.deviceSecret)).statusCode).toBe(200);
});
