import { ERROR_CODES, ErrorBodySchema, FIELD_ERRORS } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { AppError, errors } from './errors';

describe('error factories', () => {
  it('produce contract bodies with stable codes', () => {
    for (const [name, make] of Object.entries(errors)) {
      const args = name === 'validation' ? [[{ field: 'name', code: 'required' }]] : name === 'conflict' ? ['shortnameTaken'] : [];
      const error = (make as (...a: unknown[]) => AppError)(...args);
      expect(error).toBeInstanceOf(AppError);
      expect(ERROR_CODES).toContain(error.errorCode);
      expect(ErrorBodySchema.safeParse(error.toBody()).success).toBe(true);
    }
  });

  it('keeps the exact invalid-credentials body of the spec', () => {
    expect(errors.invalidCredentials().toBody()).toEqual({
      code: 401,
      errorCode: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials.',
    });
  });

  it('renders validation problems as invalidParams with a detail', () => {
    const body = errors.validation([{ field: 'user.username', code: 'required', message: 'Required' }]).toBody('req-1');
    expect(body).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      detail: 'user.username: Required',
      invalidParamsList: { invalidParams: [{ field: 'user.username', errors: ['Required'], codes: ['required'] }] },
      requestId: 'req-1',
    });
  });

  it("words a code with its catalogue text and groups one field's problems in order", () => {
    const body = errors
      .validation([
        { field: 'password', code: 'passwordTooShort' },
        { field: 'email', code: 'email' },
        { field: 'password', code: 'passwordSymbol' },
      ])
      .toBody();
    expect(body).toMatchObject({
      invalidParamsList: {
        invalidParams: [
          {
            field: 'password',
            errors: [FIELD_ERRORS.passwordTooShort, FIELD_ERRORS.passwordSymbol],
            codes: ['passwordTooShort', 'passwordSymbol'],
          },
          { field: 'email', errors: ['This value is not a valid email address.'], codes: ['email'] },
        ],
      },
    });
  });

  it('names the reason of a conflict beside its English message', () => {
    expect(errors.conflict('alreadyHasAccount').toBody()).toEqual({
      code: 409,
      errorCode: 'CONFLICT',
      message: 'This person already has an account',
      reason: 'alreadyHasAccount',
    });
  });

  it('hides internals of a 500', () => {
    expect(errors.internal().toBody('abc')).toEqual({
      code: 500,
      errorCode: 'INTERNAL',
      message: 'An unexpected error has occurred, try again later',
      requestId: 'abc',
    });
  });
});
