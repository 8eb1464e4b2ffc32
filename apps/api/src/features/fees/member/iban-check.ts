import { electronicFormatIBAN, extractBIC, extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { errors, type FieldProblem } from '../../../lib/errors';

/**
 * Territories whose banks use another country's BIC code (the Channel Islands and the Isle of
 * Man bank under GB codes, Monaco under FR ones); everywhere else a BIC names the IBAN's country.
 */
const BIC_COUNTRY_OF: Record<string, string> = { GG: 'GB', JE: 'GB', IM: 'GB', MC: 'FR' };

export type CheckedAccount = { iban: string; bic: string | null };
type Fields = { ibanField?: string; bicField?: string };

/**
 * Checks an account as people type it (spaces, lower case) with ibantools, a maintained
 * library: a valid IBAN of a SEPA country, and a BIC (optional: SEPA needs none since 2016)
 * that is well formed and of the IBAN's country. Answers the electronic forms, or throws a 400
 * naming each wrong field, so the member's form and the joining form say the same.
 */
export function checkIbanBic(
  iban: string,
  bic: string | null | undefined,
  { ibanField = 'iban', bicField = 'bic' }: Fields = {},
): CheckedAccount {
  const problems: FieldProblem[] = [];
  const electronic = electronicFormatIBAN(iban) ?? '';
  const country = electronic.slice(0, 2);
  if (!isValidIBAN(electronic)) problems.push({ field: ibanField, code: 'ibanInvalid' });
  else if (!isSEPACountry(extractIBAN(electronic).countryCode ?? country)) problems.push({ field: ibanField, code: 'ibanNotSepa' });

  const bicCode = (bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (bicCode && !isValidBIC(bicCode)) problems.push({ field: bicField, code: 'bicInvalid' });
  else if (bicCode && problems.length === 0) {
    const bicCountry = extractBIC(bicCode).countryCode;
    if (bicCountry !== (BIC_COUNTRY_OF[country] ?? country)) problems.push({ field: bicField, code: 'bicMismatch' });
  }
  if (problems.length) throw errors.validation(problems);
  return { iban: electronic, bic: bicCode || null };
}

/** What the member reads of an account: country and check digits, the rest hidden but the last four. */
export function maskIban(iban: string): string {
  const hidden = iban.slice(4, -4).replace(/[A-Z0-9]/g, '•');
  return `${iban.slice(0, 4)}${hidden}${iban.slice(-4)}`.replace(/(.{4})/g, '$1 ').trim();
}
