import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { campaignProducts } from '../db/schema';
import { injectAs, type ClubFixture, type Session } from './factories';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * The shop's test steps, through the API as its users take them: a manager puts a campaign with
 * one product on sale; buyers check out; the product's stock is read from the database.
 */
export function shopKit(t: TestApp, club: ClubFixture, manager: Session) {
  const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);

  /** A published campaign on sale now with one product (21 % VAT included unless the product says). */
  async function sellingCampaign(product: object, campaign: object = {}) {
    const taxes = (await as(manager, { url: `/api/clubs/${club.hash}/commerce/taxes` })).json();
    const vat = taxes['hydra:member'].find((tax: { value: number }) => tax.value === 21);
    const created = await as(manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/commerce/campaigns`,
      payload: {
        name: 'Tienda',
        startingDate: new Date(Date.now() - DAY).toISOString(),
        endingDate: new Date(Date.now() + 30 * DAY).toISOString(),
        ...campaign,
      },
    });
    const campaignHash = created.json().hash as string;
    const added = await as(manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/commerce/campaigns/${campaignHash}/products`,
      payload: { taxHash: vat.hash, ...product },
    });
    expect(added.statusCode, added.body).toBe(201);
    const published = await as(manager, {
      method: 'PATCH',
      url: `/api/clubs/${club.hash}/commerce/campaigns/${campaignHash}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ published: true }),
    });
    expect(published.statusCode, published.body).toBe(200);
    const options = added.json().options as { hash: string }[];
    return { campaignHash, productHash: added.json().hash as string, small: options[0]?.hash ?? '', medium: options[1]?.hash ?? '' };
  }

  const buy = (payload: object, session: Session | undefined, campaignHash: string) =>
    as(session, { method: 'POST', url: `/api/clubs/${club.hash}/shop/campaigns/${campaignHash}/orders`, payload });

  const stockOf = async (productHash: string) =>
    (
      await t.db
        .select({ sold: campaignProducts.stockSold, total: campaignProducts.stockTotal })
        .from(campaignProducts)
        .where(eq(campaignProducts.publicId, productHash))
    )[0]!;

  return { as, sellingCampaign, buy, stockOf };
}

/** A buyer without an account: a name and an address made from `n`. */
export const buyer = (n: number | string) => ({
  name: `Comprador ${n}`,
  email: `comprador-${String(n).toLowerCase().replace(/\s+/g, '-')}@example.org`,
});
