// The production server the benchmarks measure, on a fresh PostgreSQL database, and CD Demo's
// manager signed in to it (the bench prepares its data through the API as she would).
import { startProcess } from './processes.mjs';

/**
 * Starts the built server in production mode: apps/api/dist/server.js, or BENCH_SERVER_JS when set;
 * WEB_DIST_DIR, when set, names the built web app it serves (to compare two builds). `extraEnv`
 * adds or overrides variables (the soak's longer TOKEN_TTL).
 */
export function startTribuna(databaseUrl, port, extraEnv = {}) {
  // BENCH_SERVER_NODE_FLAGS: node flags for the measured server only, given on its command line
  // (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a line's time goes, which NODE_OPTIONS
  // refuses; not for the figures themselves).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  return startProcess('tribuna', 'node', [...flags, process.env.BENCH_SERVER_JS ?? 'apps/api/dist/server.js'], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    ...extraEnv,
  });
}

/** Signs in manager@demo.test: her token, CD Demo's hash and her manager profile there. */
export async function signInAsManager(api) {
  const login = await fetch(`${api}/api/authentication_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager@demo.test', password: 'Demo1234!' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${api}/api/profile`, { headers: auth })).json();
  const cdDemoEntry = me.clubs.find((club) => club.shortname === 'cd-demo');
  const managerProfile = Object.values(cdDemoEntry.profiles).find((profile) => profile.role === 'manager').hash;
  return { token, auth, cdDemo: cdDemoEntry.hash, managerProfile };
}

/** Signs in guardian@demo.test (a mother with a child in CD Demo): her auth header and the people she pays for there. */
export async function signInAsGuardian(api, cdDemo) {
  const login = await fetch(`${api}/api/authentication_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'guardian@demo.test', password: 'Demo1234!' }),
  });
  if (!login.ok) throw new Error(`guardian login failed: ${login.status} ${await login.text()}`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const payers = await (await fetch(`${api}/api/clubs/${cdDemo}/my/payers`, { headers: auth })).json();
  return { auth, payers: payers['hydra:member'] };
}
