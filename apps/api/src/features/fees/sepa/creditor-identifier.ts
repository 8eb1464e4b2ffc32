import { isSEPACountry } from 'ibantools';

/**
 * SEPA creditor identifier (EPC262-08): country code, two check digits, a three-character creditor
 * business code (not part of the check) and the national identifier, e.g. ES12000B12345678.
 * ibantools checks IBANs and BICs but has no creditor identifier check, hence this one: ISO 7064
 * mod 97-10 over the national identifier followed by the country code and "00".
 */
const SHAPE = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

/** Upper case, without spaces: the form stored and written in files. */
export const electronicCreditorIdentifier = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/** Letters as ISO 7064 numbers (A = 10 … Z = 35). */
const asDigits = (text: string) => [...text].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join('');

/** The two check digits of a creditor identifier for this country and national identifier. */
export function creditorCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(asDigits(`${nationalId}${country}00`))).padStart(2, '0');
}

/** Whether the value (spaces and case ignored) is a valid SEPA creditor identifier. */
export function isValidCreditorIdentifier(value: string): boolean {
  const match = SHAPE.exec(electronicCreditorIdentifier(value));
  if (!match) return false;
  const [, country, check, , nationalId] = match as unknown as [string, string, string, string, string];
  return isSEPACountry(country) && creditorCheckDigits(country, nationalId) === check;
}
