import { describe, expect, it } from 'vitest';
import { IdentificationSchema, isValidSpanishIdentification } from './identification';

describe('Spanish NIF/NIE check letter', () => {
  it.each(['12345678Z', '00000000T', 'X1234567L', 'Y1234567X', 'Z1234567R', '12345678-z', ' 12345678 z '])('accepts %s', (v) =>
    expect(isValidSpanishIdentification(v)).toBe(true),
  );
  it.each(['12345678A', 'X1234567A', '1234567Z', 'A1234567L', '', 'ZZZZZZZZZ'])('refuses %s', (v) =>
    expect(isValidSpanishIdentification(v)).toBe(false),
  );
  it('normalises what it keeps', () => expect(IdentificationSchema.parse(' x-1234567-l ')).toBe('X1234567L'));
});
