import { describe, expect, it } from 'vitest';
import { chargeReceiptPdf } from './charge-receipt-pdf';
import { checkIbanBic, maskIban } from './iban-check';
import type { MemberChargeView } from './member-charges.repository';
import { addMonths, chargeState, mandateExpiresOn } from './member-payments.presenter';
import { newMandateReference } from './mandate-reference';

const problems = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { invalidParams?: { field: string; codes: string[] }[] }).invalidParams?.map((p) => [p.field, p.codes[0]]);
  }
};

describe('the account check (ibantools)', () => {
  it('keeps the electronic forms of a valid SEPA account', () => {
    expect(checkIbanBic(' es91 2100 0418 4502 0005 1332 ', 'caix es bb xxx')).toEqual({
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
    });
    expect(checkIbanBic('DE89370400440532013000', '')).toEqual({ iban: 'DE89370400440532013000', bic: null });
    // Monaco's banks use French BIC codes.
    expect(checkIbanBic('MC5811222000010123456789030', 'BNPAFRPP')).toMatchObject({ bic: 'BNPAFRPP' });
  });

  it('names each wrong field, with the joining form’s field names when asked', () => {
    expect(problems(() => checkIbanBic('ES9121000418450200051333', null))).toEqual([['iban', 'ibanInvalid']]);
    expect(problems(() => checkIbanBic('BR1800360305000010009795493C1', null))).toEqual([['iban', 'ibanNotSepa']]);
    expect(problems(() => checkIbanBic('ES9121000418450200051332', 'CAIX'))).toEqual([['bic', 'bicInvalid']]);
    expect(problems(() => checkIbanBic('ES9121000418450200051332', 'DEUTDEFF'))).toEqual([['bic', 'bicMismatch']]);
    expect(problems(() => checkIbanBic('nonsense', 'CAIX', { ibanField: 'mandate.iban', bicField: 'mandate.bic' }))).toEqual([
      ['mandate.iban', 'ibanInvalid'],
      ['mandate.bic', 'bicInvalid'],
    ]);
  });

  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('ES91 •••• •••• •••• •••• 1332');
  });
});

describe('states and dates', () => {
  it('reads a pending charge past its due date as unpaid (overdue), not on its due day', () => {
    expect(chargeState({ status: 'pending', dueOn: '2026-11-27' }, '2026-11-28')).toBe('unpaid');
    expect(chargeState({ status: 'pending', dueOn: '2026-11-28' }, '2026-11-28')).toBe('pending');
    expect(chargeState({ status: 'returned', dueOn: '2020-01-01' }, '2026-11-28')).toBe('returned');
  });

  it('expires a mandate 36 months after its last use, or its signature when never used', () => {
    expect(mandateExpiresOn({ lastUsedOn: null, signedOn: '2026-11-28' })).toBe('2029-11-28');
    expect(mandateExpiresOn({ lastUsedOn: '2027-01-31', signedOn: '2026-11-28' })).toBe('2030-01-31');
    expect(addMonths('2026-11-28', -36)).toBe('2023-11-28');
  });

  it('draws mandate references within SEPA’s 35 characters and allowed set, different each time', () => {
    const references = new Set(Array.from({ length: 200 }, () => newMandateReference('2026-11-28')));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^TRB-20261128-[A-Z2-9]{10}$/);
  });
});

describe('the receipt PDF', () => {
  const charge = {
    publicId: 'chargeAAAAAA',
    feeName: 'Cuota socio 2026/27',
    instalment: 1,
    instalments: 2,
    amount: 3000,
    returnFee: 250,
    refundedAmount: 0,
    currency: 'EUR',
    dueOn: '2026-12-05',
    paidAt: new Date('2026-11-28T10:00:00Z'),
    paidMethod: 'sepa_debit',
    refundableUntil: new Date('2027-01-23T10:00:00Z'),
  } as MemberChargeView;
  const payer = { id: 1, hash: 'profAAAAAAAA', name: 'Leo', surname: 'Martín', relation: 'child' as const };

  it('is a PDF titled in the club’s language', async () => {
    const titles = { es: 'Recibo', en: 'Receipt', ca: 'Rebut', eu: 'Ordainagiria', gl: 'Recibo' } as const;
    for (const [locale, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
      const pdf = await chargeReceiptPdf({ charge, payer, clubName: 'CD Demo', locale });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1'), locale).toContain(`(${title} chargeAAAAAA)`);
    }
  });
});
