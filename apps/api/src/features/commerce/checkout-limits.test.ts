import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, signIn } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let kit: ReturnType<typeof shopKit>;
let shop: { campaignHash: string; productHash: string };

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const club = await createClub(t);
  const manager = await signIn(t, (await createManager(t, club)).user);
  kit = shopKit(t, club, manager);
  shop = await kit.sellingCampaign({ name: 'Papeleta', price: 200, stock: 1000 });
});
afterAll(async () => {
  await t.close();
});

const checkout = (email: ReturnType<typeof buyer>) =>
  kit.buy({ items: [{ productHash: shop.productHash, quantity: 1 }], buyer: email }, undefined, shop.campaignHash);

describe('checkout limits', () => {
  it('lets one buyer’s address reserve stock only so many times in ten minutes, with Retry-After', async () => {
    const same = buyer('hoarder');
    const answers = [];
    for (let n = 0; n < 21; n += 1) answers.push(await checkout(same));
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 201)).toBe(true);
    const refused = answers[20]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets one network address check out only so many times, whatever e-mails it gives', async () => {
    const statuses = [];
    // The test above counted 21 from this address (a refused checkout counts too): 9 are left of 30.
    for (let n = 0; n < 10; n += 1) statuses.push((await checkout(buyer(`other-${n}`))).statusCode);
    expect(statuses.slice(0, 9).every((status) => status === 201)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
