// Issue 23's bench line for the member's Payments page: the demo guardian's charges and mandates
// (her own and her child's), as the page reads them, with two fees of 10 instalments each for the
// child on top of the demo data, in a club whose bench data holds tens of thousands of charges.
import pg from 'pg';
import { signInAsGuardian } from './tribuna-server.mjs';

/**
 * Signs in guardian@demo.test and gives her child two one-off fees of 10 instalments; her auth
 * header. Then the planner's statistics of the charges are brought up to date, as autovacuum does
 * soon after a bulk write in production (and as the bulk seeds do for their rows): the bench's
 * season fee has just written 50,000 charges, and the bench's PostgreSQL may run without
 * autovacuum (it does on the 2-core bench machine). Without it the planner still believes the
 * club has a hundred charges and reads all 50,000 of the club's index entries for every page
 * (2 ms of the database's time per request instead of 0.4 ms).
 */
export async function prepareMemberPayments(api, cdDemo, managerAuth, databaseUrl) {
  const { auth, payers } = await signInAsGuardian(api, cdDemo);
  const child = payers.find((person) => person.relation === 'child');
  if (!child) throw new Error('the demo guardian has no child in CD Demo');
  const nextMonth = new Date();
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 5);
  for (const name of ['Bench cuota deportiva', 'Bench equipación']) {
    const call = async (method, path, body) => {
      const response = await fetch(`${api}/api/clubs/${cdDemo}${path}`, {
        method,
        headers: { ...managerAuth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const fee = await call('POST', '/fees', {
      kind: 'one_off',
      name,
      amount: 30000,
      instalments: 10,
      firstDueOn: nextMonth.toISOString().slice(0, 10),
      target: { kind: 'people', profileHashes: [child.hash] },
    });
    await call('POST', `/fees/${fee.hash}/send`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE charges');
  } finally {
    await client.end();
  }
  const charges = await (await fetch(`${api}/api/clubs/${cdDemo}/my/charges`, { headers: auth })).json();
  return { auth, charges: charges['hydra:totalItems'] };
}
