import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createManager, signIn } from '../../test/factories';
import { buyer, shopKit } from '../../test/shop-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let kit: ReturnType<typeof shopKit>;
let shop: { campaignHash: string; productHash: string };
let clubHash: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const club = await createClub(t);
  clubHash = club.hash;
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

  // Issue 20 item 5: the buyer's e-mail is counted per address and only for checkouts that pass.
  const checkoutFrom = (remoteAddress: string, email: ReturnType<typeof buyer>, campaignHash = shop.campaignHash) =>
    kit.as(undefined, {
      method: 'POST',
      url: `/api/clubs/${clubHash}/shop/campaigns/${campaignHash}/orders`,
      payload: { items: [{ productHash: shop.productHash, quantity: 1 }], buyer: email },
      remoteAddress,
    });
  const NO_CAMPAIGN = 'nocampaignnocampaign00';

  it('lets the buyer buy after a stranger checked out 21 times under their e-mail from another address', async () => {
    const victim = buyer('victim');
    const attacks = [];
    for (let n = 0; n < 21; n += 1) attacks.push((await checkoutFrom('203.0.113.20', victim)).statusCode);
    expect(attacks.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(attacks[20]).toBe(429);
    const bought = await checkoutFrom('198.51.100.20', victim);
    expect(bought.statusCode, bought.body).toBe(201);
  });

  it('does not count refused checkouts against the buyer: 5 unknown-campaign 404s, then 20 checkouts all pass', async () => {
    const careful = buyer('careful');
    for (let n = 0; n < 5; n += 1) expect((await checkoutFrom('198.51.100.21', careful, NO_CAMPAIGN)).statusCode).toBe(404);
    for (let n = 0; n < 20; n += 1) {
      const answer = await checkoutFrom('198.51.100.21', careful);
      expect(answer.statusCode, answer.body).toBe(201);
    }
  });

  it('stops the sender’s address after 30 requests, refused ones included', async () => {
    for (let n = 0; n < 30; n += 1) expect((await checkoutFrom('203.0.113.21', buyer(`probe-${n}`), NO_CAMPAIGN)).statusCode).toBe(404);
    expect((await checkoutFrom('203.0.113.21', buyer('probe'), NO_CAMPAIGN)).statusCode).toBe(429);
  });
});
