import { FIELD_ERRORS, isFieldErrorCode, type FieldErrorCode } from './field-errors';

/** What a zod issue (or the fastify-type-provider-zod copy of one) tells about a field. */
export interface IssueLike {
  /** zod's issue code (`too_small`, `invalid_type`…). */
  code: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
}

const LENGTH_ORIGINS = new Set(['string', 'array', 'set']);

/** A code for zod's own checks, which carry zod's English message and no code of ours. */
function genericCode(issue: IssueLike): FieldErrorCode {
  const length = LENGTH_ORIGINS.has(String(issue.origin));
  switch (issue.code) {
    case 'invalid_type':
      return 'invalidType';
    case 'too_small':
      // A text that needs one character is a required one.
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'required';
      return length ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return length ? 'tooLong' : 'tooLarge';
    case 'invalid_format':
      return 'invalidFormat';
    case 'invalid_value':
      return 'invalidChoice';
    case 'unrecognized_keys':
      return 'unknownField';
    default:
      return 'invalid';
  }
}

/**
 * The code and English text of one validation issue: a contract schema's own message is a code
 * (its text is the catalogue's); zod's built-in checks get a generic code and keep zod's text.
 */
export function describeIssue(issue: IssueLike): { code: FieldErrorCode; message: string } {
  if (isFieldErrorCode(issue.message)) return { code: issue.message, message: FIELD_ERRORS[issue.message] };
  const code = genericCode(issue);
  return { code, message: issue.message || FIELD_ERRORS[code] };
}
