import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enterProfile, logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';

const es = (key: string, values: Record<string, string> = {}) => t('es', `joining:${key}`, values);

/**
 * Issue 23 part 5 ("done when": a guardian registers a child from /p/cd-demo and the manager
 * accepts the pre-enrolment), and an inscription in the demo summer camp, on a 375 px phone.
 */
test.describe('joining from the portal', () => {
  test.use({ uiLocale: 'es', viewport: { width: 375, height: 800 } });

  test('a guardian registers a child from the portal and the manager accepts the pre-enrolment', async ({ page, request }) => {
    const child = `Pau${Date.now().toString(36)}`;
    await page.goto('/p/cd-demo');
    await page
      .getByTestId('portal-component')
      .getByRole('link', { name: t('es', 'dashboard:portal.core.memberRegistration') })
      .click();
    await expect(page).toHaveURL(/\/p\/cd-demo\/join$/);
    await expect(page.getByRole('heading', { level: 1, name: es('join.heading', { club: 'CD Demo' }) })).toBeVisible();

    await page.getByRole('radio', { name: es('join.child') }).check();
    await page.getByRole('radio', { name: es('join.athlete') }).check();
    const guardian = page.getByRole('group', { name: es('join.guardianSection') });
    await guardian.getByLabel(es('join.name')).fill('Marta');
    await guardian.getByLabel(es('join.surname')).fill('Vidal Roig');
    await guardian.getByLabel(es('join.dni')).fill('12345678Z');
    const kid = page.getByRole('group', { name: es('join.childSection') });
    await kid.getByLabel(es('join.name')).fill(child);
    await kid.getByLabel(es('join.surname')).fill('Ferrer Vidal');
    await kid.getByLabel(es('join.birthDate')).fill(`${new Date().getFullYear() - 9}-03-15`);
    await page.getByLabel(es('join.guardianEmail')).fill('marta.vidal.e2e@example.test');
    await page.getByRole('radio', { name: 'Atleta sub-12' }).check();
    await page.getByTestId('privacy-accept').check();
    await expectNoSeriousA11yViolations(page, 'public sign-up form');
    await expectNoHorizontalOverflow(page);
    await page.getByTestId('join-submit').click();
    await expect(page.getByTestId('join-sent')).toContainText('marta.vidal.e2e@example.test');

    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    await logIn(page, ACCOUNTS.manager);
    await enterProfile(page, 'profile-cd-demo-manager');
    await page.goto(`/dashboard/manager/${clubHash('cd-demo')}/persons/pre-enrolments`);
    const card = page.getByTestId('pre-enrolment').filter({ hasText: child });
    await expect(card).toContainText(es('review.byGuardian', { name: 'Marta Vidal Roig' }));
    await expect(card).toContainText('Atleta sub-12');
    await expectNoSeriousA11yViolations(page, 'pre-enrolments review');
    await expectNoHorizontalOverflow(page);
    await card.getByTestId('accept-request').click();
    await expect(page.getByTestId('pre-enrolment').filter({ hasText: child })).toHaveCount(0);
  });

  test('a family inscribes a child in the summer camp and sees the places left', async ({ page }) => {
    await page.goto('/p/cd-demo');
    await page
      .getByTestId('portal-component')
      .getByRole('link', { name: t('es', 'dashboard:portal.core.inscriptions') })
      .click();
    await expect(page).toHaveURL(/\/p\/cd-demo\/activities$/);
    const camp = page.getByTestId('public-activity').filter({ hasText: 'Campus de verano' });
    const before = Number((await camp.getByTestId('places-left').innerText()).match(/\d+/)![0]);
    await camp.getByRole('button', { name: es('activities.inscribe') }).click();
    await camp.getByLabel(es('activities.name')).fill('Lucía');
    await camp.getByLabel(es('activities.surname')).fill('Navarro Soler');
    await camp.getByLabel(es('activities.birthDate')).fill(`${new Date().getFullYear() - 10}-05-14`);
    await camp.getByLabel(es('activities.guardianName')).fill('Ana Soler');
    await camp.getByLabel(es('activities.email')).fill('ana.soler.e2e@example.test');
    await camp.getByRole('checkbox').check();
    await expectNoSeriousA11yViolations(page, 'activity inscription form');
    await expectNoHorizontalOverflow(page);
    await camp.getByTestId('inscription-submit').click();
    await expect(camp.getByTestId('inscription-sent')).toBeVisible();
    await expect(camp.getByTestId('places-left')).toContainText(String(before - 1));
  });

  test("the manager's activities page lists the camp with its places and inscriptions", async ({ page, request }) => {
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    await logIn(page, ACCOUNTS.manager);
    await enterProfile(page, 'profile-cd-demo-manager');
    await page.goto(`/dashboard/manager/${clubHash('cd-demo')}/activities`);
    const camp = page.getByTestId('activity-row').filter({ hasText: 'Campus de verano' });
    await camp.getByRole('button', { name: es('manage.showInscriptions') }).click();
    await expect(camp.getByTestId('inscription-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'activities page');
    await expectNoHorizontalOverflow(page);
  });
});
