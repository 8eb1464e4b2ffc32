import { ERROR_CODES, ErrorBodySchema } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { AppError, errors } from './errors';

describe('error factories', () => {
  it('produce contract bodies with stable codes', () => {
    for (const [name, make] of Object.entries(errors)) {
      const args = name === 'validation' ? [[{ field: 'name', errors: ['Required'] }]] : name === 'conflict' ? ['Taken'] : [];
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
    const body = errors.validation([{ field: 'user.username', errors: ['Required'] }]).toBody('req-1');
    expect(body).toMatchObject({
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      detail: 'user.username: Required',
      invalidParamsList: { invalidParams: [{ field: 'user.username', errors: ['Required'] }] },
      requestId: 'req-1',
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
