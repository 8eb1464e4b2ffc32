import { MyChargeListSchema } from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../../../lib/cache/change-feed';
import { createManager, signIn, type Session } from '../../../test/factories';
import { createCharge, createMemberWorld, type MemberWorld } from './member-test-kit';

/**
 * The member's charge list is kept between requests (charges-cache.ts): every write of a fee or
 * a charge must show at once, whoever makes it. Fees and charges are an announced topic
 * (`fee_charges`), not watched tables, so this file covers them and test/cache-coherence does not.
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
    const charge = await createCharge(world.t, world.club, world.member.profile, { feeName: 'Ficha', amount: 1000 });
    expect((await warm()).some((c) => c.hash === charge.hash)).toBe(true);
    // Straight to the database, as another API process would: unheard until its announcement.
    await world.t.db.execute(sql`update charges set amount = 1200 where public_id = ${charge.hash}`);
    expect((await myCharges()).find((c) => c.hash === charge.hash)?.amount).toBe(1000);
    // What that process's unit of work sends after its commit (lib/data/unit-of-work.ts, announce).
    await world.t.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`fee_charges:${world.club.id}`})`);
    await expect.poll(async () => (await myCharges()).find((c) => c.hash === charge.hash)?.amount).toBe(1200);
  });
});
