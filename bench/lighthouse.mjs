// Lighthouse (mobile: simulated phone and throttled network, its default) on a page, in
// Debian's Chromium with the machine's flags; no browser is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseReport(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      url,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    };
  } finally {
    chrome.kill();
  }
}
