import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t, type Locale } from '../support/i18n';
import { newPerson } from '../support/people';
import { TINY_PNG } from '../support/signup';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';
import { expectNoHorizontalOverflow } from '../support/layout';

/** A surname nobody else in the shared database has (tests run in parallel with other specs). */
function uniqueSurname(tag: string) {
  return `E2e ${newPerson(tag).email.split('@')[0]}`;
}

async function managerApi(request: APIRequestContext) {
  const login = await request.post('/api/authentication_token', { data: { username: ACCOUNTS.manager, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { clubHash } = await profileOf(request, ACCOUNTS.manager);
  const club = clubHash('cd-demo');
  const create = async (data: object) => {
    const response = await request.post(`/api/clubs/${club}/people`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; name: string; surname: string };
  };
  return { club, create };
}

async function enterAsManager(page: Page, locale: Locale) {
  await logIn(page, ACCOUNTS.manager, locale);
  await page.getByTestId('profile-cd-demo-manager').click();
  await expect(page).toHaveURL(/\/overview$/);
}

test.describe('person page in es', () => {
  test.use({ uiLocale: 'es' });

  test('a manager creates an athlete (bad DNI first), edits, disables and enables them', async ({ page, request }) => {
    test.setTimeout(180_000);
    const locale = 'es';
    const { club } = await managerApi(request);
    const surname = uniqueSurname('person');
    const dni = newPerson('person-dni').identification;
    await enterAsManager(page, locale);
    await page.goto(`/dashboard/manager/${club}/persons/athletes`);

    await page.getByTestId('create-person').click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('person-form');
    await form.locator('input[name=name]').fill('Aina');
    await form.locator('input[name=surname]').fill(surname);
    await form.locator('input[name=dni]').fill('12345678A');
    await form.locator('select[name=category]').selectOption('Under-12');
    await form.getByTestId('person-form-submit').click();
    await expect(form.getByTestId('field-error-dni')).toHaveText(t(locale, 'forms:fieldErrors.identification'));
    await expectNoSeriousA11yViolations(page, 'new person form with an error');

    await form.locator('input[name=dni]').fill(dni.toLowerCase());
    await form.getByTestId('person-form-submit').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${club}/persons/person/[\\w-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Aina ${surname}`);
    await expect(page.getByTestId('person-dni')).toHaveText(dni);
    await expect(page.getByTestId('person-qr')).toHaveText(/^[0-9a-f]{32}$/);
    await expect(page.getByTestId('person-category')).toHaveText(t(locale, 'person:categories.Under-12'));
    await expect(page).toHaveTitle(`Tribuna - ${t(locale, 'person:titles.person')}`);
    await expectNoSeriousA11yViolations(page, 'person page');

    // Edit one field: only it changes.
    await page.getByTestId('edit-person').click();
    const edit = page.getByRole('dialog').getByTestId('person-form');
    await edit.locator('input[name=phone]').fill('+34 600 123 456');
    await edit.getByTestId('person-form-submit').click();
    await expect(page.getByTestId('person-phone')).toHaveText('+34 600 123 456');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A photo for the club card: resized by the server and shown at its versioned address.
    const photo = page.getByTestId('person-photo');
    await photo.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(photo.getByRole('img')).toHaveAttribute('src', /\/people\/[\w-]+\/photo\?v=[\w-]+$/);
    await expect(photo.getByRole('button', { name: t(locale, 'person:photo.remove') })).toBeVisible();

    // Disable, then enable again, each after confirming.
    await page.getByTestId('disable-person').click();
    await page.getByTestId('confirm-status').click();
    await expect(page.getByTestId('person-status')).toHaveAttribute('data-enabled', 'false');
    await expect(page.getByTestId('person-status')).toHaveText(t(locale, 'person:status.disabled'));
    await page.getByTestId('enable-person').click();
    await page.getByTestId('confirm-status').click();
    await expect(page.getByTestId('person-status')).toHaveAttribute('data-enabled', 'true');

    // A phone: nothing sticks out sideways, neither the page nor the open form.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('person-details')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByTestId('edit-person').click();
    await expect(page.getByRole('dialog').getByTestId('person-form')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'person form on a phone');
  });
});

test.describe('families in en', () => {
  test.use({ uiLocale: 'en' });

  test('a manager links a guardian to a child athlete and unlinks them', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { club, create } = await managerApi(request);
    const child = await create({ type: 'player', name: 'Nil', surname: uniqueSurname('child'), category: 'Under-10' });
    const guardian = await create({ type: 'guardian', name: 'Jana', surname: uniqueSurname('guardian') });
    await enterAsManager(page, 'en');
    await page.goto(`/dashboard/manager/${club}/persons/person/${child.id}`);

    await expect(page.getByTestId('guardian-list-empty')).toBeVisible();
    await page.getByTestId('guardian-search-input').fill(guardian.surname);
    const candidate = page.getByTestId('guardian-candidate').filter({ hasText: guardian.surname });
    await candidate.getByTestId('link-guardian').click();
    const linked = page.getByTestId('guardian-list').getByRole('link', { name: `Jana ${guardian.surname}` });
    await expect(linked).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'child with a guardian');

    // The guardian's page lists the child.
    await linked.click();
    await expect(page.getByTestId('children-list').getByRole('link', { name: `Nil ${child.surname}` })).toBeVisible();
    await page
      .getByTestId('children-list')
      .getByRole('link', { name: `Nil ${child.surname}` })
      .click();

    await page.getByRole('button', { name: t('en', 'person:guardians.unlinkLabel', { name: `Jana ${guardian.surname}` }) }).click();
    await expect(page.getByRole('dialog')).toContainText(`Jana ${guardian.surname}`);
    await page.getByTestId('confirm-unlink').click();
    await expect(page.getByTestId('guardian-list-empty')).toBeVisible();
  });

  test('an unknown person shows a not-found state', async ({ page, request }) => {
    const { club } = await managerApi(request);
    await enterAsManager(page, 'en');
    await page.goto(`/dashboard/manager/${club}/persons/person/AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'person:notFound.title'));
  });
});
