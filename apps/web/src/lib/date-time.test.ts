import { describe, expect, it } from 'vitest';
import { numericDate } from './date-time';

// Every web source file as text (Vite's glob), tests left out: they may spell formats on purpose.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('numericDate', () => {
  it('writes dates in figures with a four-digit year in every language', () => {
    expect(numericDate('2012-03-09', 'es')).toBe('09/03/2012');
    expect(numericDate('2012-03-09', 'ca')).toBe('09/03/2012');
    expect(numericDate('2012-03-09', 'en')).toBe('03/09/2012');
    expect(numericDate('2026-11-26T12:00:00.000Z', 'es')).toMatch(/^2[67]\/11\/2026$/);
  });
});

describe('dates people read', () => {
  // Two-digit years ("26/11/26") read as days or months; every format goes through four digits.
  it('no web file formats a date with a two-digit year', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const twoDigitYears = /dateStyle:\s*'short'|year:\s*'2-digit'|['"][^'"\n]*(?<!Y)YY(?!Y)[^'"\n]*['"]/;
    const offenders = Object.entries(SOURCES).filter(([, text]) => twoDigitYears.test(text));
    expect(offenders.map(([file]) => file)).toEqual([]);
  });
});
