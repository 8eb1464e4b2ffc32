// Lighthouse (mobile) on the pages strangers open first — the portal, the login page, a public
// booking link and a booking's status page — on a loaded machine (see cpu-load.mjs). Each page
// is measured several times and the median run (by performance score) is what counts, as
// Lighthouse's own guidance suggests for scores that vary from run to run.
import { lighthouseReport } from './lighthouse.mjs';
import { startCpuLoad } from './cpu-load.mjs';
import { measurePageWeights, pageWeightChecks } from './page-weight.mjs';

export const LIGHTHOUSE_MIN = 95;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The pages measured, by name; a booking's status page only when the bench made a booking. */
export function publicPagePaths(linkHash, bookingHash) {
  return {
    portal: '/p/cd-demo',
    login: '/auth/login',
    booking: `/book/${linkHash}`,
    ...(bookingHash ? { status: `/bookings/${bookingHash}` } : {}),
  };
}

/** The run whose performance score is the median of the page's runs (the lower middle for an even count). */
export function medianRun(reports) {
  const sorted = [...reports].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Every page, RUNS times each, while the other cores spin; answers each page's median run with all its runs' scores. */
export async function measurePublicPages(api, pathsByName, chromium) {
  const paths = Object.values(pathsByName);
  const load = startCpuLoad();
  console.log(`\nLighthouse: ${paths.length} pages, ${RUNS} runs each, ${load.threads} busy thread(s) beside it`);
  const pages = [];
  try {
    for (const path of paths) {
      const runs = [];
      for (let n = 0; n < RUNS; n += 1) runs.push(await lighthouseReport(`${api}${path}`, chromium));
      pages.push({ path, ...medianRun(runs), performanceRuns: runs.map((run) => run.scores.performance) });
    }
  } finally {
    await load.stop();
  }
  return pages;
}

export function printPages(pages) {
  console.log(
    '\n| Lighthouse (mobile, median run) | performance (each run) | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    const s = page.scores;
    console.log(
      `| ${page.path} | ${s.performance} (${page.performanceRuns.join(', ')}) | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ` +
        `${page.fcpMs} | ${page.lcpMs} | ${page.tbtMs} | ${page.cls?.toFixed(3)} |`,
    );
  }
}

/** True when every expected page was measured and its median run scores at least the minimum in every category. */
export function pagesMeetMinimum(pages, expectedCount) {
  return (
    pages.length === expectedCount &&
    pages.every((page) => !page.runtimeError && Object.values(page.scores).every((score) => score >= LIGHTHOUSE_MIN))
  );
}

/**
 * The bench's page measurements: the JavaScript the pages load, then Lighthouse on a loaded
 * machine; answers both and their budget lines (failed ones when there is no Chromium to measure with).
 */
export async function measureFirstPages(api, pathsByName, chromium) {
  const weights = chromium ? await measurePageWeights(api, pathsByName, chromium) : {};
  const pages = chromium ? await measurePublicPages(api, pathsByName, chromium) : [];
  if (pages.length) printPages(pages);
  const checks = [
    ...pageWeightChecks(weights),
    [
      `portal, login, public booking and booking status score >= ${LIGHTHOUSE_MIN} in every Lighthouse category (mobile, median of the runs, loaded machine)`,
      pagesMeetMinimum(pages, 4),
    ],
  ];
  return { weights, pages, checks };
}
