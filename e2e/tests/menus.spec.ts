import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { enterProfile, logIn } from '../support/session';

const MANAGER_MENU = {
  homepage: null,
  messages: ['myMessages', 'deletedMessages', 'mailboxManagement'],
  persons: ['partners', 'athletes', 'users', 'preEnrolments', 'activities'],
  teams: null,
  sponsors: null,
  campaigns: null,
  bookings: ['bookingCalendars', 'agenda', 'availability', 'pricingPolicies', 'linkGroups', 'connectedCalendars'],
  accessControl: null,
  administration: ['plans', 'settings', 'portal', 'fees'],
  support: null,
} as const;

async function enter(page: Page, account: string, profileTestId: string) {
  await logIn(page, account);
  await enterProfile(page, profileTestId);
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
}

/** Follows one menu entry and checks that it leads to a real page inside the layout. */
async function follow(page: Page, id: string) {
  const entry = page.getByTestId(`menu-${id}`);
  const href = await entry.getAttribute('href');
  expect(href, `menu entry ${id} has a link`).toBeTruthy();
  await entry.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('sidebar-menu')).toBeVisible();
}

test('the CD Demo manager menu has every entry, bookings included, and each leads somewhere real', async ({ page }) => {
  // Twenty-four pages in one walk: three times the usual test time (each page still has the usual wait).
  test.slow();
  await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');
  const visited: string[] = [];
  for (const [id, children] of Object.entries(MANAGER_MENU)) {
    await expect(page.getByTestId(`menu-${id}`)).toBeVisible();
    if (!children) {
      await follow(page, id);
      visited.push(id);
      continue;
    }
    for (const child of children) {
      if (!(await page.getByTestId(`menu-${child}`).isVisible())) await page.getByTestId(`menu-${id}`).click();
      await follow(page, child);
      visited.push(child);
    }
  }
  expect(visited).toHaveLength(24);
  await expectNoSeriousA11yViolations(page, 'manager dashboard (connected calendars placeholder)');
});

test('a club without the bookings feature shows no Bookings menu', async ({ page }) => {
  await enter(page, ACCOUNTS.manager2, 'profile-ca-exemple-manager');
  await expect(page.getByTestId('menu-teams')).toBeVisible();
  await expect(page.getByTestId('menu-bookings')).toHaveCount(0);
});

for (const [account, profile] of [
  [ACCOUNTS.member, 'profile-cd-demo-member'],
  [ACCOUNTS.guardian, 'profile-cd-demo-guardian'],
] as const) {
  test(`the ${profile.split('-').pop()} menu is the reduced one and every entry works`, async ({ page }) => {
    await enter(page, account, profile);
    for (const id of ['homepage', 'myId', 'payments', 'support']) await follow(page, id);
    await page.getByTestId('menu-messages').click();
    await follow(page, 'myMessages');
    for (const managerOnly of ['persons', 'teams', 'bookings', 'administration']) {
      await expect(page.getByTestId(`menu-${managerOnly}`)).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, `${profile} messages`);
  });
}

test('the sidebar user menu shows the club, role and name, and works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, ACCOUNTS.manager);
  await page.getByTestId('profile-cd-demo-manager').click();
  // On a phone the navigation slides in from the side: off screen until the burger opens it.
  await expect(page.getByTestId('menu-teams')).not.toBeInViewport();
  await page.getByRole('button', { name: t('es', 'navigation:menu.toggle') }).click();
  await expect(page.getByTestId('menu-teams')).toBeInViewport();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.myProfiles') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.changePassword') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.signOut') })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phone dashboard with user menu open');
});

test('the menus work from the keyboard', async ({ page }) => {
  await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');
  await page.getByTestId('menu-persons').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('menu-athletes')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('menu-partners')).toBeFocused();

  await page.getByTestId('user-menu').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.myProfiles') })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: t('es', 'navigation:userMenu.changePassword') })).toBeFocused();
});
