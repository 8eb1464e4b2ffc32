import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t, tabTitle } from '../support/i18n';
import { logIn } from '../support/session';
import { expect, test } from '../support/test';
import { openFromMenu } from '../support/menu';

type ListedPerson = { id: string; name: string; surname: string; category: string | null };
type Collection = { 'hydra:member': ListedPerson[]; 'hydra:totalItems': number };

/**
 * The seed's CD Demo people have e-mails like "maria.12.1001@example.test": searching for this
 * keeps a test to them, away from the people other specs create in the same database meanwhile.
 */
const SEEDED = '1001@example';
const strip = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const hasAccent = (text: string) => strip(text) !== text.toLowerCase();
/** "hugo" → "húgo": the first vowel gets an accent the stored name does not have. */
const accentFirstVowel = (word: string) => word.replace(/[aeiou]/i, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v.toLowerCase()]!);

/** The manager's view of CD Demo through the API, to know what the seed holds. */
async function demoClub(request: APIRequestContext) {
  const login = await request.post('/api/authentication_token', { data: { username: ACCOUNTS.manager, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const profile = (await (await request.get('/api/profile', { headers })).json()) as { clubs: { hash: string; shortname: string }[] };
  const club = profile.clubs.find((c) => c.shortname === 'cd-demo')!.hash;
  const list = async (query: string) => {
    const response = await request.get(`/api/clubs/${club}/people?${query}`, { headers });
    expect(response.ok()).toBeTruthy();
    return (await response.json()) as Collection;
  };
  return { club, list, athletesUrl: `/dashboard/manager/${club}/persons/athletes` };
}

async function openAsManager(page: Page, url: string) {
  await logIn(page, ACCOUNTS.manager);
  await page.getByTestId('profile-cd-demo-manager').click();
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * The table shows the answer to the current URL: the page has rendered the URL's state (the
 * router updates the address before React renders it) and is not showing the previous rows
 * kept while the next ones load.
 */
async function settled(page: Page) {
  await expect
    .poll(async () => (await page.getByTestId('people-list').getAttribute('data-state')) === new URL(page.url()).searchParams.toString())
    .toBe(true);
  await expect(page.getByTestId('people-table')).toBeVisible();
  await expect(page.getByTestId('people-table')).not.toHaveAttribute('aria-busy', 'true');
}

const rowIds = (page: Page) => page.getByTestId('person-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-person')));
const totalOf = async (page: Page) => Number(await page.getByTestId('people-total').getAttribute('data-total'));

test.describe('people lists of a manager', () => {
  // Each test signs in and walks several list states (three axe scans in one); other specs share the server meanwhile.
  test.describe.configure({ timeout: 180_000 });

  test('finds an athlete typing part of the name without the accents it has, and with accents it has not', async ({ page, request }) => {
    const { list, athletesUrl } = await demoClub(request);
    const athletes = (await list(`role=player&search=${SEEDED}&itemsPerPage=100`))['hydra:member'];
    const accented = athletes.find((p) => hasAccent(p.name) && hasAccent(p.surname.split(' ')[0]!))!;
    const plain = athletes.find((p) => !hasAccent(`${p.name} ${p.surname}`))!;
    expect(accented, 'a seeded athlete with accents').toBeTruthy();
    expect(plain, 'a seeded athlete without accents').toBeTruthy();

    await openAsManager(page, athletesUrl);
    await expect(page).toHaveTitle(tabTitle('es', 'athletes'));
    const search = page.getByRole('searchbox', { name: t('es', 'people:search.label') });
    const cases = [
      // "Núria Ibáñez Roig" → "nuri ibanez roig": no accents typed.
      { person: accented, typed: [strip(accented.name).slice(0, 4), ...accented.surname.split(' ').map(strip)].join(' ') },
      // "Hugo Puig Castro" → "húgo púig castro": accents the stored name does not have.
      { person: plain, typed: [accentFirstVowel(plain.name), ...plain.surname.split(' ').map(accentFirstVowel)].join(' ') },
    ];
    for (const { person, typed } of cases) {
      await search.fill('');
      await search.pressSequentially(typed, { delay: 20 });
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
      await settled(page);
      await expect(page.locator(`[data-testid=person-row][data-person="${person.id}"]`)).toBeVisible();
      // Every row found has each typed word somewhere, accents aside.
      for (const text of await page.getByTestId('person-row').allTextContents()) {
        for (const word of typed.split(' ')) expect(strip(text)).toContain(strip(word));
      }
    }

    // A reload keeps the search.
    await page.reload();
    await expect(search).toHaveValue(cases[1]!.typed);
    await expect(page.locator(`[data-testid=person-row][data-person="${plain.id}"]`)).toBeVisible();
  });

  test('filters athletes by category, and a filter needs an option and cannot be applied twice', async ({ page, request }) => {
    const { athletesUrl } = await demoClub(request);
    await openAsManager(page, athletesUrl);
    await settled(page);
    const before = await totalOf(page);
    expect(before).toBeGreaterThan(0);

    await page.getByTestId('people-filter-add').click();
    const editor = page.getByTestId('people-filter-editor');
    await editor.getByTestId('people-filter-field').selectOption('category');
    await expect(editor.getByTestId('people-filter-apply')).toBeDisabled();
    await expect(editor).toContainText(t('es', 'people:filters.needOption'));
    const label = t('es', 'people:categories.Under-12');
    await editor.getByLabel(label).check();
    await editor.getByTestId('people-filter-apply').click();

    await expect(page).toHaveURL(/category=Under-12/);
    await settled(page);
    await expect(page.getByTestId('people-total')).not.toHaveAttribute('data-total', String(before));
    const after = await totalOf(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    const categories = await page.locator('[data-testid=person-row] [data-column=category]').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set([label]));
    await expect(page.getByTestId('people-filter-chip-category')).toContainText(label);

    // The applied field is not offered again.
    await page.getByTestId('people-filter-add').click();
    await expect(editor.getByTestId('people-filter-field').locator('option')).toHaveText([
      t('es', 'people:filters.fields.gender'),
      t('es', 'people:filters.fields.status'),
    ]);
    await expectNoSeriousA11yViolations(page, 'athletes list with the filter editor open');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // Removing the chip brings every athlete back.
    await page
      .getByRole('button', { name: t('es', 'people:filters.remove', { field: t('es', 'people:filters.fields.category') }) })
      .click();
    await expect(page).not.toHaveURL(/category=/);
    await settled(page);
    await expect(page.getByTestId('people-total')).not.toHaveAttribute('data-total', String(after));
  });

  test('sorts by a column and pages through the list; the URL keeps both', async ({ page, request }) => {
    const { list, athletesUrl } = await demoClub(request);
    await openAsManager(page, `${athletesUrl}?q=${encodeURIComponent(SEEDED)}`);
    await settled(page);
    const surname = page.getByTestId('people-sort-surname');
    await expect(surname).toHaveAttribute('aria-sort', 'ascending');

    await surname.getByRole('button').click();
    await expect(surname).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=surname&dir=desc/);
    await settled(page);
    const bySurnameDesc = await list(`role=player&search=${SEEDED}&order[surname]=desc&itemsPerPage=30`);
    expect(await rowIds(page)).toEqual(bySurnameDesc['hydra:member'].map((p) => p.id));

    const birthDate = page.getByTestId('people-sort-birthDate');
    await birthDate.getByRole('button', { name: t('es', 'people:columns.birthDate') }).click();
    await expect(birthDate).toHaveAttribute('aria-sort', 'ascending');
    await expect(surname).not.toHaveAttribute('aria-sort');
    await settled(page);
    const byBirth = (page: number) => list(`role=player&search=${SEEDED}&order[birthDate]=asc&itemsPerPage=30&page=${page}`);
    expect(await rowIds(page)).toEqual((await byBirth(1))['hydra:member'].map((p) => p.id));

    // Hydra pages: page 2 shows the API's page 2.
    const pages = page.getByRole('navigation', { name: t('es', 'people:pagination.label') });
    await pages.getByRole('button', { name: t('es', 'people:pagination.page', { page: '2' }) }).click();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    expect(await rowIds(page)).toEqual((await byBirth(2))['hydra:member'].map((p) => p.id));
    await expect(page.getByTestId('people-range')).toContainText('31–60');

    // A smaller page size starts again at page 1.
    await page.getByTestId('people-page-size').selectOption('10');
    await expect(page).toHaveURL(/size=10/);
    await expect(page).not.toHaveURL(/page=2/);
    await settled(page);
    await expect(page.getByTestId('person-row')).toHaveCount(10);

    // Back returns to page 2 of 30; reload keeps the sort.
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await settled(page);
    await expect(page.getByTestId('person-row')).toHaveCount(30);
    await page.reload();
    await expect(page.getByTestId('people-sort-birthDate')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('people-range')).toContainText('31–60');
  });

  test('exports the filtered list as CSV and XLSX', async ({ page, request }) => {
    const { list, athletesUrl } = await demoClub(request);
    await openAsManager(page, `${athletesUrl}?q=${encodeURIComponent(SEEDED)}&category=Under-12`);
    await settled(page);
    const total = await totalOf(page);
    expect(total).toBe((await list(`role=player&search=${SEEDED}&category[]=Under-12`))['hydra:totalItems']);

    await page.getByTestId('people-export').click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('people-export-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/^athletes-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // In the club's language (CD Demo: es-ES), with ";" between cells as Excel in Spain expects.
    const columns = ['name', 'surname', 'dni', 'email', 'phone', 'birthDate'].map((key) => t('es', `people:columns.${key}`));
    const more = ['filters.fields.gender', 'columns.category', 'columns.membershipNumber', 'columns.role', 'columns.status'];
    expect(lines[0]).toBe([...columns, ...more.map((key) => t('es', `people:${key}`))].join(';'));
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) {
      expect(line).toContain(`;${t('es', 'people:categories.Under-12')};`);
      expect(line).toContain(`;${t('es', 'person:roles.player')};`);
      expect(line).toMatch(/1001@example\.test/);
      expect(line).toMatch(/;\d{2}\/\d{2}\/\d{4};/);
    }
    // The rows on screen are in the file.
    const emails = await page.locator('[data-testid=person-row] [data-column=email]').allTextContents();
    for (const email of emails) expect(lines.some((line) => line.includes(`;${email};`))).toBeTruthy();

    await page.getByTestId('people-export').click();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('people-export-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^athletes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile(await xlsx.path());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    await expect(page.getByTestId('people-export')).toBeEnabled();
  });

  test('partners and users lists, the empty search state, accessibility and a 375 px phone', async ({ page, request }) => {
    const { club } = await demoClub(request);
    await openAsManager(page, `/dashboard/manager/${club}/overview`);
    await openFromMenu(page, 'partners', 'persons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'people:lists.partners.title'));
    await expect(page).toHaveTitle(tabTitle('es', 'partners'));
    await settled(page);
    await expect(page.getByTestId('people-sort-surname')).toHaveAttribute('aria-sort', 'ascending');
    await expectNoSeriousA11yViolations(page, 'partners list');

    await page.getByTestId('menu-users').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('es', 'people:lists.users.title'));
    await settled(page);
    await page.getByRole('searchbox', { name: t('es', 'people:search.label') }).fill('manager@demo.test');
    await expect(page.getByTestId('person-row').first()).toContainText('manager@demo.test');

    // Nothing found: the empty state offers to clear the search.
    await page.getByRole('searchbox', { name: t('es', 'people:search.label') }).fill('zzzz-nadie-se-llama-asi');
    await expect(page.getByTestId('people-empty')).toContainText(t('es', 'people:empty.filtered'));
    await expectNoSeriousA11yViolations(page, 'users list, nothing found');
    await page.getByRole('button', { name: t('es', 'people:empty.clear') }).click();
    await settled(page);
    await expect(page.getByRole('searchbox', { name: t('es', 'people:search.label') })).toHaveValue('');

    // On a phone the page does not scroll sideways; the table scrolls inside its own area.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/dashboard/manager/${club}/persons/athletes`);
    await settled(page);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      body: document.body.scrollWidth - document.body.clientWidth,
    }));
    expect(overflow).toEqual({ page: 0, body: 0 });
    const table = await page.getByTestId('people-table').evaluate((el) => el.getBoundingClientRect().width);
    expect(table).toBeGreaterThan(375);
    await expectNoSeriousA11yViolations(page, 'athletes list at 375 px');
  });
});
