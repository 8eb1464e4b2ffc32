import { electronicFormatIBAN, extractBIC, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { validateWith, type FieldErrors, type Validation } from '../../../components/forms/field-errors';

/** Territories whose banks use another country's BIC code, as the API's check knows them. */
const BIC_COUNTRY_OF: Record<string, string> = { GG: 'GB', JE: 'GB', IM: 'GB', MC: 'FR' };

/**
 * The account's problems by field, with the same library and rules as the API (ibantools): a
 * valid IBAN of a SEPA country; a BIC, when given, well formed and of the IBAN's country. The
 * person sees them before sending; the API checks again.
 */
export function accountProblems(iban: string, bic: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const electronic = electronicFormatIBAN(iban) ?? '';
  const country = electronic.slice(0, 2);
  if (!isValidIBAN(electronic)) errors.iban = ['ibanInvalid'];
  else if (!isSEPACountry(country)) errors.iban = ['ibanNotSepa'];
  const code = (bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (code && !isValidBIC(code)) errors.bic = ['bicInvalid'];
  else if (code && !errors.iban && extractBIC(code).countryCode !== (BIC_COUNTRY_OF[country] ?? country)) errors.bic = ['bicMismatch'];
  return errors;
}

type AccountFields = { iban: string; bic?: string };

/** The contract's schema first, then the account: every problem shows after one submission. */
export function checkAccount<T extends AccountFields>(schema: Parameters<typeof validateWith<T>>[0], values: unknown): Validation<T> {
  const checked = validateWith(schema, values);
  const raw = values as Partial<AccountFields>;
  const account = accountProblems(raw.iban ?? '', raw.bic);
  if (checked.ok && Object.keys(account).length === 0) return checked;
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  for (const [field, problems] of Object.entries(account)) if (!errors[field]?.length) errors[field] = problems;
  return { ok: false, errors };
}
