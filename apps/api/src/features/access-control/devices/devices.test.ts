import { AccessListSchema, type AccessList } from '@tribuna/contract/access-control';
import {
  AccessDeviceListSchema,
  ClaimedDeviceSchema,
  DeviceTokenSchema,
  OfflinePackageSchema,
  OfflineUploadAnswerSchema,
  type ClaimedDevice,
  type OfflinePackage,
} from '@tribuna/contract/access-devices';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPublicId } from '../../../lib/ids';
import {
  createClub,
  createManager,
  createMember,
  createPerson,
  injectAs,
  signIn,
  uniqueName,
  type ClubFixture,
  type Session,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cardCodeOf, createEvent, createTicket } from '../access-control-test-kit';
import { rowsOf } from '../../../db/rows';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;
let controller: Session;

const as = (session: Session, options: InjectOptions) => injectAs(t, session, options);
const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club, { name: 'Marta', lastname: 'Vidal' })).user);
  // A volunteer: a member profile with the door controller flag, given by the manager.
  const volunteer = await createMember(t, club, { name: 'Vera' });
  const granted = await as(manager, { method: 'PUT', url: `${base()}/access-control/controllers/${volunteer.profile.hash}` });
  expect(granted.statusCode, granted.body).toBe(200);
  controller = await signIn(t, volunteer.user);
});
afterAll(() => t.close());

async function createList(payload: object, c: ClubFixture = club, session = manager): Promise<AccessList> {
  const response = await as(session, { method: 'POST', url: `${base(c)}/access-lists`, payload: { name: uniqueName('Gate'), ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return AccessListSchema.parse(response.json());
}
async function newToken(payload: object = {}, c: ClubFixture = club, session = manager) {
  const response = await as(session, { method: 'POST', url: `${base(c)}/access-devices/tokens`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return DeviceTokenSchema.parse(response.json());
}
const claimCall = (token: string, name = uniqueName('Phone'), c: ClubFixture = club) =>
  as(controller, { method: 'POST', url: `${base(c)}/access-devices`, payload: { token, name } });
async function registerPhone(payload: object = {}): Promise<ClaimedDevice> {
  const response = await claimCall((await newToken(payload)).qrText);
  expect(response.statusCode, response.body).toBe(201);
  return ClaimedDeviceSchema.parse(response.json());
}
const packageCall = (phone: ClaimedDevice | null, list: AccessList, since?: string) =>
  as(controller, {
    url: `${base()}/access-control/offline/${list.hash}${since ? `?since=${since}` : ''}`,
    headers: phone ? { 'x-access-device': phone.deviceSecret } : {},
  });
async function download(phone: ClaimedDevice, list: AccessList, since?: string): Promise<OfflinePackage> {
  const response = await packageCall(phone, list, since);
  expect(response.statusCode, response.body).toBe(200);
  return OfflinePackageSchema.parse(response.json());
}
const offlineScan = (list: AccessList, code: string, extra: object = {}) => ({
  nonce: newPublicId(),
  listHash: list.hash,
  code,
  direction: 'entry',
  scannedAt: new Date().toISOString(),
  localResult: 'admitted',
  localReason: 'valid',
  ...extra,
});
async function upload(phone: ClaimedDevice, scans: object[]) {
  const response = await as(controller, {
    method: 'POST',
    url: `${base()}/access-control/offline/scans`,
    headers: { 'x-access-device': phone.deviceSecret },
    payload: { scans },
  });
  expect(response.statusCode, response.body).toBe(200);
  return OfflineUploadAnswerSchema.parse(response.json()).scans;
}
const devices = async () => AccessDeviceListSchema.parse((await as(manager, { url: `${base()}/access-devices` })).json())['hydra:member'];
const errorCodeOf = (response: { json: () => unknown }) => (response.json() as { errorCode: string }).errorCode;

describe('registering a phone', () => {
  it('a manager shows a 10-minute code, a controller’s phone claims it once with a name and gets its secret and data key', async () => {
    const token = await newToken();
    expect(token.qrText).toBe(`TRBDEV1.${token.token}`);
    const minutes = (Date.parse(token.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    const claimed = await claimCall(token.qrText, 'Gate 2 phone');
    expect(claimed.statusCode, claimed.body).toBe(201);
    const phone = ClaimedDeviceSchema.parse(claimed.json());
    expect(phone).toMatchObject({ name: 'Gate 2 phone', listHash: null });
    expect(Buffer.from(phone.dataKey, 'base64url')).toHaveLength(32);
    // Only a hash of the secret is kept.
    const [stored] = rowsOf<{ secret_hash: string }>(
      await t.db.execute(sql`select secret_hash from access_devices where public_id = ${phone.deviceHash}`),
    );
    expect(stored!.secret_hash).not.toContain(phone.deviceSecret);
    expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    // Once only, whoever tries again.
    const again = await claimCall(token.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ invalidParamsList: { invalidParams: [{ field: 'token', codes: ['invalid'] }] } });

    const listed = (await devices()).find((device) => device.hash === phone.deviceHash)!;
    expect(listed).toEqual({
      hash: phone.deviceHash,
      name: 'Gate 2 phone',
      listHash: null,
      listName: null,
      registeredAt: expect.any(String),
      registeredBy: 'Marta Vidal',
      lastSyncAt: null,
      revokedAt: null,
    });
  });

  it('refuses an expired code and another club’s code', async () => {
    const expired = await newToken();
    await t.db.execute(sql`update access_device_tokens set expires_at = now() - interval '1 second' where expires_at > now()`);
    expect((await claimCall(expired.token)).statusCode).toBe(400);

    const otherManager = await signIn(t, (await createManager(t, other)).user);
    const foreign = await newToken({}, other, otherManager);
    expect((await claimCall(foreign.token)).statusCode).toBe(400);
  });

  it('leaves codes, the phone list and revocation to managers', async () => {
    expect((await as(controller, { method: 'POST', url: `${base()}/access-devices/tokens`, payload: {} })).statusCode).toBe(403);
    expect((await as(controller, { url: `${base()}/access-devices` })).statusCode).toBe(403);
    const phone = await registerPhone();
    expect((await as(controller, { method: 'POST', url: `${base()}/access-devices/${phone.deviceHash}/revoke` })).statusCode).toBe(403);
  });
});

describe('the offline package', () => {
  it('holds the club’s people with card keys and no e-mail or phone, the list’s rules and the data key', async () => {
    const gate = await createList({ kind: 'members', feesOverdue: 'refuse' });
    const pau = await createPerson(t, club, { role: 'member', name: 'Pau', surname: 'Soler' });
    const phone = await registerPhone();
    const offline = await download(phone, gate);
    expect(offline).toMatchObject({ full: true, dataKey: phone.dataKey, tickets: [] });
    expect(offline.list).toMatchObject({ hash: gate.hash, kind: 'members', feesOverdue: 'refuse' });
    const member = offline.members.find((m) => m.hash === pau.hash)!;
    const [row] = rowsOf<{ qr: string; key: string }>(
      await t.db.execute(sql`select qr_identifier as qr, card_key as key from profiles where id = ${pau.id}::int`),
    );
    expect(member).toEqual({
      hash: pau.hash,
      qrIdentifier: row!.qr,
      membershipNumber: expect.any(Number),
      name: 'Pau Soler',
      photoUrl: null,
      enabled: true,
      active: true,
      feeStanding: null,
      cardKey: row!.key,
    });
    // The raw answer has no e-mail or phone anywhere.
    const raw = (await packageCall(phone, gate)).body;
    expect(raw).not.toMatch(/email|phone"/i);
    expect(Date.parse(offline.expiresAt) - Date.parse(offline.generatedAt)).toBe(86_400_000);
    expect((await devices()).find((device) => device.hash === phone.deviceHash)!.lastSyncAt).not.toBeNull();
  });

  it('holds an event’s tickets on its list, and after a cursor only what changed: a cancellation, an admission elsewhere, a person changed', async () => {
    const event = await createEvent(t, club);
    const door = await createList({ kind: 'tickets', campaignHash: event.hash });
    const [quiet, cancelled, admitted] = [
      await createTicket(t, club, event),
      await createTicket(t, club, event),
      await createTicket(t, club, event),
    ];
    const phone = await registerPhone();
    const first = await download(phone, door);
    expect(first.tickets.map((ticket) => ticket.code).sort()).toEqual([quiet.code, cancelled.code, admitted.code].sort());
    expect(first.tickets.every((ticket) => ticket.status === 'valid' && ticket.usedAt === null)).toBe(true);

    // The overlap of the cursor sends recent rows again; move the world's clock past it.
    await t.db.execute(sql`update orders set updated_at = now() - interval '1 minute' where club_id = ${club.id}::int`);
    await t.db.execute(sql`update profiles set updated_at = now() - interval '1 minute' where club_id = ${club.id}::int`);
    const cursor = String(Date.now() - 1_000);
    const nothing = await download(phone, door, cursor);
    expect(nothing).toMatchObject({ full: false, tickets: [], members: [] });

    await t.db.execute(sql`update tickets set cancelled = true where id = ${cancelled.id}::int`);
    await t.db.execute(sql`update orders set updated_at = now() where id = (select order_id from tickets where id = ${cancelled.id}::int)`);
    const online = await as(manager, {
      method: 'POST',
      url: `${base()}/access-control/scans`,
      payload: { listHash: door.hash, code: admitted.code, nonce: newPublicId() },
    });
    expect(online.json()).toMatchObject({ result: 'admitted' });
    const pau = await createPerson(t, club, { role: 'member', name: 'Pau', surname: 'Nou' });

    const changes = await download(phone, door, cursor);
    expect(changes.full).toBe(false);
    expect(Object.fromEntries(changes.tickets.map((ticket) => [ticket.code, [ticket.status, ticket.usedListName]]))).toEqual({
      [cancelled.code]: ['cancelled', null],
      [admitted.code]: ['valid', door.name],
    });
    expect(changes.members.map((member) => member.hash)).toEqual([pau.hash]);
  });

  it('tells who is inside on the list now, deltas too: an entry puts a member in, an exit or an annulment takes them out', async () => {
    const gate = await createList({ kind: 'members' });
    const [ana, joan] = [
      await createPerson(t, club, { role: 'member', name: 'Ana', surname: 'Dins' }),
      await createPerson(t, club, { role: 'member', name: 'Joan', surname: 'Fora' }),
    ];
    const scan = async (profileId: number, direction: 'entry' | 'exit') => {
      const response = await as(manager, {
        method: 'POST',
        url: `${base()}/access-control/scans`,
        payload: { listHash: gate.hash, code: await cardCodeOf(t, profileId), direction, nonce: newPublicId() },
      });
      expect(response.json(), response.body).toMatchObject({ result: 'admitted' });
      return (response.json() as { scanHash: string }).scanHash;
    };
    const phone = await registerPhone();
    expect((await download(phone, gate)).inside).toEqual([]);

    const anaIn = await scan(ana.id, 'entry');
    await scan(joan.id, 'entry');
    await scan(joan.id, 'exit');
    const cursor = String(Date.now());
    expect((await download(phone, gate)).inside).toEqual([ana.hash]);
    expect((await download(phone, gate, cursor)).inside).toEqual([ana.hash]);

    const annulled = await as(manager, {
      method: 'POST',
      url: `${base()}/access-control/scans/${anaIn}/annul`,
      payload: { reason: 'Escaneo por error' },
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect((await download(phone, gate, cursor)).inside).toEqual([]);
  });

  it('tells a revoked phone and an unknown one apart, and keeps a phone to its own list', async () => {
    const gate = await createList({ kind: 'members' });
    const elsewhere = await createList({ kind: 'members' });
    const phone = await registerPhone({ listHash: gate.hash });
    expect(phone.listHash).toBe(gate.hash);
    expect((await download(phone, gate)).list.hash).toBe(gate.hash);
    expect((await packageCall(phone, elsewhere)).statusCode).toBe(403);

    const missing = await packageCall(null, gate);
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([403, 'DEVICE_UNKNOWN']);
    const forged = await packageCall({ ...phone, deviceSecret: 'not-the-secret' }, gate);
    expect([forged.statusCode, errorCodeOf(forged)]).toEqual([403, 'DEVICE_UNKNOWN']);

    const revoked = await as(manager, { method: 'POST', url: `${base()}/access-devices/${phone.deviceHash}/revoke` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ hash: phone.deviceHash, revokedAt: expect.any(String) });
    const refused = await packageCall(phone, gate);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'DEVICE_REVOKED']);
    const upload = await as(controller, {
      method: 'POST',
      url: `${base()}/access-control/offline/scans`,
      headers: { 'x-access-device': phone.deviceSecret },
      payload: { scans: [offlineScan(gate, 'TRB1.x')] },
    });
    expect(errorCodeOf(upload)).toBe('DEVICE_REVOKED');
  });
});

describe('uploading offline scans', () => {
  it('counts a queue sent twice once', async () => {
    const event = await createEvent(t, club);
    const door = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const phone = await registerPhone();
    const queue = [offlineScan(door, ticket.code)];
    const [first] = await upload(phone, queue);
    const [again] = await upload(phone, queue);
    expect(first).toMatchObject({ result: 'admitted', reason: 'valid', nonce: queue[0]!.nonce, conflict: false });
    expect(again!.scanHash).toBe(first!.scanHash);
    const [count] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from access_scans where ticket_id = ${ticket.id}::int`),
    );
    expect(count!.n).toBe(1);
  });

  it('marks a ticket two offline phones let in as a conflict on both, and tells the first phone at its next sync', async () => {
    const event = await createEvent(t, club);
    const door = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const [north, south] = [await registerPhone(), await registerPhone()];
    const northScan = offlineScan(door, ticket.code, { scannedAt: new Date(Date.now() - 60_000).toISOString() });
    const [firstIn] = await upload(north, [northScan]);
    expect(firstIn).toMatchObject({ result: 'admitted', reason: 'valid', conflict: false });
    const [secondIn] = await upload(south, [offlineScan(door, ticket.code)]);
    expect(secondIn).toMatchObject({ result: 'admitted', reason: 'conflict', conflict: true });

    const logged = rowsOf<{ conflict: boolean; device: string }>(
      await t.db.execute(sql`select s.conflict, d.public_id as device from access_scans s join access_devices d on d.id = s.device_id
        where s.ticket_id = ${ticket.id}::int order by s.id`),
    );
    expect(logged).toEqual([
      { conflict: true, device: north.deviceHash },
      { conflict: true, device: south.deviceHash },
    ]);
    const northSync = await download(north, door, String(Date.now()));
    expect(northSync.conflicts).toEqual([{ nonce: northScan.nonce, scanHash: firstIn!.scanHash, reason: 'valid' }]);
  });

  it('records a ticket cancelled after the download and let in offline as admitted but invalid', async () => {
    const event = await createEvent(t, club);
    const door = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const phone = await registerPhone();
    await download(phone, door);
    await t.db.execute(sql`update tickets set cancelled = true where id = ${ticket.id}::int`);
    const [answer] = await upload(phone, [offlineScan(door, ticket.code)]);
    expect(answer).toMatchObject({ result: 'admitted', reason: 'admittedButInvalid' });
  });

  it('refuses a batch naming a list of another club (404)', async () => {
    const foreignList = await createList({ kind: 'members' }, other, await signIn(t, (await createManager(t, other)).user));
    const phone = await registerPhone();
    const response = await as(controller, {
      method: 'POST',
      url: `${base()}/access-control/offline/scans`,
      headers: { 'x-access-device': phone.deviceSecret },
      payload: { scans: [offlineScan(foreignList, 'TRB1.x')] },
    });
    expect(response.statusCode).toBe(404);
  });
});
