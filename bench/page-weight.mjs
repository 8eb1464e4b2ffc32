// Gzip size of the JavaScript a page loads, measured in Debian's Chromium (no browser download).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

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
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const response of scripts) {
      const body = await response.body();
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    return { files: scripts.length, raw, gzip };
  } finally {
    await browser.close();
  }
}
