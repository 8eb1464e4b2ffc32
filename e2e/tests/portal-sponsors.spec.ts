import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';

test.describe('public portal and sponsors in es', () => {
  test.use({ uiLocale: 'es' });

  test('the portal’s first HTML carries the club’s title, social tags, canonical address and content', async ({ request }) => {
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    for (const path of ['/p/cd-demo', `/clubes/${clubHash('cd-demo')}/portal`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>Tribuna - ${t('es', 'common:titles.clubPortal')} · CD Demo</title>`);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/p\/cd-demo">/);
      expect(html).toContain('<meta property="og:title" content="CD Demo">');
      expect(html).toContain('<meta name="twitter:card" content="summary">');
      // The page is the server's: the sponsors are already links in it.
      expect(html).toMatch(
        /<a class="tp-sponsor" href="\/api\/clubs\/[\w-]+\/sponsors\/[\w-]+\/visit" rel="sponsored noopener">(<img [^>]+>)?<span>Caja Rural del Turia<\/span><\/a>/,
      );
    }
    const unknown = await request.get('/p/no-such-club');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex">');
  });

  test('a visitor sees the club, a way in and the sponsors, whose links count the click', async ({ page }) => {
    await page.goto('/p/cd-demo');
    await expect(page.getByTestId('portal-club-name')).toHaveText('CD Demo');
    await expect(page).toHaveTitle(`Tribuna - ${t('es', 'common:titles.clubPortal')} · CD Demo`);
    await expect(page.getByTestId('portal-sponsor')).toHaveCount(6);
    // Registration and the two custom links; tickets, campaigns and inscriptions wait for something published.
    await expect(page.getByTestId('portal-component')).toHaveCount(3);
    await expect(page.getByTestId('portal-component').filter({ hasText: 'Federación de Fútbol' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(
      page.getByTestId('portal-component').getByRole('link', { name: t('es', 'dashboard:portal.core.memberRegistration') }),
    ).toHaveAttribute('href', '/auth/signup');
    const link = page.getByTestId('portal-sponsor').filter({ hasText: 'Deportes Olimpia' }).getByRole('link');
    await expect(link).toHaveAttribute('href', /\/api\/clubs\/[\w-]+\/sponsors\/[\w-]+\/visit$/);
    await expect(page.getByRole('link', { name: t('es', 'dashboard:portal.signIn') })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'public portal');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.goto('/p/no-such-club');
    await expect(page.getByRole('alert')).toHaveText(t('es', 'dashboard:portal.notFound'));
  });

  test('a manager orders the sponsors from the keyboard and sees each one’s clicks', async ({ page }) => {
    await logIn(page, ACCOUNTS.manager, 'es');
    await page.getByTestId('profile-cd-demo-manager').click();
    await page.getByTestId('menu-sponsors').click();
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'sponsors:title') })).toBeVisible();
    const rows = page.getByTestId('sponsor-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.first().getByTestId('clicks-chart')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sponsors');
    const firstName = (await rows.first().getByTestId('sponsor-name').textContent())!;
    const down = page.getByRole('button', { name: t('es', 'sponsors:list.moveDown', { name: firstName }) });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(rows.nth(1)).toContainText(firstName);
    // Saved: the order survives a reload. Put it back for the other tests.
    await page.reload();
    await expect(page.getByTestId('sponsor-row').nth(1)).toContainText(firstName);
    await page.getByRole('button', { name: t('es', 'sponsors:list.moveUp', { name: firstName }) }).click();
    await expect(page.getByTestId('sponsor-row').first()).toContainText(firstName);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
  });

  test('a manager sets the portal’s components: core sections and custom links, 10 a page', async ({ page }) => {
    await logIn(page, ACCOUNTS.manager2, 'es');
    await page.getByTestId('profile-ca-exemple-manager').click();
    await page.getByTestId('menu-administration').click();
    await page.getByTestId('menu-portal').click();
    await expect(page.getByRole('heading', { level: 1, name: t('es', 'portal:title') })).toBeVisible();
    const rows = page.getByTestId('portal-component-row');
    await expect(rows).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, 'portal components');
    // A new link shows on the portal; switched off, it is gone.
    await page.getByTestId('portal-add-link').click();
    const form = page.getByTestId('portal-link-form');
    await form.getByLabel(t('es', 'portal:link.name')).fill('Web de la federació');
    await form.getByLabel(t('es', 'portal:link.href')).fill('https://example.org/federacio');
    await form.getByTestId('portal-link-save').click();
    await expect(rows).toHaveCount(6);
    await page.goto('/p/ca-exemple');
    await expect(page.getByTestId('portal-component').filter({ hasText: 'Web de la federació' })).toBeVisible();
    await page.goBack();
    const name = t('es', 'portal:list.enabledOf', { name: 'Web de la federació' });
    await page.getByRole('switch', { name }).click({ force: true });
    await expect(page.getByRole('switch', { name })).not.toBeChecked();
    await page.goto('/p/ca-exemple');
    await expect(page.getByTestId('portal-club-name')).toBeVisible();
    await expect(page.getByTestId('portal-component').filter({ hasText: 'Web de la federació' })).toHaveCount(0);
  });
});
