import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';

const home = () => t('es', 'status:actions.goHomepage');

for (const code of ['401', '403', '404', '500', '502', '504']) {
  test(`/${code} shows the status page with its texts and buttons`, async ({ page }) => {
    await page.goto(`/${code}`);
    const status = page.getByTestId(`status-page-${code}`);
    await expect(status.getByRole('heading', { name: t('es', 'status:heading') })).toBeVisible();
    await expect(status).toContainText(t('es', `status:${code}.title`));
    await expect(status).toContainText(t('es', `status:${code}.description`));
    await expect(status.getByRole('link', { name: home() })).toHaveAttribute('href', '/dashboard/profile-selector');
    const logIn = status.getByRole('link', { name: t('es', 'status:actions.logIn') });
    await expect(logIn).toHaveCount(code === '401' ? 1 : 0);
    for (const key of ['legalNotice', 'privacyPolicy', 'cookies', 'generalConditions']) {
      await expect(page.getByRole('link', { name: t('es', `status:footer.${key}`) })).toHaveAttribute(
        'href',
        /^\/es\/politica-privacidad\/(legal|privacy|clubs)/,
      );
    }
    await expectNoSeriousA11yViolations(page, `status page ${code}`);
  });
}

test('an unknown path shows the 404 page (no older application configured)', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByTestId('status-page-404')).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
});

test('an unknown /api path answers JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 404, errorCode: 'ROUTE_NOT_FOUND' });
});
