import { test as plain, type Browser, type Locator, type Page } from '@playwright/test';
import { t } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { expect } from '../support/test';

/**
 * The public booking link on a 375 px phone (issue 21 item 4): picking a slot brings a short form
 * into view, the cookie notice never hides the form's controls, the day buttons sit beside the
 * date field and nothing spills out of its card. CD Demo's padel link (six courts, 60 and 90 minute
 * slots) is the one its portal shares; the bookings clock starts on Wednesday 24 March 2027, so
 * Thursday is a whole free day: the longest page a visitor sees.
 */
const THURSDAY = '2027-03-25';
const PHONE = { width: 375, height: 812 };

async function padelLink(page: Page): Promise<string> {
  const portal = await (await page.request.get('/p/cd-demo')).text();
  const path = /href="(\/book\/[\w-]+)"/.exec(portal)?.[1];
  expect(path, 'the portal links to the padel booking page').toBeTruthy();
  return path!;
}

async function phone(browser: Browser, { consent }: { consent: boolean }): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await context.addInitScript((decided) => {
    localStorage.setItem('tribuna.language', 'es');
    if (decided) {
      localStorage.setItem(
        'tribuna.cookie-consent',
        JSON.stringify({ essential: true, functional: false, analytical: false, decidedAt: new Date().toISOString() }),
      );
    }
  }, consent);
  return context.newPage();
}

/** Opens the padel link on Thursday and picks a slot of the third court (far down the page). */
async function openThursday(page: Page) {
  await page.goto(await padelLink(page));
  await page.getByTestId('booking-day').fill(THURSDAY);
  await expect(page.getByTestId('slot-calendar').nth(2).getByTestId('slot').first()).toBeVisible();
}

/** The element a tap at the centre of `target` reaches is `target` itself (or inside it): nothing covers it. */
async function expectUncovered(target: Locator) {
  const reached = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached, `${await target.getAttribute('data-testid')} is not covered`).toBe(true);
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

plain.describe('public booking on a 375 px phone', () => {
  plain('picking a slot brings a short form into view and moves the focus to it; the day list stays short', async ({ browser }) => {
    const page = await phone(browser, { consent: true });
    await openThursday(page);
    // Today a whole free day drew 5,554 px of slot buttons, one per line.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3000);

    await page.getByTestId('slot-calendar').nth(2).getByTestId('slot').nth(4).click();
    const form = page.getByTestId('booking-form');
    await expect(page.getByTestId('booker-name')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('book')).toBeInViewport({ ratio: 1 });
    // The focus went to the form (its summary heading), not back to the top of the page.
    await expect.poll(() => form.evaluate((element) => element.closest('section')!.contains(document.activeElement))).toBe(true);
    await page.close();
  });

  plain('the cookie notice never hides the booking form’s controls', async ({ browser }) => {
    const page = await phone(browser, { consent: false });
    await openThursday(page);
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await page.getByTestId('slot-calendar').nth(2).getByTestId('slot').nth(4).click();
    await expect(page.getByTestId('booking-form')).toBeVisible();
    for (const testId of ['booker-name', 'booker-email', 'book']) {
      const control = page.getByTestId(testId);
      // As low on the screen as the browser brings it (scrolling to it, or a focus from the keyboard).
      await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(page.getByTestId('cookie-notice')).toBeVisible();
      await expectUncovered(control);
    }
    // The end of the page is reachable above the notice: the footer is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectUncovered(page.locator('footer'));
    await page.close();
  });

  plain('the day buttons sit beside the date field and the form stays inside its card', async ({ browser }) => {
    const page = await phone(browser, { consent: true });
    await openThursday(page);
    const date = (await page.getByTestId('booking-day').boundingBox())!;
    for (const name of [t('es', 'bookings:public.previousDay'), t('es', 'bookings:public.nextDay')]) {
      const button = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(intersects(date, button), `${name} does not overlap the date field`).toBe(false);
    }

    await page.getByTestId('slot-calendar').first().getByTestId('slot').first().click();
    const card = (await page.getByTestId('booking-form').evaluate((form) => form.closest('section')!.getBoundingClientRect().toJSON())) as {
      left: number;
      right: number;
    };
    for (const control of await page.getByTestId('booking-form').locator('input, textarea, button').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      expect(box.x, 'starts inside the card').toBeGreaterThanOrEqual(card.left);
      expect(box.x + box.width, 'ends inside the card').toBeLessThanOrEqual(card.right);
    }
    await expectNoHorizontalOverflow(page);
    await page.close();
  });
});
