import { MandateListSchema, MyChargeListSchema } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGES_CHANNEL } from '../../../lib/cache/change-feed';
import { createManager, signIn, type Session } from '../../../test/factories';
import { createCharge, createMemberWorld, type MemberWorld } from './member-test-kit';

/**
 * The member's charge and mandate lists are kept between requests (account-lists-cache.ts): every
 * write of a fee, a charge or a mandate must show at once, whoever makes it. They are an announced
 * topic (`fee_charges`), not watched tables, so this file covers them and test/cache-coherence does not.
 */
let world: MemberWorld;
let manager: Session;
beforeAll(async () => {
  world = await createMemberWorld();
  manager = await signIn(world.t, (await createManager(world.t, world.club)).user);
});
afterAll(() => world.t.close());

const api = (rest: string) => `/api/clubs/${world.club.hash}${rest}`;
const myCharges = async () =>
  MyChargeListSchema.parse((await world.call(world.memberSession, { url: api('/my/charges') })).json())['hydra:member'];
/** Reads twice: the first fills the cache, the second is served from it. */
const warm = async () => {
  await myCharges();
  return myCharges();
};
const asManager = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
  const headers = payload ? { 'content-type': 'application/json' } : {};
  const response = await world.call(manager, { method, url: api(url), headers, payload: payload && JSON.stringify(payload) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

describe("the member's charge list, kept between requests", () => {
  it('shows a manager’s new price, a payment in cash and a newly sent fee at once', async () => {
    const charge = await createCharge(world.t, world.club, world.member.profile, { amount: 3000 });
    expect((await warm()).map((c) => [c.hash, c.amount])).toEqual([[charge.hash, 3000]]);

    await asManager('PATCH', `/charges/${charge.hash}`, { amount: 2500, note: 'Descuento' });
    expect((await myCharges()).map((c) => c.amount)).toEqual([2500]);

    await asManager('POST', `/charges/${charge.hash}/paid`, { method: 'cash', note: 'En la oficina' });
    expect((await warm()).map((c) => c.state)).toEqual(['paid']);

    const fee = await asManager('POST', '/fees', {
      kind: 'one_off',
      name: 'Viaje a Zaragoza',
      amount: 4500,
      firstDueOn: '2099-06-01',
      target: { kind: 'people', profileHashes: [world.member.profile.hash] },
    });
    await asManager('POST', `/fees/${fee.hash}/send`);
    expect((await myCharges()).map((c) => c.feeName).sort()).toEqual(['Cuota anual', 'Viaje a Zaragoza']);
  });

  it('hears a write another process commits once that process announces it through the change feed', async () => {
    const heard = vi.spyOn(world.t.app.changes.listener, 'notify');
    const charge = await createCharge(world.t, world.club, world.member.profile, { feeName: 'Ficha', amount: 1000 });
    // The kit's own write is announced ANNOUNCE_DELAY_MS after its commit: heard after the warm-up
    // below, it would clear the cache the test means to keep (CI saw 1200 where 1000 was cached).
    await expect.poll(() => heard.mock.calls.some(([payload]) => payload.startsWith('fee_charges'))).toBe(true);
    heard.mockRestore();
    expect((await warm()).some((c) => c.hash === charge.hash)).toBe(true);
    // Straight to the database, as another API process would: unheard until its announcement.
    await world.t.db.execute(sql`update charges set amount = 1200 where public_id = ${charge.hash}`);
    expect((await myCharges()).find((c) => c.hash === charge.hash)?.amount).toBe(1000);
    // What that process's unit of work sends after its commit (lib/data/unit-of-work.ts, announce).
    await world.t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`fee_charges:${world.club.id}`})`);
    await expect.poll(async () => (await myCharges()).find((c) => c.hash === charge.hash)?.amount).toBe(1200);
  });
});

describe("the member's mandate list, kept between requests", () => {
  const myMandates = async () =>
    MandateListSchema.parse((await world.call(world.memberSession, { url: api('/my/mandates') })).json())['hydra:member'];
  const asMember = async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
    const headers = payload ? { 'content-type': 'application/json' } : {};
    const response = await world.call(world.memberSession, { method, url: api(url), headers, payload: payload && JSON.stringify(payload) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { hash: string };
  };

  it('shows a new mandate, a change of account and a revocation at once', async () => {
    expect(await myMandates()).toEqual([]);
    expect(await myMandates()).toEqual([]);
    const mandate = await asMember('POST', '/my/mandates', {
      profileHash: world.member.profile.hash,
      holderName: 'Laura Martín',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      sequence: 'recurrent',
      scheme: 'CORE',
      accepted: true,
    });
    expect((await myMandates()).map((m) => [m.hash, m.status, m.amendments])).toEqual([[mandate.hash, 'active', 0]]);

    await asMember('PATCH', `/my/mandates/${mandate.hash}`, { iban: 'ES66 2100 0418 4012 3456 7891' });
    expect((await myMandates()).map((m) => [m.ibanMasked, m.amendments, m.amendmentPending])).toEqual([
      ['ES66 •••• •••• •••• •••• 7891', 1, true],
    ]);

    await asMember('POST', `/my/mandates/${mandate.hash}/revoke`);
    expect((await myMandates()).map((m) => m.status)).toEqual(['revoked']);
  });

  it('hears a mandate blocked by another process once that process announces it', async () => {
    const [mandate] = await myMandates();
    await world.t.db.execute(sql`update sepa_mandates set status = 'blocked', blocked_reason = 'MD01' where public_id = ${mandate!.hash}`);
    expect((await myMandates()).map((m) => m.status)).toEqual(['revoked']);
    await world.t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`fee_charges:${world.club.id}`})`);
    await expect.poll(async () => (await myMandates()).map((m) => m.status)).toEqual(['blocked']);
  });
});
