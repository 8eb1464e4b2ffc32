import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { waitForMail } from '../support/mailbox';
import { newPerson } from '../support/people';

for (const locale of ['es', 'en'] as const) {
  test.describe(`signup in ${locale}`, () => {
    test.use({ uiLocale: locale });

    test('a new person signs up, gets field errors, and validates the email from the message received', async ({ page }) => {
      const person = newPerson(`signup-${locale}`);
      await page.goto('/auth/signup');
      await page.getByTestId('signup-choice-account').getByRole('link').click();
      await expect(page).toHaveURL(/\/auth\/signup\/user-signup/);
      const form = page.getByTestId('user-signup-form');
      await form.locator('input[name=name]').fill(person.name);
      await form.locator('input[name=surname]').fill(person.surname);
      await form.locator('input[name=identification]').fill('12345678A');
      await form.locator('input[name=email]').fill(person.email);
      await form.locator('input[name=phone]').fill(person.phone);
      await form.locator('input[name=password]').fill(person.password);
      await form.locator('input[name=confirmPassword]').fill('Different1!');
      await form.getByRole('button', { name: t(locale, 'account:signup.form.submit') }).click();
      await expect(form.getByTestId('field-error-identification')).toBeVisible();
      await expect(form.getByTestId('field-error-confirmPassword')).toBeVisible();
      await expect(form.getByTestId('field-error-privacyPolicyAccepted')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `signup form with errors (${locale})`);

      await form.locator('input[name=identification]').fill(person.identification);
      await form.locator('input[name=confirmPassword]').fill(person.password);
      await form.getByRole('checkbox', { name: /privac/i }).check();
      const since = new Date();
      await form.getByRole('button', { name: t(locale, 'account:signup.form.submit') }).click();
      await expect(page.getByTestId('check-email-step')).toBeVisible();

      const link = await waitForMail(person.email, /(https?:\/\/\S+\/users\/validate-email\?hash=[\w-]+)/, since);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByTestId('email-confirmation')).toHaveAttribute('data-state', 'validated');
      await expectNoSeriousA11yViolations(page, `email validated (${locale})`);

      // A new account has no profile yet: the selector shows the ways forward, not an error.
      await page.goto('/dashboard/profile-selector');
      const noProfile = page.getByTestId('no-profile-yet');
      await expect(noProfile.getByRole('heading', { name: t(locale, 'dashboard:profileSelector.noProfileYet.title') })).toBeVisible();
      await expect(
        noProfile.getByRole('link', { name: t(locale, 'dashboard:profileSelector.noProfileYet.search.action') }),
      ).toHaveAttribute('href', '/clubs/search');
      await expectNoSeriousA11yViolations(page, `profile selector without profiles (${locale})`);
    });
  });
}
