import { ACCOUNTS } from '../support/accounts';
import type { Locale } from '../support/i18n';
import { expectNoHorizontalOverflow } from '../support/layout';
import { enterProfile, logIn, profileOf } from '../support/session';
import { expect, test } from '../support/test';

// The laptop most club offices have: 1366 px wide.
test.use({ viewport: { width: 1366, height: 768 } });

for (const locale of ['es', 'ca'] as Locale[]) {
  test.describe(locale, () => {
    test.use({ uiLocale: locale });
    test(`at 1366 px the partners table shows its last column whole (${locale})`, async ({ page }) => {
      const { clubHash } = await profileOf(page.request, ACCOUNTS.manager);
      await logIn(page, ACCOUNTS.manager, locale);
      await enterProfile(page, 'profile-cd-demo-manager');
      await page.goto(`/dashboard/manager/${clubHash('cd-demo')}/persons/partners`);
      const table = page.getByTestId('people-table');
      await expect(table.getByTestId('person-row').first()).toBeVisible();

      // Read as the person sees it, without scrolling: every header lies inside the table's own
      // visible area and inside the window (a sideways scrollbar at the foot of 30 rows is no way
      // to find the Status column).
      const headers = table.locator('thead th');
      const last = headers.last();
      await expect(last).toBeInViewport({ ratio: 1 });
      const scroller = page.getByTestId('people-table-scroll');
      const box = (await scroller.boundingBox())!;
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
      await expectNoHorizontalOverflow(page);
    });
  });
}
