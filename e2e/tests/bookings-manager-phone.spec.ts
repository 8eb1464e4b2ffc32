import { ACCOUNTS } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalOverflow } from '../support/layout';
import { signIn, waitForContent } from '../support/phone-sweep';
import { profileOf } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 21 item 8: the manager's bookings pages on a 375 px phone. They spilled sideways (booking
 * calendars 409 px, availability 448, pricing policies 476, link groups 478); now calendars and
 * price rules are cards, closed days wrap, a link's address breaks, and nothing is wider than the
 * phone. The phone sweep measures every page; this checks what a manager reads here, and axe.
 */
test.use({ uiLocale: 'es', viewport: { width: 375, height: 812 } });

test('on a 375 px phone the bookings pages show cards, wrap their forms and fit the screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clubHash = (await profileOf(request, ACCOUNTS.manager)).clubHash('cd-demo');
  const bookings = (section: string) => `/dashboard/manager/${clubHash}/bookings/${section}`;
  await signIn(page, 'manager');

  for (const [section, cards] of [
    ['calendars', 'calendars-cards'],
    ['pricing-policies', 'policies-cards'],
  ] as const) {
    await page.goto(bookings(section));
    await waitForContent(page);
    await expect(page.getByTestId(cards)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, `${section} at 375 px`);
  }

  await page.goto(bookings('availability'));
  await waitForContent(page);
  await expect(page.getByTestId('exceptions-table')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'availability at 375 px');

  await page.goto(bookings('link-groups'));
  await waitForContent(page);
  const address = page.getByTestId('link-public').first();
  await expect(address).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page, 'link groups at 375 px');
});
