// The pieces of a Tribuna cluster on one machine: N API processes on loopback ports and nginx in
// front of them, run from a temporary prefix (its own pid file, logs and temp paths, never the
// system's nginx service). Used by `npm run start:cluster`, the smoke test, the bench's proxy line
// and the journey test across processes.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy/nginx/tribuna.conf.template');
/** How to install nginx where it is missing (Debian's package). */
export const NGINX_HINT = 'nginx is required: apt-get install nginx (Debian), or set NGINX_BIN to its path';

/** The nginx binary: NGINX_BIN, else on PATH, else Debian's /usr/sbin/nginx (not on a user's PATH). */
export function findNginx() {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** The shared site template with its three names filled (the rest of the $names are nginx's). */
export function renderSite({ listen, servers, resolver = '' }) {
  const values = {
    TRIBUNA_LISTEN: listen,
    TRIBUNA_UPSTREAM_SERVERS: servers.map((server) => `server ${server};`).join('\n    '),
    TRIBUNA_RESOLVER: resolver,
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\$\{(TRIBUNA_[A-Z_]+)\}/g, (whole, name) => values[name] ?? whole);
}

/**
 * The whole nginx.conf for a foreground nginx living in `prefix`. As root, nginx would run its
 * workers as `nobody` and needs no more than that: the prefix is made readable for them.
 */
function mainConfig(prefix, site) {
  const asRoot = process.getuid?.() === 0;
  return [
    'daemon off;',
    'master_process on;',
    asRoot ? 'user nobody nogroup;' : '',
    'worker_processes auto;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log ${process.env.NGINX_ACCESS_LOG === 'true' ? join(prefix, 'access.log') : 'off'};`,
    `  client_body_temp_path ${join(prefix, 'client_body')};`,
    `  proxy_temp_path ${join(prefix, 'proxy')};`,
    `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
    `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
    `  scgi_temp_path ${join(prefix, 'scgi')};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nodelay on;',
    '  keepalive_timeout 65s;',
    site,
    '}',
    '',
  ].join('\n');
}

/**
 * Starts nginx on `port` in front of `apiPorts` (loopback). Answers { child, prefix, stop() }.
 * Throws with NGINX_HINT when nginx is missing, and with nginx's own words when the config fails.
 */
export function startNginx({ port, apiPorts, host = '127.0.0.1' }) {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_HINT);
  const prefix = mkdtempSync(join(tmpdir(), 'tribuna-nginx-'));
  chmodSync(prefix, 0o755);
  const site = renderSite({ listen: `${host}:${port}`, servers: apiPorts.map((p) => `127.0.0.1:${p}`) });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix, site));
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${conf}):\n${check.stderr}`);
  const child = spawn(nginx, ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => stopChild(child).then(() => rmSync(prefix, { recursive: true, force: true }));
  return { child, prefix, stop };
}

/** Ports of N API processes: `first`, `first`+1, … */
export const apiPortsFrom = (first, count) => Array.from({ length: count }, (_, n) => first + n);

/**
 * Starts one API process per port with `env` (loopback, no migration: `npm run db:migrate` ran
 * once before), client addresses trusted from one proxy hop. `command` is node's arguments.
 */
export function startApiProcesses({ ports, env, args = ['apps/api/dist/server.js'], onOutput }) {
  return ports.map((port, index) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, MIGRATE_ON_START: 'false', TRUST_PROXY: '1', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', onOutput ? 'pipe' : 'inherit', onOutput ? 'pipe' : 'inherit'],
    });
    if (onOutput) {
      child.stdout.on('data', (chunk) => onOutput(index, chunk));
      child.stderr.on('data', (chunk) => onOutput(index, chunk));
    }
    return child;
  });
}

/**
 * Waits until `base` is ready: /ready answers 200, or, where a server has no /ready yet (it is
 * answered by the web app's page, HTML), /api/app-config answers 200.
 */
export async function waitUntilReady(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const ready = await fetch(`${base}/ready`);
      const isJson = (ready.headers.get('content-type') ?? '').includes('json');
      if (ready.ok && isJson) return;
      if (!isJson && (await fetch(`${base}/api/app-config`)).ok) return;
      last = `/ready ${ready.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} was not ready within ${timeoutMs} ms (${last})`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
