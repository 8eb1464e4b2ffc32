import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t, type Locale } from '../support/i18n';
import { newPerson } from '../support/people';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';
import { expectNoHorizontalOverflow } from '../support/layout';
import { openFromMenu } from '../support/menu';

/** A team name nobody else in the shared database has (specs run in parallel on one database). */
function uniqueTeamName(tag: string) {
  return `E2E ${tag} ${newPerson(tag).email.split('@')[0]!.slice(-10)}`;
}

async function enterAsManager(page: Page, locale: Locale) {
  await logIn(page, ACCOUNTS.manager, locale);
  await page.getByTestId('profile-cd-demo-manager').click();
  await expect(page).toHaveURL(/\/overview$/);
}

/** A Mantine Select inside a form: open it and click the option (the list closes by itself). */
async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A filter MultiSelect stays open for more choices: Escape closes it. */
async function chooseFilter(page: Page, testId: string, option: string) {
  await choose(page, page.getByTestId(testId), option);
  await page.keyboard.press('Escape');
}

const sportBadges = (page: Page) => page.getByTestId('teams-list').getByTestId('team-sport').allTextContents();

test.describe('teams in es', () => {
  test.use({ uiLocale: 'es' });

  test('a manager filters the teams, creates one, fills its roster, edits and deletes it', async ({ page, request }) => {
    // The training times step (an editor and one more axe scan) lengthens the journey.
    test.setTimeout(180_000);
    const es = (key: string, values?: Record<string, string>) => t('es', `teams:${key}`, values);
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    const club = clubHash('cd-demo');
    await enterAsManager(page, 'es');

    // The list, from the menu.
    await openFromMenu(page, 'teams');
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/teams/all$`));
    await expect(page.getByRole('heading', { level: 1, name: es('list.title') })).toBeVisible();
    await expect(page.getByTestId('team-card').filter({ hasText: 'Sénior Masculino A' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'teams list');

    // Filters by sport, category and gender, kept in the URL.
    await chooseFilter(page, 'teams-filter-sport', es('sports.basketball'));
    await expect(page).toHaveURL(/[?&]sport=basketball/);
    await expect.poll(() => sportBadges(page)).toEqual(expect.arrayContaining([es('sports.basketball')]));
    await expect.poll(async () => new Set(await sportBadges(page))).toEqual(new Set([es('sports.basketball')]));
    await chooseFilter(page, 'teams-filter-category', es('categories.Youth'));
    await chooseFilter(page, 'teams-filter-gender', es('genders.women'));
    await expect(page).toHaveURL(/category=Youth/);
    await expect(page).toHaveURL(/gender=women/);
    await expect(page.getByTestId('team-card').filter({ hasText: 'Baloncesto Femenino Júnior' })).toBeVisible();
    await expect(page.getByTestId('team-card').filter({ hasText: 'Benjamín Baloncesto' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('team-card').filter({ hasText: 'Baloncesto Femenino Júnior' })).toBeVisible();
    await page.getByTestId('teams-clear-filters').click();
    await expect(page).toHaveURL(/\/teams\/all$/);

    // Create: Sport left empty gives the exact spec message, translated.
    const name = uniqueTeamName('equipo');
    await page.getByTestId('new-team').click();
    const dialog = page.getByRole('dialog', { name: es('form.createTitle') });
    await dialog.getByTestId('team-field-name').fill(name);
    await choose(page, dialog.getByTestId('team-field-category'), es('categories.Under-14'));
    await choose(page, dialog.getByTestId('team-field-gender'), es('genders.mixed'));
    await dialog.getByTestId('team-form-submit').click();
    await expect(dialog.getByTestId('team-form-alert')).toHaveText(es('form.requiredFields'));
    await expect(dialog.getByTestId('team-field-sport')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'new team form with the required-fields message');
    await dialog.getByTestId('team-field-sport').click();
    await dialog.getByTestId('team-field-sport').fill('balonm');
    await page.getByRole('option', { name: es('sports.handball'), exact: true }).click();
    await dialog.getByTestId('team-form-submit').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('teams-search').fill(name.toLowerCase());
    await expect(page).toHaveURL(/search=/);
    const card = page.getByTestId('team-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('team-sport')).toHaveText(es('sports.handball'));

    // Details: add two players and a coach from the club's people.
    await card.getByTestId('team-link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/teams/[\\w-]+/details$`));
    const teamHash = /\/teams\/([\w-]+)\/details/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team details (empty roster)');
    await page.getByTestId('add-people').click();
    const picker = page.getByRole('dialog', { name: es('picker.title', { team: name }) });
    const addable = picker.getByTestId('picker-person').filter({ has: page.getByTestId('picker-add') });
    for (let added = 1; added <= 2; added += 1) {
      const next = addable.first();
      const hash = await next.getAttribute('data-person-hash');
      await next.getByTestId('picker-add').click();
      await expect(picker.locator(`[data-person-hash="${hash}"]`).getByTestId('picker-on-roster')).toBeVisible();
    }
    await choose(page, picker.getByTestId('picker-role'), es('roles.coach'));
    await expect(picker.getByTestId('picker-number')).toBeHidden();
    await picker.getByTestId('picker-search').fill('a');
    const coach = addable.first();
    const coachHash = await coach.getAttribute('data-person-hash');
    await coach.getByTestId('picker-add').click();
    await expect(picker.locator(`[data-person-hash="${coachHash}"]`).getByTestId('picker-on-roster')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'roster picker');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    const players = page.getByTestId('roster-players').getByTestId('roster-entry');
    await expect(players).toHaveCount(2);
    await expect(page.getByTestId('roster-staff').getByTestId('roster-entry')).toHaveAttribute('data-role', 'coach');
    await expect(page.getByTestId('roster-staff')).toContainText(es('roles.coach'));

    // Remove one player, after confirming.
    await players.first().getByTestId('remove-roster-entry').click();
    const confirmRemove = page.getByRole('dialog', { name: es('removeMember.title') });
    await expect(confirmRemove).toBeVisible();
    await expect(players).toHaveCount(2);
    await confirmRemove.getByTestId('confirm-remove-member-confirm').click();
    await expect(players).toHaveCount(1);

    // Training times: none yet; the manager adds Tuesday's and reads it as people will.
    const trainings = page.getByTestId('team-trainings');
    await expect(trainings.getByTestId('trainings-empty')).toHaveText(es('trainings.empty'));
    await trainings.getByTestId('edit-trainings').click();
    await trainings.getByTestId('add-training').click();
    await choose(page, trainings.getByTestId('training-weekday'), 'Martes');
    await trainings.getByTestId('training-place').fill('Campo 2');
    await expectNoSeriousA11yViolations(page, 'training times editor');
    await trainings.getByTestId('save-trainings').click();
    await expect(trainings.getByTestId('training-slot')).toHaveText(['Martes 18:00–19:30 · Campo 2']);

    // Edit the name.
    const renamed = `${name} B`;
    await page.getByTestId('edit-team').click();
    const edit = page.getByRole('dialog', { name: es('form.editTitle') });
    await edit.getByTestId('team-field-name').fill(renamed);
    await edit.getByTestId('team-form-submit').click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team details with its roster');

    // The details page fits a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The older application's path lands on the details page.
    await page.goto(`/clubes/${club}/equipos/${teamHash}/ver`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/teams/${teamHash}/details$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Delete, after confirming: back on the list with a success alert.
    await page.getByTestId('delete-team').click();
    const confirmDelete = page.getByRole('dialog', { name: es('deleteTeam.title') });
    await expect(confirmDelete).toContainText(renamed);
    await expectNoSeriousA11yViolations(page, 'delete team confirmation');
    await confirmDelete.getByTestId('confirm-delete-team-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/teams/all$`));
    await expect(page.getByText(es('deleteTeam.deleted', { name: renamed }))).toBeVisible();
    await expect(page.getByTestId('team-card').filter({ hasText: renamed })).toHaveCount(0);
  });
});

test.describe('teams in en', () => {
  test.use({ uiLocale: 'en' });

  test('the filtered list and the new team form work on a 375 px phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    const en = (key: string) => t('en', `teams:${key}`);
    const { clubHash } = await profileOf(request, ACCOUNTS.manager);
    const club = clubHash('cd-demo');
    await enterAsManager(page, 'en');
    await page.setViewportSize({ width: 375, height: 800 });

    await page.goto(`/dashboard/manager/${club}/teams/all?sport=football&gender=women`);
    await expect(page.getByTestId('team-card').filter({ hasText: 'Sénior Femenino' })).toBeVisible();
    await expect(page.getByTestId('team-card').filter({ hasText: 'Sénior Masculino A' })).toHaveCount(0);
    await expect(page.getByTestId('teams-filters')).toContainText(en('sports.football'));
    await expect(page.getByTestId('teams-filters')).toContainText(en('genders.women'));
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'filtered teams list at 375 px');

    await page.getByTestId('new-team').click();
    const dialog = page.getByRole('dialog', { name: en('form.createTitle') });
    await dialog.getByTestId('team-field-name').fill(uniqueTeamName('team'));
    await dialog.getByTestId('team-form-submit').click();
    await expect(dialog.getByTestId('team-form-alert')).toHaveText(
      'Not all required fields are filled, please check that Name, Sport, Category and Gender are properly set.',
    );
    for (const field of ['sport', 'category', 'gender']) {
      await expect(dialog.getByTestId(`team-field-${field}`)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(dialog.getByTestId('team-field-name')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'new team form at 375 px');

    // The older application's list path lands on the list.
    await page.goto(`/clubes/${club}/equipos`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/teams/all$`));
  });
});
