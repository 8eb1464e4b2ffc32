import type { CheckoutBody, Seat, ShopProduct } from '@tribuna/contract';

/** Units chosen per product, or per option of a product sold in options: `productHash` or `productHash/optionHash`. */
export type Cart = Record<string, number>;

export const cartKey = (productHash: string, optionHash?: string) => (optionHash ? `${productHash}/${optionHash}` : productHash);

/** Seats chosen per ticket product with a seat map (its units are its seats). */
export type SeatChoice = Record<string, Seat[]>;

/** The checkout's lines from the cart (units above zero), each seated ticket with its seats. */
export function checkoutItems(cart: Cart, seats: SeatChoice = {}): CheckoutBody['items'] {
  return Object.entries(cart)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [productHash, optionHash] = key.split('/') as [string, string | undefined];
      const chosen = seats[productHash];
      return { productHash, ...(optionHash ? { optionHash } : {}), quantity, ...(chosen ? { seats: chosen } : {}) };
    });
}

/** What the cart costs as shown (the server prices the order itself, from the catalogue). */
export function cartTotal(cart: Cart, products: ShopProduct[]): number {
  return Object.entries(cart).reduce((sum, [key, quantity]) => {
    const product = products.find((candidate) => candidate.hash === key.split('/')[0]);
    return sum + (product ? product.totalAmount * quantity : 0);
  }, 0);
}

/** How many of a product or option one can still add: what is left, within the limit per buyer. */
export function unitsLeft(product: ShopProduct, optionHash?: string): number {
  const stock = optionHash ? product.options.find((option) => option.hash === optionHash)?.stock : product.stock;
  const left = stock ? Math.max(0, stock.total - stock.sold) : 0;
  return Math.min(left, product.maxPerBuyer ?? 50, 50);
}

/** A short fingerprint of the lines (djb2), so the same cart sent twice carries the same key. */
export function cartFingerprint(items: CheckoutBody['items']): string {
  let hash = 5381;
  for (const char of JSON.stringify(items)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}
