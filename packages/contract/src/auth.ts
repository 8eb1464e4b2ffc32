import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { PASSWORD_MAX, PASSWORD_MIN } from './common/limits';

export { PASSWORD_MAX, PASSWORD_MIN } from './common/limits';

/** Login (spec 5): the username is trimmed and lowercased before anything else. */
export const LoginBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, fieldError('required')).max(180),
  password: z.string().min(1, fieldError('required')).max(4096),
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

/** Password rules (spec 5): PASSWORD_MIN–PASSWORD_MAX characters, lower, upper, digit and symbol. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, fieldError('passwordTooShort'))
  .max(PASSWORD_MAX, fieldError('passwordTooLong'))
  .regex(/[a-z]/, fieldError('passwordLowercase'))
  .regex(/[A-Z]/, fieldError('passwordUppercase'))
  .regex(/[0-9]/, fieldError('passwordDigit'))
  .regex(/[^A-Za-z0-9]/, fieldError('passwordSymbol'));

/** Name of the httpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE_NAME = 'tribuna_refresh';
