import { z } from 'zod';
import { fieldError } from './field-errors';

/**
 * Spanish identification (spec 5): a NIF (8 digits + check letter) or a NIE (X/Y/Z + 7 digits +
 * check letter). The check letter is verified. Input is normalised: spaces and dashes removed,
 * uppercase.
 */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIF = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;

export function normaliseIdentification(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidSpanishIdentification(raw: string): boolean {
  const value = normaliseIdentification(raw);
  const nif = NIF.exec(value);
  if (nif) return CHECK_LETTERS[Number(nif[1]) % 23] === nif[2];
  const nie = NIE.exec(value);
  if (nie) {
    const prefix = String('XYZ'.indexOf(nie[1]!));
    return CHECK_LETTERS[Number(prefix + nie[2]) % 23] === nie[3];
  }
  return false;
}

export const IdentificationSchema = z
  .string()
  .trim()
  .min(1, fieldError('required'))
  // Valid samples for the OpenAPI document (and the API fuzz test's well-formed requests).
  .meta({ examples: ['12345678Z', 'X1234567L'] })
  .transform(normaliseIdentification)
  .refine(isValidSpanishIdentification, fieldError('identification'));
