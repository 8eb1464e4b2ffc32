import { z } from 'zod';

/** Login (spec 5): the username is trimmed and lowercased before anything else. */
export const LoginBodySchema = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'This value should not be blank.')
    .max(180),
  password: z.string().min(1, 'This value should not be blank.').max(4096),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Token response (spec 3). `refresh_token_expiration` is a Unix time in seconds. */
export const TokenResponseSchema = z.object({
  token: z.string(),
  token_ttl: z.number().int().positive(),
  refresh_token_expiration: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const LogoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** Password rules (spec 5): 8–24 characters, lower, upper, digit and symbol. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 24;
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters long`)
  .regex(/[a-z]/, 'The password must contain a lowercase letter')
  .regex(/[A-Z]/, 'The password must contain an uppercase letter')
  .regex(/[0-9]/, 'The password must contain a number')
  .regex(/[^A-Za-z0-9]/, 'The password must contain a symbol');

/** Name of the httpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE_NAME = 'tribuna_refresh';
