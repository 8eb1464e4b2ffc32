import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Opens a page from the sidebar: the group first when its entries are hidden, then the entry,
 * and waits for the address to be the entry's. The group's entries fade in for 200 ms, and a
 * click that lands in that moment has been seen to do nothing (portal-sponsors, teams): the entry
 * is clicked again then, as a person would, until its page opens.
 */
export async function openFromMenu(page: Page, entryId: string, groupId?: string): Promise<void> {
  const entry = page.getByTestId(`menu-${entryId}`);
  if (groupId && !(await entry.isVisible())) await page.getByTestId(`menu-${groupId}`).click();
  const href = await entry.getAttribute('href');
  if (!href) throw new Error(`menu-${entryId} is not a link`);
  await expect(async () => {
    if (new URL(page.url()).pathname !== href) await entry.click();
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
