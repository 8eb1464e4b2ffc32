import { sepaReturnAction } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { creditorCheckDigits, isValidCreditorIdentifier } from './creditor-identifier';
import { isMandateExpired, sequenceTypeFor } from './sequence-type';
import { centsOf, euros, sepaIdentifier, sepaText } from './sepa-text';
import {
  addTargetBusinessDays,
  earliestCollectionDate,
  easterSunday,
  firstCollectionDate,
  isCollectionDateAllowed,
  isTargetBusinessDay,
} from './target-calendar';

describe('SEPA text and amounts', () => {
  it('keeps only the SEPA Latin set, transliterating accents and ñ', () => {
    expect(sepaText('Club Deportivo Núñez & Señora (Cádiz) <ok> "x"', 140)).toBe('Club Deportivo Nunez + Senora (Cadiz) ok x');
    expect(sepaText('Ærø', 70)).toBe('AEro');
    expect(sepaText('€€€', 70)).toBe('-');
    expect(sepaText('a'.repeat(200), 140)).toHaveLength(140);
  });

  it('makes identifiers without spaces, leading or double slashes', () => {
    expect(sepaIdentifier('//CUOTA 2026//1 º')).toBe('CUOTA2026/1');
    expect(sepaIdentifier('x'.repeat(50))).toHaveLength(35);
  });

  it('writes cents as euros with integer arithmetic', () => {
    expect(euros(0)).toBe('0.00');
    expect(euros(5)).toBe('0.05');
    expect(euros(123405)).toBe('1234.05');
    expect(euros(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => euros(1.5)).toThrow(RangeError);
    expect(() => euros(-1)).toThrow(RangeError);
  });

  it('reads bank amounts as cents without floats', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('0.10')).toBe(10);
    expect(centsOf('1234')).toBe(123400);
    expect(centsOf('3.000')).toBe(300);
    expect(centsOf('1.005')).toBeNull();
    expect(centsOf('-1.00')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(centsOf(undefined)).toBeNull();
  });
});

describe('creditor identifier', () => {
  it('accepts valid identifiers with any business code, spaces and case', () => {
    expect(isValidCreditorIdentifier('DE98ZZZ09999999999')).toBe(true);
    const check = creditorCheckDigits('ES', 'B12345678');
    expect(isValidCreditorIdentifier(`ES${check}000B12345678`)).toBe(true);
    expect(isValidCreditorIdentifier(`es${check} 001 b12345678`)).toBe(true);
  });

  it('refuses wrong check digits, shapes and non-SEPA countries', () => {
    expect(isValidCreditorIdentifier('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorIdentifier('ES12')).toBe(false);
    expect(isValidCreditorIdentifier('ES1Z000B12345678')).toBe(false);
    expect(isValidCreditorIdentifier(`US${creditorCheckDigits('US', 'B12345678')}000B12345678`)).toBe(false);
  });
});

describe('TARGET2 calendar', () => {
  it('knows Easter and the closing days', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isTargetBusinessDay('2026-04-03')).toBe(false); // Good Friday
    expect(isTargetBusinessDay('2026-04-06')).toBe(false); // Easter Monday
    expect(isTargetBusinessDay('2026-05-01')).toBe(false);
    expect(isTargetBusinessDay('2026-12-25')).toBe(false);
    expect(isTargetBusinessDay('2026-12-26')).toBe(false);
    expect(isTargetBusinessDay('2027-01-01')).toBe(false);
    expect(isTargetBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isTargetBusinessDay('2026-12-08')).toBe(true); // a Spanish holiday, not a TARGET one
  });

  it('puts the collection date at least one business day ahead', () => {
    expect(earliestCollectionDate('2026-11-27')).toBe('2026-11-30'); // Friday → Monday
    expect(earliestCollectionDate('2026-12-24')).toBe('2026-12-28'); // over Christmas and a weekend
    expect(earliestCollectionDate('2026-04-02')).toBe('2026-04-07'); // over Easter
    expect(addTargetBusinessDays('2026-12-30', 2)).toBe('2027-01-04');
    expect(isCollectionDateAllowed('2026-11-30', '2026-11-27')).toBe(true);
    expect(isCollectionDateAllowed('2026-11-27', '2026-11-27')).toBe(false);
    expect(isCollectionDateAllowed('2026-12-05', '2026-11-27')).toBe(false); // Saturday
  });

  it('leaves the debtors their days of notice, on a business day', () => {
    expect(firstCollectionDate('2026-11-30', 14)).toBe('2026-12-14'); // a Monday, 14 days on
    expect(firstCollectionDate('2026-12-11', 14)).toBe('2026-12-28'); // 25 December → after Christmas
    expect(firstCollectionDate('2026-11-27', 1)).toBe('2026-11-30'); // never before the next business day
  });
});

describe('sequence types and expiry', () => {
  it('chooses FRST, RCUR and OOFF', () => {
    expect(sequenceTypeFor({ sequence: 'recurrent', lastUsedOn: null })).toBe('FRST');
    expect(sequenceTypeFor({ sequence: 'recurrent', lastUsedOn: '2026-01-05' })).toBe('RCUR');
    expect(sequenceTypeFor({ sequence: 'recurrent', lastUsedOn: '2026-01-05', bankChanged: true })).toBe('FRST');
    expect(sequenceTypeFor({ sequence: 'one_off', lastUsedOn: null })).toBe('OOFF');
  });

  it('expires a recurrent mandate after 36 months unused, a one-off one after its debit', () => {
    expect(isMandateExpired({ sequence: 'recurrent', lastUsedOn: '2023-11-28', signedOn: '2020-01-01' }, '2026-11-28')).toBe(false);
    expect(isMandateExpired({ sequence: 'recurrent', lastUsedOn: '2023-11-27', signedOn: '2020-01-01' }, '2026-11-28')).toBe(true);
    expect(isMandateExpired({ sequence: 'recurrent', lastUsedOn: null, signedOn: '2023-01-01' }, '2026-11-28')).toBe(true);
    expect(isMandateExpired({ sequence: 'one_off', lastUsedOn: '2026-10-01', signedOn: '2026-09-01' }, '2026-11-28')).toBe(true);
  });
});

describe('reason codes', () => {
  it('gives the next action the rulebook expects', () => {
    expect(sepaReturnAction('AM04')).toBe('retry');
    expect(sepaReturnAction('AC04')).toBe('block_mandate');
    expect(sepaReturnAction('MD01')).toBe('block_mandate');
    expect(sepaReturnAction('MD06')).toBe('no_retry');
    expect(sepaReturnAction('ZZ99')).toBe('check_details');
    expect(sepaReturnAction('hasOwnProperty')).toBe('check_details');
    expect(sepaReturnAction(null)).toBe('check_details');
  });
});
