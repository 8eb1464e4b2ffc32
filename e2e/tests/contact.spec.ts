import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enterProfile, logIn } from '../support/session';
import { expect, test } from '../support/test';
import { openFromMenu } from '../support/menu';

const es = (key: string) => t('es', `support:${key}`);

test.describe('contact form in es', () => {
  test.use({ uiLocale: 'es' });

  test('a visitor writes to the club from the portal and the manager finds it in the club’s mailbox', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const visitor = `Visitante ${Date.now().toString(36)}`;
    await page.goto('/p/cd-demo');
    // The form arrives when its place comes into view.
    await page.locator('#portal-contact-form').scrollIntoViewIfNeeded();
    const form = page.getByTestId('contact-form');
    await expect(form).toBeVisible();
    await form.getByLabel(es('contact.reasons.not-working')).check();
    await form.getByLabel(new RegExp(`^${es('contact.name')}`)).fill(visitor);
    await form.getByLabel(new RegExp(`^${es('contact.email')}`)).fill('visitante@example.org');
    await form.getByTestId('contact-message').fill('No puedo abrir la aplicación en el móvil.');
    await form.getByLabel(es('contact.privacy')).check();
    await expectNoSeriousA11yViolations(page, 'portal with contact form');
    // A person takes a few seconds to fill the form; the server refuses one sent sooner.
    await page.waitForTimeout(3_500);
    await form.getByTestId('contact-send').click();
    await expect(page.getByTestId('contact-sent')).toHaveText(es('contact.sent'));

    const managerContext = await browser.newContext({ locale: 'es-ES' });
    await managerContext.addInitScript(() => {
      localStorage.setItem(
        'tribuna.cookie-consent',
        JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
      );
      localStorage.setItem('tribuna.language', 'es');
    });
    const manager = await managerContext.newPage();
    await logIn(manager, ACCOUNTS.manager, 'es');
    await manager.getByTestId('profile-cd-demo-manager').click();
    await openFromMenu(manager, 'myMessages', 'messages');
    const row = manager.getByTestId('thread-row').filter({ hasText: visitor });
    await expect(row).toBeVisible();
    await row.getByTestId('thread-link').click();
    await expect(manager.getByTestId('message').first()).toContainText('visitante@example.org');
    await managerContext.close();
  });

  test('a guardian writes from Support, known by their account', async ({ page }) => {
    await logIn(page, ACCOUNTS.guardian, 'es');
    await enterProfile(page, 'profile-cd-demo-guardian');
    await page.getByTestId('menu-support').click();
    await expect(page.getByRole('heading', { level: 1, name: es('title') })).toBeVisible();
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel(new RegExp(`^${es('contact.name')}`))).toHaveCount(0);
    await form.getByLabel(es('contact.reasons.cancellation-or-payment')).check();
    await form.getByTestId('contact-message').fill('El recibo de noviembre está duplicado.');
    await expectNoSeriousA11yViolations(page, 'support');
    await form.getByTestId('contact-send').click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
  });
});
