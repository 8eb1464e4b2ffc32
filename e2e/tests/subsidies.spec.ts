import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enter } from '../support/messaging';
import { openFromMenu } from '../support/menu';
import { expect, test } from '../support/test';

const es = (key: string, values?: Record<string, string>) => t('es', `subsidies:${key}`, values);
const downloaded = async (download: Promise<Download>) => readFile((await (await download).path())!);
/** A receipt as a phone would send it: a small PDF. */
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 25 part 3's "Done when": CD Demo's manager opens the subsidy "Escuelas deportivas" from
 * the Subsidies submenu (second in the menu), adds an expense with its receipt, downloads the
 * receipt back and the justification for the funder (PDF and XLSX).
 */
test('the manager opens "Escuelas deportivas" from the Subsidies submenu, adds a receipt and downloads the justification', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const concept = `Petos e2e ${Date.now().toString(36)}`;
  await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');

  await test.step('the Subsidies submenu is second in the menu, one entry per subsidy by name', async () => {
    const group = page.getByTestId('menu-subsidies');
    await expect(group).toBeVisible();
    const topEntries = page.getByTestId('sidebar-menu').locator(':scope > [data-testid^="menu-"]');
    await expect(topEntries.nth(1)).toHaveAttribute('data-testid', 'menu-subsidies');
    const entry = page.locator('[data-testid^="menu-subsidy-"]', { hasText: 'Escuelas deportivas' });
    if (!(await entry.isVisible())) await group.click();
    await entry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Escuelas deportivas' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manager\/[\w-]+\/subsidies\/[\w-]+$/);
    // The demo's grant: 12.000 € from the city, with expenses and young players as beneficiaries.
    await expect(page.getByTestId('subsidy-amount-figure')).toHaveText(/12\.000,00\s€/);
    await expect(page.getByTestId('expense-row').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'a subsidy');
  });

  await test.step('adds an expense with its receipt, which downloads back as the same file', async () => {
    await page.getByTestId('expense-add').click();
    const form = page.getByTestId('expense-form');
    await form.getByTestId('expense-supplier').fill('Deportes Olimpia');
    await form.getByTestId('expense-concept-input').fill(concept);
    await form.getByTestId('expense-amount').fill('123,45');
    await form.locator('input[type=file]').setInputFiles({ name: 'factura-petos.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
    await form.getByTestId('expense-save').click();
    await expect(form).toBeHidden();
    const row = page.getByTestId('expense-row').filter({ hasText: concept });
    await expect(row.getByTestId('expense-receipt')).toContainText('factura-petos.pdf');
    await expect(row).toContainText(/123,45\s€/);

    const receipt = page.waitForEvent('download');
    await row.getByTestId('expense-receipt').click();
    expect((await receipt).suggestedFilename()).toBe('factura-petos.pdf');
    expect((await downloaded(receipt)).equals(RECEIPT_PDF)).toBe(true);
  });

  await test.step('downloads the justification as PDF and as XLSX', async () => {
    const pdf = page.waitForEvent('download');
    await page.getByTestId('subsidy-justification').click();
    await page.getByTestId('subsidy-justification-pdf').click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloaded(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const xlsx = page.waitForEvent('download');
    await page.getByTestId('subsidy-justification').click();
    await page.getByTestId('subsidy-justification-xlsx').click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a zip archive.
    expect((await downloaded(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  await test.step('the beneficiaries say how each was chosen', async () => {
    await page.getByTestId('subsidy-tab-beneficiaries').click();
    await expect(page.getByTestId('beneficiary-row').first()).toBeVisible();
  });

  await test.step('Administration › Subsidies lists it as the manager’s own', async () => {
    await openFromMenu(page, 'subsidiesAdmin', 'administration');
    await expect(page.getByRole('heading', { level: 1, name: es('title') })).toBeVisible();
    await expect(page.getByTestId('subsidy-row').filter({ hasText: 'Escuelas deportivas' }).getByTestId('subsidy-open')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the subsidies list');
  });
});

test('the older /clubes/{clubHash}/subvenciones/{id} address leads to the subsidy', async ({ page }) => {
  // A cold start of the whole app from an address: on a busy two-core machine its chunks take a while.
  test.setTimeout(120_000);
  await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');
  const entry = page.locator('[data-testid^="menu-subsidy-"]', { hasText: 'Escuelas deportivas' });
  if (!(await entry.isVisible())) await page.getByTestId('menu-subsidies').click();
  const href = (await entry.getAttribute('href'))!;
  const [, clubHash, subsidyHash] = /\/dashboard\/manager\/([\w-]+)\/subsidies\/([\w-]+)$/.exec(href)!;
  await page.goto(`/clubes/${clubHash}/subvenciones/${subsidyHash}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/manager/${clubHash}/subsidies/${subsidyHash}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Escuelas deportivas' })).toBeVisible({ timeout: 45_000 });
});
