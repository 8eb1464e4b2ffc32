import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { checkCardCode } from '@tribuna/contract/card-code';
import { expect, test } from '../support/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { enterProfile, logIn, profileOf } from '../support/session';
import { expectNoHorizontalOverflow } from '../support/layout';

type Card = {
  person: { hash: string; name: string; surname: string };
  qrIdentifier: string;
  cardKey?: string;
  status: 'active' | 'inactive';
};

/** The cards as the API gives them to this account (the page must show the same). */
async function cardsOf(request: APIRequestContext, username: string, children = false): Promise<Card[]> {
  const { clubHash } = await profileOf(request, username);
  const login = await request.post('/api/authentication_token', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const url = `/api/clubs/${clubHash('cd-demo')}/member-card${children ? '/children' : ''}`;
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as Card | Card[];
  return Array.isArray(body) ? body : [body];
}

/**
 * The QR drawn on the page encodes `value`: its dark modules (read back from the SVG path, drawn
 * as runs "M x y h n v1 h-n z" after a 4-module quiet zone) are exactly those of `value`'s symbol.
 */
async function expectQrOf(qr: Locator, value: string) {
  await expect(qr).toHaveAttribute('data-value', value);
  const path = (await qr.locator('path').getAttribute('d')) ?? '';
  const expected = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
  const dark = new Set<string>();
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(length); i += 1) dark.add(`${Number(y) - 4},${Number(x) - 4 + i}`);
  }
  let mismatches = 0;
  for (let row = 0; row < expected.size; row += 1) {
    for (let column = 0; column < expected.size; column += 1) {
      if (dark.has(`${row},${column}`) !== (expected.get(row, column) === 1)) mismatches += 1;
    }
  }
  expect(dark.size).toBeGreaterThan(0);
  expect(mismatches, 'modules that differ from the encoded identifier').toBe(0);
}

/**
 * The card's QR carries its rotating code (issue 24): signed with the card's key for this minute,
 * so the door reads it as valid, and drawn module for module.
 */
async function expectCardCodeOf(qr: Locator, card: Card) {
  await expect(qr).toHaveAttribute('data-value', new RegExp(`^TRB1\\.${card.qrIdentifier}\\.`));
  const value = (await qr.getAttribute('data-value'))!;
  const keyOf = (identifier: string) => (identifier === card.qrIdentifier ? card.cardKey : null);
  expect(await checkCardCode(value, keyOf, Date.now())).toEqual({ kind: 'valid', qrIdentifier: card.qrIdentifier });
  await expectQrOf(qr, value);
}

async function openMyId(page: Page, username: string, profile: string) {
  await logIn(page, username);
  await enterProfile(page, profile);
  // From the menu on a wide screen; a phone's menu is behind the burger, so go by address there.
  if ((page.viewportSize()?.width ?? 0) > 800) await page.getByTestId('menu-myId').click();
  else await page.goto(page.url().replace(/overview$/, 'my-id'));
  await expect(page).toHaveURL(/\/my-id$/);
}

/** The offline worker holds the app shell and the profile: an offline reload can start the app. */
async function waitForOfflineCopy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const shell = (await (await caches.open('tribuna-shell-v1')).keys()).map((r) => new URL(r.url).pathname);
        const api = (await (await caches.open('tribuna-api-v1')).keys()).map((r) => new URL(r.url).pathname);
        return shell.includes('/index.html') && shell.some((p) => p.startsWith('/assets/')) && api.includes('/api/profile');
      }),
    )
    .toBe(true);
}

test('a member sees their club card with one QR code and no printed identifier, prints it, downloads it and reads it offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const [card] = await cardsOf(request, ACCOUNTS.member);
  const name = `${card!.person.name} ${card!.person.surname}`;
  await openMyId(page, ACCOUNTS.member, 'profile-cd-demo-member');

  const shown = page.getByTestId('member-card');
  await expect(shown.getByTestId('card-name')).toHaveText(name);
  await expect(shown.getByTestId('card-status')).toHaveText(t('es', `card:status.${card!.status}`));
  // One QR, the card's; the identifier it carries is not printed for people to read (issue 21 item 10).
  await expectCardCodeOf(shown.getByTestId('card-qr'), card!);
  await expect(page.getByRole('img', { name: t('es', 'card:qr.label') })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(1);
  await expect(page.getByTestId('card-qr-large')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(card!.qrIdentifier);
  await expectNoSeriousA11yViolations(page, 'member My ID');

  // Print: only the card, at its real size (85.6 mm wide).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByTestId('card-print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('printable-card')).toBeVisible();
  for (const hidden of [page.getByTestId('sidebar-menu'), page.getByRole('heading', { level: 1 }), page.getByTestId('card-pdf')]) {
    await expect(hidden).toBeHidden();
  }
  const width = (await shown.boundingBox())!.width;
  expect(Math.abs(width - (85.6 / 25.4) * 96)).toBeLessThan(2);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('card-pdf')).toBeVisible();

  // Download as PDF.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('card-pdf').click();
  const download = await downloading;
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  expect(download.suggestedFilename()).toBe(`carnet-${slug}.pdf`);
  const pdf = readFileSync((await download.path())!).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // Written by pdfkit in the browser: one A4 page.
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  expect(pdf).toContain('/MediaBox [0 0 595.28 841.89]');

  // Offline: the reload starts from the service worker and shows the saved copy, QR included.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await waitForOfflineCopy(page);
  await context.setOffline(true);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('card-offline-notice')).toBeVisible();
  await expect(page.getByTestId('member-card').getByTestId('card-name')).toHaveText(name);
  await expect(page.getByTestId('card-as-of')).toBeVisible();
  await expectCardCodeOf(page.getByTestId('member-card').getByTestId('card-qr'), card!);
  await context.setOffline(false);
});

test('My ID fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openMyId(page, ACCOUNTS.member, 'profile-cd-demo-member');
  await expect(page.getByTestId('member-card')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const box = (await page.getByTestId('member-card').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('card-qr')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'My ID at 375 px');
});

test.describe('guardian in English', () => {
  test.use({ uiLocale: 'en' });

  test("a guardian sees their child on the overview and the child's card with its QR code", async ({ page, request }) => {
    const children = await cardsOf(request, ACCOUNTS.guardian, true);
    const leo = children.find((c) => c.person.name === 'Leo' && c.person.surname === 'Martín');
    expect(leo, 'the seeded child Leo Martín').toBeTruthy();

    await logIn(page, ACCOUNTS.guardian, 'en');
    await enterProfile(page, 'profile-cd-demo-guardian');
    const section = page.getByTestId('guardian-children');
    await expect(section.getByRole('heading', { name: t('en', 'card:family.heading') })).toBeVisible();
    const item = section.getByTestId('guardian-child').filter({ hasText: 'Leo Martín' });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('guardian-child-status')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'guardian overview');

    await item.getByRole('link', { name: t('en', 'card:family.seeCardOf', { name: 'Leo Martín' }) }).click();
    await expect(page).toHaveURL(new RegExp(`/my-id#child-${leo!.person.hash}$`));
    const block = page.getByRole('region', { name: 'Leo Martín' });
    await expect(block).toBeInViewport();
    await expect(block.getByTestId('card-name')).toHaveText('Leo Martín');
    await expectCardCodeOf(block.getByTestId('card-qr'), leo!);
    await expect(block).not.toContainText(leo!.qrIdentifier);
    // The guardian's own card is there too.
    await expect(page.getByRole('region', { name: t('en', 'card:page.ownHeading') }).getByTestId('member-card')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'guardian My ID');
  });
});
