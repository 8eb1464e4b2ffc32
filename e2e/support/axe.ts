import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test when the page has a serious or critical accessibility violation. */
export async function expectNoSeriousA11yViolations(page: Page, context: string) {
  // Scan the settled page: mid-fade texts (100/400 ms layout transitions) read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
  expect(await unreadableBadges(page), `badges without 4.5:1 contrast on ${context}`).toEqual([]);
}

/**
 * Badges whose text does not stand out from their own background by 4.5:1. axe leaves text
 * whose colour equals its background out ("incomplete": it may be hidden on purpose), so an
 * empty pill (issue 21: text and background both rgb(43,138,62)) passed its scan.
 */
export function unreadableBadges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channels = (css: string) => css.match(/[\d.]+/g)?.map(Number) ?? [];
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    /** The first opaque background from the badge up (a transparent outline badge shows its card's). */
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const colour = channels(getComputedStyle(node).backgroundColor);
        if (colour.length === 3 || (colour.length === 4 && colour[3]! > 0.5)) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const problems: string[] = [];
    for (const badge of Array.from(document.querySelectorAll<HTMLElement>('.mantine-Badge-root'))) {
      if (!badge.textContent?.trim() || badge.getClientRects().length === 0) continue;
      const text = channels(getComputedStyle(badge).color);
      if (text.length < 3) continue;
      const [light, dark] = [luminance(text), luminance(backgroundOf(badge))].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) problems.push(`"${badge.textContent.trim()}" ${ratio.toFixed(2)}:1`);
    }
    return problems;
  });
}
