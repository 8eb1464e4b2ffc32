import { describe, expect, it } from 'vitest';
import { amountsOf } from './tax-amounts';

describe('tax amounts in cents', () => {
  it('takes VAT out of a price that includes it', () => {
    // 25.00 € with 21 % included: 20.66 € net, 4.34 € VAT.
    expect(amountsOf(2500, { rateBasisPoints: 2100, type: 'included' })).toEqual({ taxAmount: 434, totalAmount: 2500 });
    expect(amountsOf(1000, { rateBasisPoints: 1000, type: 'included' })).toEqual({ taxAmount: 91, totalAmount: 1000 });
  });

  it('puts VAT on top of a price that does not include it', () => {
    expect(amountsOf(2500, { rateBasisPoints: 2100, type: 'added' })).toEqual({ taxAmount: 525, totalAmount: 3025 });
    // 0.05 € at 5.5 %: 0.275 cents rounds to 0.
    expect(amountsOf(5, { rateBasisPoints: 550, type: 'added' })).toEqual({ taxAmount: 0, totalAmount: 5 });
    // 0.10 € at 5 %: exactly half a cent rounds up.
    expect(amountsOf(10, { rateBasisPoints: 500, type: 'added' })).toEqual({ taxAmount: 1, totalAmount: 11 });
  });

  it('adds nothing when exempt, without tax, or free', () => {
    expect(amountsOf(2500, { rateBasisPoints: 2100, type: 'exempt' })).toEqual({ taxAmount: 0, totalAmount: 2500 });
    expect(amountsOf(2500, null)).toEqual({ taxAmount: 0, totalAmount: 2500 });
    expect(amountsOf(0, { rateBasisPoints: 2100, type: 'added' })).toEqual({ taxAmount: 0, totalAmount: 0 });
  });

  it('stays exact at the largest price', () => {
    expect(amountsOf(10_000_000, { rateBasisPoints: 2100, type: 'included' })).toEqual({ taxAmount: 1_735_537, totalAmount: 10_000_000 });
    expect(amountsOf(10_000_000, { rateBasisPoints: 10_000, type: 'added' })).toEqual({ taxAmount: 10_000_000, totalAmount: 20_000_000 });
  });
});
