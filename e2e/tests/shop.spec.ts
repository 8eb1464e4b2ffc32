import { readFile } from 'node:fs/promises';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { waitForAttachments, waitForMail } from '../support/mailbox';
import { logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';

const es = (key: string, values: Record<string, string | number> = {}) =>
  t('es', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));

test.describe('shop in es', () => {
  test.use({ uiLocale: 'es' });

  test('a manager sells a T-shirt in three sizes with VAT included; a visitor on a phone buys two from the portal and pays', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const campaignName = `Camisetas ${stamp}`;
    const shirt = `Camiseta ${stamp}`;
    const buyerEmail = `laia-${stamp}@example.org`;

    // The manager creates the campaign and lands on it.
    await logIn(page, ACCOUNTS.manager, 'es');
    await page.getByTestId('profile-cd-demo-manager').click();
    await page.getByTestId('menu-campaigns').click();
    await expect(page.getByRole('heading', { level: 1, name: es('commerce:title') })).toBeVisible();
    await expect(page.getByTestId('campaign-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'campaigns');
    await page.getByTestId('campaign-add').click();
    await page.getByTestId('campaign-name').fill(campaignName);
    await page.getByTestId('campaign-save').click();
    await expect(page.getByRole('heading', { level: 1, name: campaignName })).toBeVisible();

    // A T-shirt at 25 € with 21 % VAT included (the club's usual tax, chosen for it), in S, M and L.
    await page.getByTestId('product-add').click();
    const form = page.getByTestId('product-form');
    await form.getByTestId('product-name').fill(shirt);
    await form.getByTestId('product-price').fill('25');
    await expect(form.getByTestId('product-tax')).toHaveValue(es('commerce:taxTypes.included', { name: 'IVA 21 %' }));
    await form.getByTestId('product-with-options').focus();
    await page.keyboard.press('Space');
    await expect(form.getByTestId('product-with-options')).toBeChecked();
    for (const [index, size] of ['S', 'M', 'L'].entries()) {
      if (index > 0) await form.getByRole('button', { name: es('commerce:productForm.addOption') }).click();
      await form.getByLabel(es('commerce:productForm.optionName', { number: index + 1 }), { exact: true }).fill(size);
      await form.getByLabel(es('commerce:productForm.optionStock', { number: index + 1 })).fill('10');
    }
    await form.getByTestId('product-save').click();
    const row = page.getByTestId('product-row').filter({ hasText: shirt });
    await expect(row.getByTestId('product-total')).toHaveText('25,00\u00a0€');
    await expect(row.getByTestId('product-tax-line')).toHaveText(
      es('commerce:product.taxLine.included', { tax: 'IVA 21 %', amount: '4,34\u00a0€' }),
    );
    // Published from the keyboard (the switch is keyboard-usable).
    await page.getByTestId('campaign-published').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('campaign-state')).toHaveText(es('commerce:list.published'));
    await expectNoSeriousA11yViolations(page, 'campaign');

    // A visitor on a 375 px phone goes from the portal to the shop and buys two M.
    const visitorContext = await browser.newContext({ locale: 'es-ES', viewport: { width: 375, height: 800 } });
    await visitorContext.addInitScript(() => {
      localStorage.setItem(
        'tribuna.cookie-consent',
        JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
      );
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/p/cd-demo');
    await visitor.getByRole('link', { name: es('dashboard:portal.core.campaigns') }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: es('shop:campaigns.title') })).toBeVisible();
    await visitor.getByRole('link', { name: campaignName }).click();
    const product = visitor.getByTestId('shop-product').filter({ hasText: shirt });
    await product.getByLabel('M', { exact: true }).fill('2');
    await expect(visitor.getByTestId('cart-total')).toHaveText(es('shop:checkout.total', { amount: '50,00\u00a0€' }));
    await visitor.getByTestId('buyer-name').fill('Laia Puig');
    await visitor.getByTestId('buyer-email').fill(buyerEmail);
    await expectNoHorizontalOverflow(visitor);
    await expectNoSeriousA11yViolations(visitor, 'shop campaign');
    await visitor.getByTestId('checkout-submit').click();
    await expect(visitor).toHaveURL(/\/ecommerce\/orders\/[\w-]+$/);
    await expect(visitor.getByTestId('order-status')).toHaveText(es('shop:order.status.pendingPayment'));
    await expect(visitor.getByTestId('order-total')).toHaveText('50,00\u00a0€');
    await expect(visitor.getByText(es('shop:order.taxOf', { tax: 'IVA 21 %' }))).toBeVisible();
    await expectNoHorizontalOverflow(visitor);
    await expectNoSeriousA11yViolations(visitor, 'order');
    const number = (await visitor.getByRole('heading', { level: 1 }).textContent())!.replace(/^\S+\s/, '');
    const paidAt = new Date();
    await visitor.getByTestId('pay-test').click();
    await expect(visitor.getByTestId('order-paid')).toBeVisible();
    await expect(visitor.getByTestId('order-status')).toHaveText(es('shop:order.status.paid'));
    // The receipt arrives by e-mail with its PDF.
    expect(await waitForMail(buyerEmail, /pedido (\S+) está pagado/, paidAt)).toBe(number);
    expect(await waitForAttachments(buyerEmail, number, paidAt)).toEqual([
      { filename: `${number}.pdf`, contentType: 'application/pdf', head: '%PDF-' },
    ]);
    await visitorContext.close();

    // The manager sees the sale and what it brought in.
    await page.reload();
    await expect(row).toContainText(es('commerce:product.sold', { sold: 2, total: 30 }));
    await expect(page.getByText(es('commerce:list.collected', { amount: '50,00\u00a0€' }), { exact: false })).toBeVisible();

    // …finds the order, marks it delivered and exports the campaign's orders.
    const orderRow = page.getByTestId('order-row').filter({ hasText: 'Laia Puig' });
    await expect(orderRow).toContainText(es('commerce:orders.statuses.paid'));
    const deliveredSwitch = orderRow.getByRole('switch');
    await deliveredSwitch.focus();
    await page.keyboard.press('Space');
    await expect(deliveredSwitch).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'campaign with orders');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: es('commerce:orders.exportCsv') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Laia Puig');
    expect(csv).toContain(shirt);
  });

  test('a guardian picks a seat for the match and shows the QR ticket; the manager sees who holds it and refunds it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const cdDemo = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
    const match = 'CD Demo – CF Ribera (Liga)';

    // The guardian, signed in, opens the club's shop and the match on a phone.
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => {
      localStorage.setItem(
        'tribuna.cookie-consent',
        JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
      );
    });
    const guardian = await context.newPage();
    await logIn(guardian, ACCOUNTS.guardian, 'es');
    await guardian.goto(`/ecommerce/campaigns/list?club=${cdDemo}`);
    await guardian.getByRole('link', { name: match }).click();
    const seats = guardian.getByTestId('seat-picker');
    await expect(seats).toBeVisible();
    // The seed's buyers hold the front rows: the last row has free seats.
    const free = seats.locator('button[data-testid^="seat-12-"]:not([disabled])').first();
    const seatId = (await free.getAttribute('data-testid'))!;
    const seatNumber = Number(seatId.split('-')[2]);
    await free.focus();
    await guardian.keyboard.press('Enter');
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    await expect(guardian.getByTestId('cart-total')).toHaveText(es('shop:checkout.total', { amount: '8,00 €' }));
    await expect(guardian.getByText(es('shop:checkout.withAccount'))).toBeVisible();
    await expectNoHorizontalOverflow(guardian);
    await expectNoSeriousA11yViolations(guardian, 'seat map');
    await guardian.getByTestId('checkout-submit').click();
    await expect(guardian.getByTestId('order-seats')).toContainText(es('shop:ticket.seat', { row: 12, seat: seatNumber }));
    const number = (await guardian.getByRole('heading', { level: 1 }).textContent())!.replace(/^\S+\s/, '');
    const orderUrl = guardian.url();
    await guardian.getByTestId('pay-test').click();
    await expect(guardian.getByTestId('order-paid')).toBeVisible();
    const ticket = guardian.getByTestId('ticket');
    await expect(ticket).toHaveCount(1);
    await expect(ticket.getByTestId('ticket-seat')).toHaveText(es('shop:ticket.seat', { row: 12, seat: seatNumber }));
    await expect(ticket.getByTestId('ticket-qr')).toHaveAttribute('data-value', /^T1-[\w-]{22}$/);

    // tickets/list shows it with its QR; its PDF is a real PDF.
    await guardian.goto('/ecommerce/tickets/list');
    await expect(guardian.getByRole('heading', { level: 1, name: es('shop:tickets.title') })).toBeVisible();
    // Found by its order: a seat refunded earlier (a retry of this test) lists a cancelled ticket too.
    const listed = guardian.getByTestId('ticket').filter({ hasText: es('shop:tickets.order', { number }) });
    await expect(listed).toContainText(es('shop:ticket.seat', { row: 12, seat: seatNumber }));
    await expect(listed.getByTestId('ticket-qr')).toBeVisible();
    await expectNoHorizontalOverflow(guardian);
    await expectNoSeriousA11yViolations(guardian, 'my tickets');
    const pdf = await request.get((await listed.getByTestId('ticket-pdf').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The manager sees who holds the seat and refunds the order: the seat is free again.
    await logIn(page, ACCOUNTS.manager, 'es');
    await page.getByTestId('profile-cd-demo-manager').click();
    await page.getByTestId('menu-campaigns').click();
    await page.getByTestId('campaign-link').filter({ hasText: match }).click();
    await page.getByTestId('product-row').filter({ hasText: 'Entrada general' }).getByTestId('product-sold').click();
    await expect(page.getByTestId('sold-line').filter({ hasText: number })).toContainText(
      es('commerce:sold.seat', { row: 12, seat: seatNumber }),
    );
    await expectNoSeriousA11yViolations(page, 'sold products');
    await page.keyboard.press('Escape');
    await page.getByLabel(es('commerce:orders.search')).fill(number);
    const orderRow = page.getByTestId('order-row').filter({ hasText: number });
    await orderRow.getByRole('button', { name: es('commerce:orders.refundOf', { number }) }).click();
    await page.getByTestId('refund-confirm').click();
    await expect(orderRow).toContainText(es('commerce:orders.statuses.refunded'));
    await guardian.goto(orderUrl);
    await expect(guardian.getByTestId('ticket')).toContainText(es('shop:ticket.cancelled'));
    await context.close();
  });
});
