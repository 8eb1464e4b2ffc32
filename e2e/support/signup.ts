import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import type { Person } from './people';

/** Fills the signup form (already open) and validates the email from the message received. */
export async function signUpAndValidate(page: Page, person: Person) {
  const form = page.getByTestId('user-signup-form');
  for (const field of ['name', 'surname', 'identification', 'email', 'phone', 'password'] as const) {
    await form.locator(`input[name=${field}]`).fill(person[field]);
  }
  await form.locator('input[name=confirmPassword]').fill(person.password);
  await form.getByRole('checkbox', { name: /privac/i }).check();
  const since = new Date();
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('check-email-step')).toBeVisible();
  const link = new URL(await waitForMail(person.email, /(https?:\/\/\S+\/users\/validate-email\?hash=[\w-]+)/, since));
  return `${link.pathname}${link.search}`;
}

/** A 1×1 PNG: the smallest real image the logo upload accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
