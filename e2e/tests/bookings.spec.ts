import type { Browser, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { logIn } from '../support/session';
import { expect, test } from '../support/test';
import { openFromMenu } from '../support/menu';

const es = (key: string, values: Record<string, string | number> = {}) =>
  t('es', key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));

/**
 * The server's bookings clock starts on Wednesday 24 March 2027, 09:00 in Madrid (BOOKINGS_CLOCK
 * in playwright.config.ts), so a 7-day link reaches Sunday 28 March, when clocks go forward.
 */
const SUNDAY = '2027-03-28';
const MONDAY = '2027-03-29';
const TODAY = '2027-03-24';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 375, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem(
      'tribuna.cookie-consent',
      JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: 'x' }),
    );
    localStorage.setItem('tribuna.language', 'es');
  });
  return context.newPage();
}

/** Chooses one option of a multi-select from the keyboard: type to filter, then Enter. */
async function chooseOption(page: Page, input: Locator, name: string) {
  await input.focus();
  await input.fill(name);
  await expect(page.getByRole('option', { name })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Picks a start time on the named calendar on `day`, then the length in the booking form it opens. */
async function pickSlot(page: Page, calendar: string, time: string, minutes: number, day: string) {
  await page.getByTestId('booking-day').fill(day);
  const group = page.getByTestId('slot-calendar').filter({ hasText: calendar });
  await group
    .getByTestId('slot')
    .filter({ hasText: new RegExp(`^${time}`) })
    .click();
  await page
    .getByTestId('booking-form')
    .getByRole('radio', { name: new RegExp(`^${minutes} min`) })
    .check();
}

test.describe('bookings in es', () => {
  test.use({ uiLocale: 'es' });

  test('a manager sets up a court; a visitor books across the clock change and pays; a member books at the member price; cancellations; the agenda moves a booking and the feed follows', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const court = `Pista E2E ${stamp}`;
    const linkName = `Pádel E2E ${stamp}`;

    // The manager creates the court…
    await logIn(page, ACCOUNTS.manager, 'es');
    await page.getByTestId('profile-cd-demo-manager').click();
    await openFromMenu(page, 'bookingCalendars', 'bookings');
    await expect(page.getByRole('heading', { level: 1, name: es('bookings:calendars.title') })).toBeVisible();
    await expect(page.getByTestId('calendar-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'booking calendars');
    await page.getByTestId('calendar-add').click();
    await page.getByTestId('calendar-name').fill(court);
    await page.getByTestId('calendar-save').click();
    await expect(page.getByTestId('calendar-row').filter({ hasText: court })).toBeVisible();

    // …its weekday and weekend hours…
    await page.getByTestId('menu-availability').click();
    await page.getByTestId('availability-calendar').click();
    await page.getByRole('option', { name: court }).click();
    const hours = page.getByTestId('weekly-hours');
    for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
      const row = hours.getByTestId(`weekday-${weekday}`);
      await row.getByRole('switch').focus();
      await page.keyboard.press('Space');
      await row.getByLabel(es('bookings:availability.opens')).fill(weekday >= 6 ? '09:00' : '08:00');
      await row.getByLabel(es('bookings:availability.closes')).fill(weekday >= 6 ? '21:00' : '22:00');
    }
    await page.getByTestId('weekly-save').click();
    await expect(page.getByText(es('bookings:availability.saved', { name: court }))).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'availability');

    // …member and guest prices (10 € and 16 € an hour, every day)…
    await page.getByTestId('menu-pricingPolicies').click();
    await page.getByTestId('policy-add').click();
    const policy = page.getByTestId('policy-form');
    await policy.getByTestId('policy-name').fill(`Precio ${stamp}`);
    await chooseOption(page, policy.getByLabel(es('bookings:pricing.calendars')), court);
    for (const weekday of ['sáb', 'dom']) await policy.getByText(weekday, { exact: true }).click();
    await policy.getByLabel(es('bookings:pricing.startsAt'), { exact: true }).fill('08:00');
    await policy.getByLabel(es('bookings:pricing.endsAt'), { exact: true }).fill('22:00');
    await policy.getByTestId('policy-member-price').fill('10');
    await policy.getByTestId('policy-guest-price').fill('16');
    await policy.getByTestId('policy-save').click();
    await expect(page.getByTestId('policy-row').filter({ hasText: `Precio ${stamp}` })).toBeVisible();

    // …and a link with a 7-day window, payment at booking, free cancellation until 24 h before.
    await page.getByTestId('menu-linkGroups').click();
    await page.getByTestId('link-add').click();
    const linkForm = page.getByTestId('link-form');
    await linkForm.getByTestId('link-name').fill(linkName);
    await chooseOption(page, linkForm.getByLabel(es('bookings:links.calendars')), court);
    await linkForm.getByTestId('link-window').fill('7');
    await linkForm.getByRole('switch', { name: es('bookings:links.paymentRequiredLabel') }).focus();
    await page.keyboard.press('Space');
    await linkForm.getByTestId('link-save').click();
    const card = page.getByTestId('link-card').filter({ hasText: linkName });
    await expect(card).toContainText(court);
    await expectNoSeriousA11yViolations(page, 'link groups');
    const linkPath = await card.getByTestId('link-public').getAttribute('href');
    expect(linkPath).toMatch(/^\/book\/[\w-]+$/);

    // A visitor on a phone books Sunday 28 March at 10:00 for 90 minutes (the clocks went forward
    // at 02:00): the guest price, 1.5 h × 16 € = 24 €, then pays with the test provider.
    const visitor = await phone(browser);
    await visitor.goto(linkPath!);
    await expect(visitor.getByRole('heading', { level: 1, name: linkName })).toBeVisible();
    await pickSlot(visitor, court, '10:00', 90, SUNDAY);
    await expect(visitor.getByTestId('booking-price')).toHaveText('24,00\u00a0€');
    await expectNoHorizontalOverflow(visitor);
    await expectNoSeriousA11yViolations(visitor, 'public booking');
    await visitor.getByTestId('booker-name').fill('Laia Puig');
    await visitor.getByTestId('booker-email').fill(`laia-${stamp}@example.org`);
    await visitor.getByTestId('book').click();
    await expect(visitor).toHaveURL(/\/bookings\/[\w-]+$/);
    await expect(visitor.getByTestId('booking-status')).toHaveText(es('bookings:statusName.pending'));
    await visitor.getByTestId('booking-pay').click();
    await expect(visitor.getByRole('heading', { level: 1, name: es('bookings:status.confirmed') })).toBeVisible();
    await expect(visitor.getByTestId('booking-amount')).toHaveText(`24,00\u00a0€ · ${es('bookings:priceKind.guest')}`);
    await expect(visitor.getByTestId('booking-when')).toContainText('28 de marzo de 2027');
    await expect(visitor.getByTestId('booking-when')).toContainText('10:00');
    await expect(visitor.getByTestId('booking-when')).toContainText('11:30');
    await expectNoHorizontalOverflow(visitor);
    await expectNoSeriousA11yViolations(visitor, 'booking status');
    const sundayUrl = visitor.url();

    // A member, signed in, books Monday 10:00 for an hour at the member price.
    const member = await phone(browser);
    await logIn(member, ACCOUNTS.member, 'es');
    await member.goto(linkPath!);
    await expect(member.getByTestId('member-notice')).toBeVisible();
    await pickSlot(member, court, '10:00', 60, MONDAY);
    await expect(member.getByTestId('booking-price')).toHaveText('10,00\u00a0€');
    await member.getByTestId('book').click();
    await member.getByTestId('booking-pay').click();
    await expect(member.getByTestId('booking-amount')).toHaveText(`10,00\u00a0€ · ${es('bookings:priceKind.member')}`);

    // The visitor cancels Sunday inside the free window…
    await visitor.goto(sundayUrl);
    await visitor.getByTestId('booking-cancel').click();
    await visitor.getByTestId('booking-cancel-confirm').click();
    await expect(visitor.getByRole('heading', { level: 1, name: es('bookings:status.cancelled') })).toBeVisible();
    // …then books today at 15:00 and cannot cancel it online any more: the reason is shown.
    await visitor.goto(linkPath!);
    await pickSlot(visitor, court, '15:00', 60, TODAY);
    await visitor.getByTestId('booker-name').fill('Laia Puig');
    await visitor.getByTestId('booker-email').fill(`laia-${stamp}@example.org`);
    await visitor.getByTestId('book').click();
    await visitor.getByTestId('booking-pay').click();
    await expect(visitor.getByTestId('cancel-refused')).toHaveText(es('forms:fieldErrors.cancellationTooLate'));
    await expect(visitor.getByTestId('booking-cancel')).toBeDisabled();

    // The manager moves the member's booking from 10:00 to 12:00 by dragging it in the agenda,
    // and the court's ICS feed has the new time (12:00 CEST = 10:00 UTC).
    await page.getByTestId('menu-connectedCalendars').click();
    const feedUrl = await page.getByTestId('connected-calendar').filter({ hasText: court }).getByTestId('feed-url').inputValue();
    const before = await (await page.request.get(feedUrl)).text();
    expect(before).toContain('DTSTART:20270329T080000Z');
    await page.getByTestId('menu-agenda').click();
    await page.getByTestId('agenda-date').fill(MONDAY);
    const column = page
      .locator(`[data-testid="agenda-column"]`)
      .filter({ has: page.getByTestId('agenda-booking') })
      .filter({ hasText: 'Pau Soler' });
    const booking = column.getByTestId('agenda-booking').filter({ hasText: 'Pau Soler' });
    await expect(booking).toBeVisible();
    await booking.dragTo(column.locator('[data-minute="720"]'));
    await expect(page.getByRole('status').filter({ hasText: '12:00' })).toBeAttached();
    await expectNoSeriousA11yViolations(page, 'agenda');
    await expect(async () => {
      const after = await (await page.request.get(feedUrl)).text();
      expect(after).toContain('DTSTART:20270329T100000Z');
      expect(after).not.toContain('DTSTART:20270329T080000Z');
    }).toPass();
  });
});
