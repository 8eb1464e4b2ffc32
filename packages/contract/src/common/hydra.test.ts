import { describe, expect, it } from 'vitest';
import { PaginationQuerySchema } from './hydra';
import { LoginBodySchema, PasswordSchema } from '../auth';

describe('pagination query', () => {
  it('coerces strings and applies defaults', () => {
    expect(PaginationQuerySchema.parse({ page: '2' })).toEqual({ page: 2, itemsPerPage: 30 });
  });
  it('refuses a page below 1 and too many items', () => {
    expect(PaginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PaginationQuerySchema.safeParse({ itemsPerPage: '1000' }).success).toBe(false);
  });
});

describe('login body', () => {
  it('trims and lowercases the username', () => {
    expect(LoginBodySchema.parse({ username: '  Manager@Demo.TEST ', password: 'x' }).username).toBe('manager@demo.test');
  });
});

describe('password rules (spec 5)', () => {
  it.each(['Demo1234!', 'aB3$aaaa'])('accepts %s', (p) => expect(PasswordSchema.safeParse(p).success).toBe(true));
  it.each(['Sh1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol12', 'Aa1!'.repeat(7)])('refuses %s', (p) =>
    expect(PasswordSchema.safeParse(p).success).toBe(false),
  );
});
