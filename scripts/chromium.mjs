// Finds Debian's Chromium for the browser tests, or installs it with apt-get where we may.
// It never downloads a browser build of its own (no `playwright install`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium';

export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function mayInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt && !process.env.CHROME_PATH;
}

/** Returns a Chromium path, installing Debian's package when root; otherwise exits with the hint. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (mayInstall()) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(`No Chromium found for the browser tests. Install it with:\n  ${INSTALL_HINT}\n(or set CHROME_PATH)`);
  process.exit(1);
}
