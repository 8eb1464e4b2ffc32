import { PASSWORD_MAX, PASSWORD_MIN } from '@tribuna/contract';

/** The password rules of spec 5, one check each, in the order the live list shows them. */
export const PASSWORD_RULES = [
  { id: 'length', test: (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { id: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', test: (v: string) => /[0-9]/.test(v) },
  { id: 'symbol', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passwordRuleResults(value: string): { id: PasswordRuleId; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(value) }));
}

export function passwordMeetsRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
