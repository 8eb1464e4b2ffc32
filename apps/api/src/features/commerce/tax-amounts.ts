import type { TaxType } from '@tribuna/contract';

export type TaxRate = { rateBasisPoints: number; type: TaxType | string };

/**
 * A unit's tax and total in integer cents, rounded half away from zero once, at the end, in
 * integer arithmetic (2100 basis points = 21 %):
 * - included: the price carries the tax, tax = price − price ÷ (1 + rate); total = price;
 * - added: tax = price × rate on top; total = price + tax;
 * - exempt (or no tax): no tax; total = price.
 */
export function amountsOf(priceCents: number, tax: TaxRate | null): { taxAmount: number; totalAmount: number } {
  if (!tax || tax.type === 'exempt' || tax.rateBasisPoints === 0) return { taxAmount: 0, totalAmount: priceCents };
  const rate = tax.rateBasisPoints;
  if (tax.type === 'added') {
    const taxAmount = divideRounded(priceCents * rate, 10_000);
    return { taxAmount, totalAmount: priceCents + taxAmount };
  }
  const taxAmount = divideRounded(priceCents * rate, 10_000 + rate);
  return { taxAmount, totalAmount: priceCents };
}

/** numerator ÷ denominator rounded half up, for non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
