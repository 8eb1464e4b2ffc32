import type { Order } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { receiptPdf, taxBreakdown } from './receipt-pdf';

const line = (name: string, quantity: number, unitTotal: number, unitTax: number, tax: string | null) => ({
  productHash: 'prodAAAAAAAA',
  name,
  option: null,
  quantity,
  unitPrice: unitTotal,
  unitTax,
  unitTotal,
  tax: tax ? { name: tax, value: 21, type: 'included' } : null,
});
const order = {
  purchaseIdentifier: '2611-K7MXQA',
  paidBy: { name: 'Laia Puig', type: 'external' },
  campaign: { hash: 'campAAAAAAAA', name: 'Equipación' },
  amount: 6500,
  createdAt: '2026-11-26T10:00:00.000Z',
  paidAt: '2026-11-26T10:01:00.000Z',
  lines: [line('Camiseta', 2, 2500, 434, 'IVA 21 %'), line('Bufanda', 1, 1500, 260, 'IVA 21 %'), line('Papeleta', 5, 0, 0, null)],
} as unknown as Order;

describe('receipt', () => {
  it('adds up each tax’s base and amount from the lines', () => {
    expect(taxBreakdown(order)).toEqual([
      { name: 'IVA 21 %', base: 2 * 2066 + 1240, amount: 2 * 434 + 260 },
      { name: '', base: 0, amount: 0 },
    ]);
  });

  it('writes a PDF in every interface language', async () => {
    for (const locale of ['es', 'en', 'ca', 'eu', 'gl'] as const) {
      const pdf = await receiptPdf(order, 'CD Demo', locale);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });
});
