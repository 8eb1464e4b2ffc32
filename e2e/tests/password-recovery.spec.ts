import { expect, test } from '../support/test';
import { t } from '../support/i18n';
import { waitForMail } from '../support/mailbox';
import { newPerson, registerThroughApi } from '../support/people';

for (const locale of ['es', 'en'] as const) {
  test.describe(`password recovery in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test('someone forgets the password and resets it with the code received by email', async ({ page, request }) => {
      const person = newPerson(`recover-${locale}`);
      await registerThroughApi(request, person);

      await page.goto('/auth/login');
      await page.getByRole('link', { name: t(locale, 'auth:login.forgotPassword') }).click();
      await expect(page).toHaveURL(/\/auth\/password\/recover/);
      const since = new Date();
      await page.getByLabel(t(locale, 'account:recovery.request.username')).fill(person.email);
      await page.getByRole('radio', { name: t(locale, 'account:recovery.methods.email') }).check();
      await page.getByRole('button', { name: t(locale, 'account:recovery.request.submit') }).click();

      await expect(page.getByTestId('recovery-delay-notice')).toHaveText(t(locale, 'account:recovery.code.delay'));
      await expect(page.getByTestId('recovery-countdown')).toBeVisible();
      const code = await waitForMail(person.email, /(?<!\d)(\d{6})(?!\d)/, since);

      await page.getByLabel(t(locale, 'account:recovery.code.code')).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t(locale, 'account:recovery.code.submit') }).click();
      await expect(page.getByTestId('recovery-error')).toHaveText(t(locale, 'forms:server.invalidCode'));

      await page.getByLabel(t(locale, 'account:recovery.code.code')).fill(code);
      await page.getByRole('button', { name: t(locale, 'account:recovery.code.submit') }).click();
      // Both labels contain "new password": the inputs are told apart by name.
      await page.locator('input[name=newPassword]').fill('Otra5678?');
      await page.locator('input[name=confirmNewPassword]').fill('Otra5678?');
      await page.getByRole('button', { name: t(locale, 'account:recovery.password.submit') }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile-selector/);

      const oldPassword = await request.post('/api/authentication_token', { data: { username: person.email, password: person.password } });
      expect(oldPassword.status()).toBe(401);
      const newPassword = await request.post('/api/authentication_token', { data: { username: person.email, password: 'Otra5678?' } });
      expect(newPassword.status()).toBe(200);
    });
  });
}
