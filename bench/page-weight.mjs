// The JavaScript a page loads, measured in Debian's Chromium (no browser download): its gzip size,
// and in how many round trips it arrives. On a phone network every wave of requests that waits
// for the one before costs a round trip before the page can draw (Lighthouse simulates 150 ms
// each): a light page's code, catalogues and first read should all leave in one wave after the
// entry. The waves are counted on a network where every request takes ROUND_TRIP_MS, so the
// machine's speed hardly shows in them.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** KB of gzip JavaScript each page may load (issue 11: the login page). */
export const JS_BUDGETS_KB = { login: 100 };
/**
 * Round trips until a page's last script has arrived, the document's included. Issue 21: the
 * light pages' imports came in levels, one after the other (8–11 round trips here); now the entry
 * asks for everything at once and they arrive in 3–4 (HTTP/1.1 fetches six files at a time).
 */
export const SCRIPT_ROUND_TRIPS_MAX = { login: 5, booking: 5, status: 5 };
const ROUND_TRIP_MS = 400;

export async function javascriptWeight(url, executablePath) {
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const documentSent = response.request().timing().startTime;
    let raw = 0;
    let gzip = 0;
    let lastArrival = 0;
    for (const request of scripts) {
      const body = await (await request.response()).body();
      raw += body.length;
      gzip += gzipSync(body).length;
      const timing = request.timing();
      lastArrival = Math.max(lastArrival, timing.startTime + timing.responseEnd - documentSent);
    }
    return { files: scripts.length, raw, gzip, roundTrips: Math.round(lastArrival / ROUND_TRIP_MS) };
  } finally {
    await browser.close();
  }
}

/** The budgeted pages' JavaScript, printed; `paths` as publicPagePaths() answers them. */
export async function measurePageWeights(api, paths, executablePath) {
  const weights = {};
  for (const [name, path] of Object.entries(paths)) {
    if (!(name in SCRIPT_ROUND_TRIPS_MAX) || !path) continue;
    const weight = await javascriptWeight(`${api}${path}`, executablePath);
    weights[name] = weight;
    console.log(
      `${name} page JavaScript (${path}): ${weight.files} files, ${(weight.raw / 1024).toFixed(1)} KB raw, ` +
        `${(weight.gzip / 1024).toFixed(1)} KB gzip, arrived in ${weight.roundTrips} round trips`,
    );
  }
  return weights;
}

/** The budget lines of the pages: a page that could not be measured fails its lines. */
export function pageWeightChecks(weights) {
  return [
    ...Object.entries(JS_BUDGETS_KB).map(([name, budget]) => [
      `${name} page JS <= ${budget} KB gzip`,
      weights[name] ? weights[name].gzip / 1024 <= budget : false,
    ]),
    ...Object.entries(SCRIPT_ROUND_TRIPS_MAX).map(([name, most]) => [
      `${name} page's scripts arrive within ${most} round trips (the document's included)`,
      weights[name] ? weights[name].roundTrips <= most : false,
    ]),
  ];
}
