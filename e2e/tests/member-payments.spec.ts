import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enterProfile, logIn } from '../support/session';

// Issue 23 part 3: the guardian's Payments page on a 375 px phone: her child's charges, paying
// one with the demo's test provider, its receipt, and a SEPA mandate refused and then given.
test("a guardian pays her child's charge with the test provider, downloads its receipt and gives a mandate, on a phone", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, ACCOUNTS.guardian);
  await enterProfile(page, 'profile-cd-demo-guardian');
  await page.getByRole('button', { name: t('es', 'navigation:menu.toggle') }).click();
  await page.getByTestId('menu-payments').click();
  await expect(page.getByRole('heading', { level: 1, name: t('es', 'payments:title') })).toBeVisible();

  // A block per child, its charges due first, each state in words.
  const child = page.getByTestId('payments-person').filter({ hasText: t('es', 'payments:sections.child', { name: 'Leo Martín' }) });
  await expect(child).toBeVisible();
  const due = child.getByTestId('payments-due').getByTestId('charge');
  await expect(due.first()).toBeVisible();
  await expect(due.first().getByTestId('charge-state')).toHaveText(/\p{L}/u);
  const dueBefore = await due.count();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'guardian payments 375');

  await due.first().getByTestId('charge-pay').click();
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByText(t('es', 'payments:pay.done'))).toBeVisible();
  await expect(due).toHaveCount(dueBefore - 1);
  const paid = child
    .getByTestId('payments-settled')
    .getByTestId('charge')
    .filter({ hasText: t('es', 'payments:methods.test') });
  await expect(paid.first().getByTestId('charge-state')).toHaveText(t('es', 'payments:states.paid'));

  const download = page.waitForEvent('download');
  await paid.first().getByTestId('charge-receipt').click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);

  // The seeded mandate for her child is listed; she gives one for her own charges.
  const mandates = page.getByTestId('payments-mandates');
  await expect(mandates.getByTestId('mandate').first()).toContainText('Leo Martín');
  const before = await mandates.getByTestId('mandate').count();
  await page.getByTestId('mandate-new').click();
  const form = page.getByTestId('mandate-form');
  await form.getByTestId('mandate-holder').fill('Laura Martín');
  await form.getByTestId('mandate-iban').fill('ES91 2100 0418 4502 0005 1333');
  await form.getByTestId('mandate-save').click();
  await expect(form.getByText(t('es', 'forms:fieldErrors.ibanInvalid'))).toBeVisible();
  await expect(form.getByText(t('es', 'forms:fieldErrors.mandateNotAccepted'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'mandate form with errors 375');
  await form.getByTestId('mandate-iban').fill('ES91 2100 0418 4502 0005 1332');
  await form.getByLabel(t('es', 'payments:mandate.accept')).check();
  await form.getByTestId('mandate-save').click();
  await expect(form).toBeHidden();
  await expect(mandates.getByTestId('mandate')).toHaveCount(before + 1);
  await expectNoHorizontalOverflow(page);
});
