import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enter } from '../support/messaging';
import { openFromMenu } from '../support/menu';
import { expect, test } from '../support/test';

const es = (key: string, values?: Record<string, string>) => t('es', `rights:${key}`, values);
const downloaded = async (download: Promise<Download>) => readFile((await (await download).path())!);

async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/authentication_token', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * Issue 25 part 4: CD Demo's manager downloads a person's data export (JSON and PDF) from
 * Administration › Data rights, asks to erase a person (the dry run lists what is erased,
 * anonymised or kept), cannot approve their own request, another person who runs the club
 * approves it, and the manager undoes it within the 14 days; the audit log shows each step.
 */
test('a person’s data export downloads; an erasure is previewed, approved by a second person and undone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const surname = `Borrable${Date.now().toString(36)}`;
  // Someone made for this test, so the demo's people are never touched.
  const manager = await apiAs(request, ACCOUNTS.manager);
  const me = (await (await request.get('/api/profile', { headers: manager })).json()) as { clubs: { hash: string; shortname: string }[] };
  const clubHash = me.clubs.find((c) => c.shortname === 'cd-demo')!.hash;
  const created = await request.post(`/api/clubs/${clubHash}/people`, {
    headers: manager,
    data: { type: 'member', name: 'Eva', surname, email: `${surname.toLowerCase()}@example.test` },
  });
  expect(created.status()).toBe(201);

  await enter(page, ACCOUNTS.manager, 'profile-cd-demo-manager');
  await openFromMenu(page, 'dataRights', 'administration');
  await expect(page.getByRole('heading', { level: 1, name: es('rights.title') })).toBeVisible();

  await test.step('finds the person and downloads their data as JSON and PDF', async () => {
    await page.getByTestId('rights-person-search').fill(surname);
    await page.getByTestId('rights-person-choose').first().click();
    await expect(page.getByTestId('rights-person-chosen')).toContainText(surname);
    const jsonDownload = page.waitForEvent('download');
    await page.getByTestId('rights-export-json').click();
    const data = JSON.parse((await downloaded(jsonDownload)).toString('utf8')) as { record: { person: { surname: string } } };
    expect(data.record.person.surname).toBe(surname);
    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('rights-export-pdf').click();
    expect((await downloaded(pdfDownload)).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, 'data rights');
  });

  await test.step('asks to erase them: the dry run lists what is erased, anonymised and kept', async () => {
    await page.getByTestId('rights-erase').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('erasure-plan')).toBeVisible();
    await expect(dialog.getByTestId('erasure-plan-line').filter({ hasText: es('items.identity') })).toContainText(es('outcomes.erase'));
    await expect(dialog.getByTestId('erasure-plan-line').filter({ hasText: es('items.charges') })).toContainText(es('outcomes.keep'));
    await expectNoSeriousA11yViolations(page, 'erasure dry run');
    await dialog.getByTestId('erasure-submit').click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('erasure-request').filter({ hasText: surname });
    await expect(row).toHaveAttribute('data-status', 'awaiting_approval');
    // The one who asked cannot approve it.
    await expect(row.getByTestId('erasure-own')).toHaveText(es('rights.ownRequest'));
    await expect(row.getByTestId('erasure-approve')).toHaveCount(0);
  });

  await test.step('a second person who runs the club approves it; the manager undoes it within the 14 days', async () => {
    const admin = await apiAs(request, ACCOUNTS.admin);
    const list = (await (await request.get(`/api/clubs/${clubHash}/erasure-requests`, { headers: admin })).json()) as {
      'hydra:member': { hash: string; person: { name: string }; status: string; canApprove: boolean }[];
    };
    const open = list['hydra:member'].find((r) => r.person.name.includes(surname) && r.status === 'awaiting_approval')!;
    expect(open.canApprove).toBe(true);
    expect((await request.post(`/api/clubs/${clubHash}/erasure-requests/${open.hash}/approve`, { headers: admin })).status()).toBe(200);

    await page.reload();
    const row = page.getByTestId('erasure-request').filter({ hasText: surname });
    await expect(row).toHaveAttribute('data-status', 'scheduled');
    await expect(row).toContainText('Admin Tribuna');
    await row.getByTestId('erasure-cancel').click();
    await expect(row).toHaveAttribute('data-status', 'undone');
  });

  await test.step('the audit log shows each step', async () => {
    await openFromMenu(page, 'audit', 'administration');
    await page.getByTestId('audit-person-search').fill(surname);
    await page.getByTestId('audit-person-choose').first().click();
    const table = page.getByTestId('audit-table');
    await expect(table.getByText('dataRights.erasure.undone').first()).toBeVisible();
    await expect(table.getByText('dataRights.erasure.approved').first()).toBeVisible();
    await expect(table.getByText('dataRights.personExported').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
