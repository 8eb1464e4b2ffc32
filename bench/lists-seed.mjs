// Issue 26 part 5: CD Demo's manager lists grown to 100× the demo's rows in SQL (generate_series
// over the demo's own rows, so every copy is a row the API already presents), in seconds.
import pg from 'pg';

const TIMES = 100;
// The demo logs 10 door scans; a season of matches logs far more: the scan log gets 100,000.
const SCANS = 100_000;
// A fee to 9,150 people in 10 instalments: 100× the demo's 915 charges, in one fee's list.
const FEE_PEOPLE = 9_150;
const FEE_INSTALMENTS = 10;

/** A new public id per copy (22 base64url characters, as lib/ids.ts draws them). */
const PUBLIC_ID = `substr(translate(encode(decode(md5(random()::text || g || src.id), 'hex'), 'base64'), '+/=', '-_'), 1, 22)`;

async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_name = $1 and table_schema = 'public' and column_name <> 'id' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Copies the club's rows of a table `copies` times: each column as it is, except those `set`
 * gives an expression for (over the source row `src` and the copy's number `g`, 1…copies).
 */
async function cloneRows(client, { table, clubId, copies, set = {}, where = 'true' }) {
  const columns = await columnsOf(client, table);
  const values = columns.map((column) => set[column] ?? `src.${column}`);
  const result = await client.query(
    `insert into ${table} (${columns.join(', ')})
     select ${values.join(', ')} from (select * from ${table} where club_id = $1 and (${where})) src, generate_series(1, $2::int) g`,
    [clubId, copies],
  );
  return result.rowCount;
}

async function countOf(client, table, clubId) {
  const { rows } = await client.query(`select count(*)::int as n from ${table} where club_id = $1`, [clubId]);
  return rows[0].n;
}

/**
 * Grows CD Demo's teams, orders, bookings, sponsors, portal components, fees, one fee's charges
 * and the scan log; returns the lists' sizes and what the bench's URLs need.
 */
export async function seedLists(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: clubRows } = await client.query(`select id from clubs where shortname = 'cd-demo'`);
    const clubId = clubRows[0].id;
    const copies = TIMES - 1;
    await cloneRows(client, {
      table: 'teams',
      clubId,
      copies,
      set: { public_id: PUBLIC_ID, name: `src.name || ' ' || g`, search_name: `src.search_name || ' ' || g` },
    });
    // Every copy of an order at a time of its own, except each tenth copy: ties on created_at that
    // the list's order breaks by id.
    await cloneRows(client, {
      table: 'orders',
      clubId,
      copies,
      set: {
        public_id: PUBLIC_ID,
        purchase_identifier: `src.purchase_identifier || '-' || g`,
        idempotency_key: `src.idempotency_key || '-' || g`,
        created_at: `src.created_at - (g - g % 10) * interval '3 days'`,
      },
    });
    // The demo's bookings span four weeks: each copy goes 29 days later, so no court is booked twice.
    await cloneRows(client, {
      table: 'bookings',
      clubId,
      copies,
      set: {
        public_id: PUBLIC_ID,
        reference: `src.reference || '-' || g`,
        start_at: `src.start_at + g * interval '29 days'`,
        end_at: `src.end_at + g * interval '29 days'`,
      },
    });
    const sponsorsBefore = await countOf(client, 'sponsors', clubId);
    await cloneRows(client, {
      table: 'sponsors',
      clubId,
      copies,
      set: { public_id: PUBLIC_ID, name: `src.name || ' ' || g`, position: `src.position + g * ${sponsorsBefore}` },
    });
    // Only links may be copied (a core component is one per club): as many as 100× the demo's components.
    const portalBefore = await countOf(client, 'portal_components', clubId);
    const { rows: links } = await client.query(`select count(*)::int as n from portal_components where club_id = $1 and type = 'link'`, [
      clubId,
    ]);
    await cloneRows(client, {
      table: 'portal_components',
      clubId,
      copies: Math.ceil((portalBefore * copies) / links[0].n),
      where: `type = 'link' and not core`,
      set: { name: `src.name || ' ' || g`, position: `src.position + g * ${portalBefore}` },
    });
    await cloneRows(client, {
      table: 'fees',
      clubId,
      copies,
      set: { public_id: PUBLIC_ID, name: `src.name || ' ' || g`, created_at: `src.created_at - g * interval '1 day'` },
    });
    const scansBefore = await countOf(client, 'access_scans', clubId);
    await cloneRows(client, {
      table: 'access_scans',
      clubId,
      copies: Math.ceil(SCANS / scansBefore) - 1,
      set: {
        public_id: PUBLIC_ID,
        nonce: `src.nonce || '-' || g`,
        first_use: 'false',
        scanned_at: `src.scanned_at - g * interval '5 minutes'`,
        received_at: `src.received_at - g * interval '5 minutes'`,
      },
    });
    const feeHash = await seedBigFee(client, clubId);
    const tables = ['teams', 'orders', 'bookings', 'sponsors', 'portal_components', 'fees', 'charges', 'access_scans'];
    // Fresh bulk rows have no planner statistics and an empty visibility map until autovacuum passes.
    for (const table of tables) await client.query(`vacuum analyze ${table}`);
    const sizes = {};
    for (const table of tables) sizes[table] = await countOf(client, table, clubId);
    const { rows: span } = await client.query(
      `select min(start_at)::date::text as first, max(start_at)::date::text as last from bookings where club_id = $1`,
      [clubId],
    );
    const { rows: feeRows } = await client.query(
      `select count(*)::int as n from charges where fee_id = (select id from fees where public_id = $1)`,
      [feeHash],
    );
    return { sizes, feeHash, feeCharges: feeRows[0].n, bookingDays: span[0] };
  } finally {
    await client.end();
  }
}

/** A copy of the demo fee with the most charges, charging 9,150 of the club's people 10 instalments each. */
async function seedBigFee(client, clubId) {
  const { rows } = await client.query(
    `select fee_id, min(id) filter (where status = 'pending') as template from charges where club_id = $1
     group by fee_id order by count(*) desc limit 1`,
    [clubId],
  );
  const { fee_id: sourceFee, template } = rows[0];
  const feeColumns = await columnsOf(client, 'fees');
  const feeValues = feeColumns.map((column) =>
    column === 'public_id' ? PUBLIC_ID : column === 'name' ? `'Bench fee: ' || src.name` : `src.${column}`,
  );
  const { rows: created } = await client.query(
    `insert into fees (${feeColumns.join(', ')}) select ${feeValues.join(', ')} from (select * from fees where id = $1) src, (select 0 as g) g
     returning id, public_id`,
    [sourceFee],
  );
  const chargeColumns = await columnsOf(client, 'charges');
  const overrides = {
    public_id: PUBLIC_ID,
    fee_id: String(created[0].id),
    profile_id: 'p.id',
    instalment: 'g',
    due_on: `src.due_on + (g - 1) * 30`,
  };
  const chargeValues = chargeColumns.map((column) => overrides[column] ?? `src.${column}`);
  await client.query(
    `insert into charges (${chargeColumns.join(', ')})
     select ${chargeValues.join(', ')} from (select * from charges where id = $1) src,
       (select id from profiles where club_id = $2 order by id limit $3) p, generate_series(1, $4::int) g`,
    [template, clubId, FEE_PEOPLE, FEE_INSTALMENTS],
  );
  return created[0].public_id;
}
