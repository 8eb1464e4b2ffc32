import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import ca from '../../../i18n/locales/ca/forms.json';
import en from '../../../i18n/locales/en/forms.json';
import es from '../../../i18n/locales/es/forms.json';
import eu from '../../../i18n/locales/eu/forms.json';
import gl from '../../../i18n/locales/gl/forms.json';
import { CreatePersonBodySchema } from '../people';
import { RegisterBodySchema } from '../accounts';
import { FIELD_ERROR_CODES, FIELD_ERRORS, fieldError } from './field-errors';
import { describeIssue } from './issue-codes';

const FORMS = { es, en, ca, eu, gl } as Record<string, { fieldErrors?: Record<string, string> }>;

describe('field error codes', () => {
  it.each(Object.keys(FORMS))('every code has its translation in %s (forms:fieldErrors.<code>), and nothing else is there', (locale) => {
    const translated = FORMS[locale]!.fieldErrors ?? {};
    expect(FIELD_ERROR_CODES.filter((code) => !translated[code]?.trim())).toEqual([]);
    expect(Object.keys(translated).filter((key) => !(key in FIELD_ERRORS))).toEqual([]);
  });

  it('gives a contract message its code and the catalogue text, exactly the spec wording', () => {
    const result = RegisterBodySchema.safeParse({ username: 'a@b.test', password: 'Secret12!', confirmPassword: 'Secret12?' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map(describeIssue)).toEqual([{ code: 'passwordsDoNotMatch', message: 'The passwords do not match' }]);
    // The texts clients have always received stay word for word.
    expect(FIELD_ERRORS).toMatchObject({
      required: 'This value should not be blank.',
      email: 'This value is not a valid email address.',
      passwordWrong: 'Password is wrong',
      passwordTooShort: 'The password must be at least 8 characters long',
      importTooManyRows: 'The file has more than 5000 rows',
    });
  });

  it("gives zod's own checks a generic code and keeps zod's text", () => {
    const result = CreatePersonBodySchema.safeParse({ type: 'member', name: 'A'.repeat(81), surname: '', category: 'Under-99' });
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), describeIssue(issue)]));
    expect(byField.name).toEqual({ code: 'tooLong', message: expect.stringMatching(/80/) });
    expect(byField.surname).toEqual({ code: 'required', message: FIELD_ERRORS.required });
    expect(byField.category?.code).toBe('invalidChoice');
    const number = z.object({ n: z.number().max(3), s: z.string().min(2), m: z.string() }).safeParse({ n: 9, s: 'a' });
    expect(number.error!.issues.map((issue) => describeIssue(issue).code)).toEqual(['tooLarge', 'tooShort', 'invalidType']);
  });

  it('types the codes a schema may use', () => {
    expect(fieldError('teamNameTaken')).toBe('teamNameTaken');
    // @ts-expect-error: an English sentence is not a code.
    expect(fieldError('The passwords do not match')).toBe('The passwords do not match');
  });
});
