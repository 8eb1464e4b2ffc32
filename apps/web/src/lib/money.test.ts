import { describe, expect, it } from 'vitest';
import { centsFromInput, formatMoney, inputFromCents } from './money';

describe('money', () => {
  it('formats cents for the locale', () => {
    expect(formatMoney(2500, 'es')).toBe('25,00\u00a0€');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
  });

  it('reads prices as people type them, in whole cents', () => {
    expect(centsFromInput('25')).toBe(2500);
    expect(centsFromInput('25,5')).toBe(2550);
    expect(centsFromInput('25.50 €')).toBe(2550);
    expect(centsFromInput('1.234,56')).toBe(123456);
    expect(centsFromInput('0,05')).toBe(5);
    expect(centsFromInput('12,345')).toBe(1234500);
    expect(centsFromInput('abc')).toBeNull();
    expect(centsFromInput('-3')).toBeNull();
    expect(centsFromInput('')).toBeNull();
  });

  it('writes cents back for editing', () => {
    expect(inputFromCents(2550, 'es')).toBe('25,50');
    expect(inputFromCents(123456, 'en')).toBe('1234.56');
  });
});
