import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';

// CA Exemple is a Catalan club without the bookings feature (demo seed).
test.use({ uiLocale: 'ca' });

test('manager2 opening the agenda by its address is told CA Exemple has no bookings and who can switch them on', async ({ page }) => {
  const { clubHash } = await profileOf(page.request, ACCOUNTS.manager2);
  const ca = clubHash('ca-exemple');
  // No call the club's features would refuse: the page knows before it asks.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await logIn(page, ACCOUNTS.manager2, 'ca');
  await page.goto(`/dashboard/manager/${ca}/bookings/agenda`);

  const notice = page.getByTestId('feature-off');
  const feature = t('ca', 'settings:features.codes.bookings.name');
  await expect(notice.getByRole('heading', { name: t('ca', 'common:featureGate.heading', { club: 'CA Exemple', feature }) })).toBeVisible();
  await expect(notice).toContainText(t('ca', 'common:featureGate.manager'));
  await expect(notice.getByRole('link', { name: t('ca', 'common:featureGate.askSupport') })).toHaveAttribute(
    'href',
    `/dashboard/manager/${ca}/support`,
  );
  // None of the agenda's own controls, nor its load error and retry.
  await expect(page.getByRole('button', { name: t('ca', 'bookings:agenda.new') })).toHaveCount(0);
  await expect(page.getByText(t('ca', 'bookings:errors.load'))).toHaveCount(0);
  expect(refused).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'agenda of a club without bookings');

  // Every bookings page says the same; a phone shows it without spilling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/manager/${ca}/bookings/link-groups`);
  await expect(notice.getByRole('heading', { name: t('ca', 'common:featureGate.heading', { club: 'CA Exemple', feature }) })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(refused).toEqual([]);
});
