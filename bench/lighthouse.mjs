// Lighthouse (mobile: simulated phone and throttled network, its default) on a page, in
// Debian's Chromium with the machine's flags; no browser is downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART, "please run Lighthouse
 * again"): such a run scores nothing, so it is run again, up to three times.
 */
export async function lighthouseReport(url, chromePath) {
  let report;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    report = await runOnce(url, chromePath);
    if (!report.runtimeError) return report;
    console.warn(`  Lighthouse on ${url}: ${report.runtimeError}, attempt ${attempt} of 3`);
  }
  return report;
}

async function runOnce(url, chromePath) {
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
      runtimeError: lhr.runtimeError?.code ?? null,
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
