import { AccessListSchema, ScanAnswerSchema, type AccessList, type ScanAnswer } from '@tribuna/contract/access-control';
import { DEVICE_HEADER } from '@tribuna/contract/access-devices';
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
import { rowsOf } from '../../../db/rows';
import { cardCodeOf, createEvent, createTicket, qrIdentifierOf } from '../access-control-test-kit';
import { secretHash } from '../devices/device-secrets';

let t: TestApp;
let club: ClubFixture;
let other: ClubFixture;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  other = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(() => t.close());

const as = (session: Session, options: InjectOptions) => injectAs(t, session, options);
const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}`;

async function createList(payload: object, c: ClubFixture = club, session = manager): Promise<AccessList> {
  const response = await as(session, { method: 'POST', url: `${base(c)}/access-lists`, payload: { name: uniqueName('Gate'), ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return AccessListSchema.parse(response.json());
}
const scanCall = (list: AccessList, code: string, extra: object = {}, session = manager) =>
  as(session, {
    method: 'POST',
    url: `${base()}/access-control/scans`,
    payload: { listHash: list.hash, code, nonce: newPublicId(), ...extra },
  });
async function scan(list: AccessList, code: string, extra: object = {}, session = manager): Promise<ScanAnswer> {
  const response = await scanCall(list, code, extra, session);
  expect(response.statusCode, response.body).toBe(200);
  return ScanAnswerSchema.parse(response.json());
}
const verdict = (answer: ScanAnswer) => [answer.result, answer.reason];
const listNamed = async (hash: string) => {
  const response = await as(manager, { url: `${base()}/access-lists` });
  return AccessListSchema.array()
    .parse((response.json() as { 'hydra:member': unknown[] })['hydra:member'])
    .find((list) => list.hash === hash)!;
};

describe('member cards at the gate', () => {
  it('admits a live rotating code with name and photo, warns on an old code or a bare identifier, refuses a disabled person', async () => {
    const gate = await createList({ kind: 'members', allowMultipleEntries: true });
    const pau = await createPerson(t, club, { role: 'member', name: 'Pau', surname: 'Soler' });
    const admitted = await scan(gate, await cardCodeOf(t, pau.id));
    expect(verdict(admitted)).toEqual(['admitted', 'valid']);
    expect(admitted.person).toMatchObject({ hash: pau.hash, name: 'Pau Soler', enabled: true, status: 'active' });
    expect(admitted.codeKind).toBe('member');

    const screenshot = await scan(gate, await cardCodeOf(t, pau.id, Date.now() - 10 * 60_000));
    expect(verdict(screenshot)).toEqual(['warning', 'codeExpired']);
    expect(verdict(await scan(gate, await qrIdentifierOf(t, pau.id)))).toEqual(['warning', 'codeExpired']);

    const off = await createPerson(t, club, { role: 'member', enabled: false });
    const refused = await scan(gate, await cardCodeOf(t, off.id));
    expect(verdict(refused)).toEqual(['refused', 'disabled']);
    expect(refused.person).toMatchObject({ enabled: false, status: 'inactive' });
  });

  it('reads a typed membership number of the club', async () => {
    const gate = await createList({ kind: 'members' });
    const person = await createPerson(t, club, { role: 'member' });
    const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`select membership_number as n from profiles where id = ${person.id}::int`));
    const answer = await scan(gate, String(row!.n));
    expect(verdict(answer)).toEqual(['admitted', 'valid']);
    expect(answer.person!.hash).toBe(person.hash);
  });

  it('keeps entry and exit: no second entry while inside, no exit of someone outside, counters follow', async () => {
    const gate = await createList({ kind: 'members', allowEntryAfterExit: false });
    const person = await createPerson(t, club, { role: 'member' });
    const code = () => cardCodeOf(t, person.id);
    expect(verdict(await scan(gate, await code(), { direction: 'exit' }))).toEqual(['refused', 'notInside']);
    expect(verdict(await scan(gate, await code()))).toEqual(['admitted', 'valid']);
    expect(await listNamed(gate.hash)).toMatchObject({ insideNow: 1, admittedToday: 1, refusedToday: 1 });
    const again = await scan(gate, await code());
    expect(verdict(again)).toEqual(['refused', 'alreadyInside']);
    expect(again.previous).toMatchObject({ listName: gate.name });
    expect(verdict(await scan(gate, await code(), { direction: 'exit' }))).toEqual(['admitted', 'valid']);
    expect((await listNamed(gate.hash)).insideNow).toBe(0);
    // This list lets nobody back in after leaving.
    expect(verdict(await scan(gate, await code()))).toEqual(['refused', 'notInside']);
  });

  it('checks everyone out at the list’s set time', async () => {
    const gate = await createList({ kind: 'members' });
    const entry = await scan(gate, await cardCodeOf(t, (await createPerson(t, club, { role: 'member' })).id));
    // The entry was two days ago: any check-out time of the day has passed since.
    await t.db.execute(sql`update access_scans set scanned_at = now() - interval '2 days' where public_id = ${entry.scanHash}`);
    expect((await listNamed(gate.hash)).insideNow).toBe(1);
    await as(manager, {
      method: 'PATCH',
      url: `${base()}/access-lists/${gate.hash}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ autoCheckoutAt: '12:00' }),
    });
    const { AccessListsRepository } = await import('../lists/lists.repository');
    expect(await new AccessListsRepository(t.db).checkOutDue()).toBeGreaterThan(0);
    expect((await listNamed(gate.hash)).insideNow).toBe(0);
  });
});

describe('the scan log', () => {
  it('gives every page the rows of the one ordering, whichever end it is read from; its total follows this process at once', async () => {
    const gate = await createList({ kind: 'members', allowMultipleEntries: true });
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await createPerson(t, club, { role: 'member' }));
    for (const person of people) await scan(gate, await cardCodeOf(t, person.id));
    const log = async (query: string) => {
      const response = await as(manager, { url: `${base()}/access-control/scans?listHash=${gate.hash}&${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { 'hydra:totalItems': number; 'hydra:member': { hash: string }[] };
    };
    const whole = await log('itemsPerPage=30&page=1');
    expect(whole['hydra:totalItems']).toBe(7);
    const order = whole['hydra:member'].map((row) => row.hash);
    for (const perPage of [1, 2, 3]) {
      const hashes = [];
      for (let page = 1; page <= Math.ceil(7 / perPage); page++) {
        hashes.push(...(await log(`itemsPerPage=${perPage}&page=${page}`))['hydra:member'].map((row) => row.hash));
      }
      expect(hashes, `${perPage} a page`).toEqual(order);
    }
    expect((await log('itemsPerPage=3&page=9'))['hydra:member']).toEqual([]);

    const latest = await scan(gate, await cardCodeOf(t, people[0]!.id));
    const after = await log('itemsPerPage=30&page=1');
    expect(after['hydra:totalItems'], 'the kept total was cleared by the scan').toBe(8);
    expect(after['hydra:member'][0]!.hash).toBe(latest.scanHash);
  });
});

describe('tickets at the gate', () => {
  it('admits a ticket once per event: the second scan, at any gate, says when and where; usedAt is written', async () => {
    const event = await createEvent(t, club);
    const main = await createList({ kind: 'tickets', campaignHash: event.hash });
    const second = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const first = await scan(main, ticket.code);
    expect(verdict(first)).toEqual(['admitted', 'valid']);
    expect(first.ticket).toMatchObject({ reference: ticket.reference, event: event.name });
    const [row] = rowsOf<{ usedAt: unknown }>(
      await t.db.execute(sql`select used_at as "usedAt" from tickets where id = ${ticket.id}::int`),
    );
    expect(row!.usedAt).not.toBeNull();

    for (const gate of [main, second]) {
      const again = await scan(gate, ticket.code);
      expect(verdict(again)).toEqual(['refused', 'alreadyUsed']);
      expect(again.previous).toMatchObject({ listName: main.name, at: first.scannedAt });
    }
    // Typed at the desk by its reference, in lower case with spaces.
    expect(verdict(await scan(main, ticket.reference.toLowerCase().replace(/-/g, ' ')))).toEqual(['refused', 'alreadyUsed']);
  });

  it('refuses another event’s ticket, a cancelled ticket, and a ticket at a members’ gate; members may enter a match gate', async () => {
    const event = await createEvent(t, club);
    const gate = await createList({ kind: 'tickets', campaignHash: event.hash });
    const elsewhere = await createTicket(t, club, await createEvent(t, club));
    expect(verdict(await scan(gate, elsewhere.code))).toEqual(['refused', 'wrongEvent']);
    const cancelled = await createTicket(t, club, event);
    await t.db.execute(sql`update tickets set cancelled = true where id = ${cancelled.id}::int`);
    expect(verdict(await scan(gate, cancelled.code))).toEqual(['refused', 'ticketCancelled']);
    const members = await createList({ kind: 'members' });
    expect(verdict(await scan(members, (await createTicket(t, club, event)).code))).toEqual(['refused', 'wrongEvent']);
    const person = await createPerson(t, club, { role: 'member' });
    expect(verdict(await scan(gate, await cardCodeOf(t, person.id)))).toEqual(['admitted', 'valid']);
  });

  it('20 scans of one ticket at once admit it exactly once', async () => {
    const event = await createEvent(t, club);
    const gates = [
      await createList({ kind: 'tickets', campaignHash: event.hash }),
      await createList({ kind: 'tickets', campaignHash: event.hash }),
    ];
    const ticket = await createTicket(t, club, event);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => scan(gates[n % 2]!, ticket.code)));
    expect(answers.filter((a) => a.result === 'admitted')).toHaveLength(1);
    expect(answers.filter((a) => a.reason === 'alreadyUsed')).toHaveLength(19);
    const [count] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from access_scans where ticket_id = ${ticket.id}::int and first_use`),
    );
    expect(count!.n).toBe(1);
  });

  it('an annulled admission no longer counts: the ticket may enter again', async () => {
    const event = await createEvent(t, club);
    const gate = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const first = await scan(gate, ticket.code);
    const annul = (reason: string) =>
      as(manager, { method: 'POST', url: `${base()}/access-control/scans/${first.scanHash}/annul`, payload: { reason } });
    const annulled = await annul('Scanned by mistake');
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json()).toMatchObject({ hash: first.scanHash, annulled: { reason: 'Scanned by mistake' } });
    expect((await annul('again')).statusCode).toBe(409);
    expect((await listNamed(gate.hash)).insideNow).toBe(0);
    const [row] = rowsOf<{ usedAt: unknown }>(
      await t.db.execute(sql`select used_at as "usedAt" from tickets where id = ${ticket.id}::int`),
    );
    expect(row!.usedAt).toBeNull();
    expect(verdict(await scan(gate, ticket.code))).toEqual(['admitted', 'valid']);
  });
});

describe('the scan is one answer per nonce and never an error page', () => {
  it('the same nonce twice answers the first scan and logs one', async () => {
    const event = await createEvent(t, club);
    const gate = await createList({ kind: 'tickets', campaignHash: event.hash });
    const ticket = await createTicket(t, club, event);
    const nonce = newPublicId();
    const answers = await Promise.all([scan(gate, ticket.code, { nonce }), scan(gate, ticket.code, { nonce })]);
    const replay = await scan(gate, ticket.code, { nonce });
    expect(new Set([...answers, replay].map((a) => a.scanHash)).size).toBe(1);
    expect([...answers, replay].map(verdict)).toEqual([
      ['admitted', 'valid'],
      ['admitted', 'valid'],
      ['admitted', 'valid'],
    ]);
    // Sent again for another list by a confused phone: still the first scan, at its own gate.
    const otherGate = await createList({ kind: 'tickets', campaignHash: event.hash });
    expect(await scan(otherGate, ticket.code, { nonce })).toMatchObject({ scanHash: replay.scanHash, listHash: gate.hash });
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from access_scans where nonce = ${nonce}`));
    expect(count!.n).toBe(1);
  });

  it('answers another club’s card or ticket, a forged and a malformed code with a red result', async () => {
    const gate = await createList({ kind: 'members' });
    const stranger = await createPerson(t, other, { role: 'member' });
    expect(verdict(await scan(gate, await cardCodeOf(t, stranger.id)))).toEqual(['refused', 'otherClub']);
    const foreignTicket = await createTicket(t, other, await createEvent(t, other));
    const foreign = await scan(gate, foreignTicket.code);
    expect(verdict(foreign)).toEqual(['refused', 'otherClub']);
    expect(foreign.ticket).toBeNull();
    const real = await cardCodeOf(t, (await createPerson(t, club, { role: 'member' })).id);
    const forged = `${real.slice(0, -4)}${real.endsWith('0000') ? '1111' : '0000'}`;
    expect(verdict(await scan(gate, forged))).toEqual(['refused', 'malformed']);
    for (const junk of ['<script>alert(1)</script>', 'TRB1.abc', 'TRB1.x.y.z', 'ñ'.repeat(20), 'https://evil.example/?a=1']) {
      const answer = await scan(gate, junk);
      expect(verdict(answer), junk).toEqual(['refused', 'malformed']);
      expect(answer.person).toBeNull();
    }
    expect(verdict(await scan(gate, 'abcdefghijklmnop'))).toEqual(['refused', 'notFound']);
  });

  it('refuses bad input field by field, and an unknown list is 404', async () => {
    const gate = await createList({ kind: 'members' });
    const bad = await as(manager, {
      method: 'POST',
      url: `${base()}/access-control/scans`,
      payload: { listHash: gate.hash, code: '', nonce: 'x', direction: 'sideways' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { invalidParamsList: { invalidParams: { field: string }[] } }).invalidParamsList.invalidParams.map(
      (p) => p.field,
    );
    expect(fields.sort()).toEqual(['code', 'direction', 'nonce']);
    expect((await scanCall({ ...gate, hash: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'x')).statusCode).toBe(404);
  });
});

describe('who may scan', () => {
  it('a door controller scans and reads the lists’ names only; a plain member may not scan', async () => {
    const gate = await createList({ kind: 'members' });
    const volunteer = await createMember(t, club);
    await t.db.execute(sql`update profiles set access_controller = true where id = ${volunteer.profile.id}::int`);
    const controller = await signIn(t, volunteer.user);
    const person = await createPerson(t, club, { role: 'member' });
    const answer = await scan(gate, await cardCodeOf(t, person.id), {}, controller);
    expect(verdict(answer)).toEqual(['admitted', 'valid']);
    expect((await as(controller, { url: `${base()}/access-control/scanner-lists` })).statusCode).toBe(200);
    expect((await as(controller, { url: `${base()}/access-lists` })).statusCode).toBe(403);
    expect((await as(controller, { url: `${base()}/access-control/scans` })).statusCode).toBe(403);
    // In another club the flag means nothing.
    expect((await as(controller, { url: `${base(other)}/access-control/scanner-lists` })).statusCode).toBe(403);

    const plain = await signIn(t, (await createMember(t, club)).user);
    expect((await scanCall(gate, 'whatever', {}, plain)).statusCode).toBe(403);

    // The log names the controller.
    const log = await as(manager, { url: `${base()}/access-control/scans?listHash=${gate.hash}` });
    const [line] = (log.json() as { 'hydra:member': { controllerName: string; personHash: string }[] })['hydra:member'];
    expect(line).toMatchObject({ personHash: person.hash, controllerName: `${volunteer.profile.name} ${volunteer.profile.surname}` });
  });
});

describe('check-in lists', () => {
  it('are created, renamed, filtered in the log, and kept once they have scans', async () => {
    const event = await createEvent(t, club);
    const missingEvent = await as(manager, { method: 'POST', url: `${base()}/access-lists`, payload: { name: 'Gate', kind: 'tickets' } });
    expect(missingEvent.statusCode).toBe(400);
    const foreignEvent = await as(manager, {
      method: 'POST',
      url: `${base()}/access-lists`,
      payload: { name: 'Gate', kind: 'tickets', campaignHash: (await createEvent(t, other)).hash },
    });
    expect(foreignEvent.statusCode).toBe(400);
    const gate = await createList({ kind: 'tickets', campaignHash: event.hash, feesOverdue: 'refuse', autoCheckoutAt: '23:30' });
    expect(gate).toMatchObject({ campaignHash: event.hash, campaignName: event.name, feesOverdue: 'refuse', autoCheckoutAt: '23:30' });
    const taken = await as(manager, { method: 'POST', url: `${base()}/access-lists`, payload: { name: gate.name, kind: 'members' } });
    expect(taken.statusCode).toBe(400);

    const ticket = await createTicket(t, club, event);
    await scan(gate, ticket.code);
    await scan(gate, ticket.code);
    const refused = await as(manager, { url: `${base()}/access-control/scans?listHash=${gate.hash}&result=refused` });
    expect((refused.json() as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(1);
    const byReference = await as(manager, { url: `${base()}/access-control/scans?q=${encodeURIComponent(ticket.reference)}` });
    expect((byReference.json() as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(2);

    expect((await as(manager, { method: 'DELETE', url: `${base()}/access-lists/${gate.hash}` })).statusCode).toBe(409);
    const empty = await createList({ kind: 'members' });
    expect((await as(manager, { method: 'DELETE', url: `${base()}/access-lists/${empty.hash}` })).statusCode).toBe(204);
  });
});

describe('a registered phone', () => {
  it('is named in the log, scans only its own list, and a revoked phone is refused', async () => {
    const gate = await createList({ kind: 'members' });
    const elsewhere = await createList({ kind: 'members' });
    const secret = newPublicId();
    const [device] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into access_devices (public_id, club_id, name, list_id, secret_hash, data_key)
        values (${newPublicId()}, ${club.id}::int, 'Phone at gate 2', (select id from access_lists where public_id = ${gate.hash}),
          ${secretHash(secret)}, ${newPublicId()}) returning id`),
    );
    const fromPhone = (list: AccessList, code: string) =>
      as(manager, {
        method: 'POST',
        url: `${base()}/access-control/scans`,
        headers: { [DEVICE_HEADER]: secret },
        payload: { listHash: list.hash, code, nonce: newPublicId() },
      });
    const person = await createPerson(t, club, { role: 'member' });
    const answered = await fromPhone(gate, await cardCodeOf(t, person.id));
    expect(answered.statusCode, answered.body).toBe(200);
    const again = await fromPhone(gate, await cardCodeOf(t, person.id));
    expect(ScanAnswerSchema.parse(again.json()).previous).toMatchObject({ deviceName: 'Phone at gate 2' });
    expect((await fromPhone(elsewhere, 'abcdefgh')).statusCode).toBe(403);

    await t.db.execute(sql`update access_devices set revoked_at = now() where id = ${device!.id}::int`);
    const revoked = await fromPhone(gate, await cardCodeOf(t, person.id));
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toMatchObject({ errorCode: 'DEVICE_REVOKED' });
  });
});
