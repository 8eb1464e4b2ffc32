// Issue 24's offline bench lines: CD Demo's match gets 5,000 tickets (beside the bench's 20,000
// people), a phone is registered on its "Puerta principal" list, and its offline package is timed
// from the request to the parsed answer; then a member card's rotating code is checked against that
// package with the contract's own module (bench/card-code-local.ts, run through tsx), as the phone does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const TICKETS = 5_000;
const DOWNLOADS = 5;

/** Tickets of the demo match up to TICKETS, copies of one of its paid tickets (the bench needs numbers, not buyers). */
async function fillTheMatch(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      with match as (
        select t.club_id, t.order_id, t.order_item_id, t.product_id, cp.campaign_id from tickets t
        join campaign_products cp on cp.id = t.product_id join campaigns c on c.id = cp.campaign_id
        where c.name = 'CD Demo – CF Ribera (Liga)' order by t.id limit 1),
      have as (select count(*)::int as n from tickets t join campaign_products cp on cp.id = t.product_id
        where cp.campaign_id = (select campaign_id from match))
      insert into tickets (public_id, code, reference, club_id, order_id, order_item_id, product_id)
      select 'bench-ticket-' || g, md5('bench-ticket-' || g) || md5('code-' || g), 'T-BENCH-' || g,
        m.club_id, m.order_id, m.order_item_id, m.product_id
      from match m, have, generate_series(1, greatest(0, ${TICKETS} - have.n)) g`);
  } finally {
    await client.end();
  }
}

/** Registers a phone on the match's main gate as CD Demo's manager; its list hash and secret. */
export async function prepareAccessBench(api, cdDemo, auth, databaseUrl) {
  await fillTheMatch(databaseUrl);
  const call = async (method, path, body, headers = {}) => {
    const response = await fetch(`${api}/api/clubs/${cdDemo}${path}`, {
      method,
      headers: { ...auth, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const lists = await call('GET', '/access-lists');
  const gate = lists['hydra:member'].find((list) => list.name === 'Puerta principal');
  if (!gate) throw new Error('CD Demo has no "Puerta principal" list (access control seed)');
  const { token } = await call('POST', '/access-devices/tokens', { listHash: gate.hash });
  const phone = await call('POST', '/access-devices', { token, name: 'Bench phone' });
  return { call, listHash: gate.hash, deviceSecret: phone.deviceSecret };
}

/** The package's download times (first and median of DOWNLOADS) and the local code check's. */
export async function measureOfflinePackage(api, cdDemo, auth, databaseUrl) {
  const { listHash, deviceSecret } = await prepareAccessBench(api, cdDemo, auth, databaseUrl);
  const timings = [];
  let offline;
  for (let i = 0; i < DOWNLOADS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${api}/api/clubs/${cdDemo}/access-control/offline/${listHash}`, {
      headers: { ...auth, 'x-access-device': deviceSecret, 'accept-encoding': 'gzip, br' },
    });
    if (!response.ok) throw new Error(`offline package: ${response.status} ${await response.text()}`);
    offline = await response.json();
    timings.push(Math.round(performance.now() - started));
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const file = join(mkdtempSync(join(tmpdir(), 'tribuna-bench-')), 'package.json');
  writeFileSync(file, JSON.stringify(offline));
  const local = JSON.parse(
    execFileSync('npx', ['tsx', '../../bench/card-code-local.ts', file], { cwd: 'apps/api', encoding: 'utf8' }).trim().split('\n').at(-1),
  );
  return {
    members: offline.members.length,
    tickets: offline.tickets.length,
    bytes: JSON.stringify(offline).length,
    firstMs: timings[0],
    medianMs: sorted[Math.floor(sorted.length / 2)],
    local,
  };
}
