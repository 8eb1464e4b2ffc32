import type { ShopProduct } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { cartTotal, checkoutItems, unitsLeft } from './cart-lines';

const shirt = {
  hash: 'shirtAAAAAAA',
  totalAmount: 2500,
  stock: { total: 30, sold: 28 },
  maxPerBuyer: null,
  options: [
    { hash: 'sizeSAAAAAAA', name: 'S', stock: { total: 10, sold: 10 } },
    { hash: 'sizeMAAAAAAA', name: 'M', stock: { total: 20, sold: 18 } },
  ],
} as unknown as ShopProduct;

describe('cart', () => {
  it('turns chosen units into checkout lines, leaving out zeros', () => {
    expect(checkoutItems({ 'shirtAAAAAAA/sizeMAAAAAAA': 2, 'shirtAAAAAAA/sizeSAAAAAAA': 0, scarfAAAAAAA: 1 })).toEqual([
      { productHash: 'shirtAAAAAAA', optionHash: 'sizeMAAAAAAA', quantity: 2 },
      { productHash: 'scarfAAAAAAA', quantity: 1 },
    ]);
  });

  it('adds up the shown prices and knows what is left of each option', () => {
    expect(cartTotal({ 'shirtAAAAAAA/sizeMAAAAAAA': 2 }, [shirt])).toBe(5000);
    expect(unitsLeft(shirt, 'sizeSAAAAAAA')).toBe(0);
    expect(unitsLeft(shirt, 'sizeMAAAAAAA')).toBe(2);
    expect(unitsLeft({ ...shirt, stock: { total: 100, sold: 0 }, maxPerBuyer: 4 } as ShopProduct)).toBe(4);
  });
});
