// Issue 23's SEPA bench lines: a batch of 5,000 direct debits (the first instalment of the bench's
// season fee for its 5,000 athletes, each under a mandate) timed from the manager's request to the
// answer and validated against the ISO 20022 pain.008.001.02 XSD; then a camt.054 file of 500
// returns (five with an EndToEndId the club never sent) matched by EndToEndId, timed the same way.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';

const XSD = new URL('../apps/api/src/features/fees/sepa/testing/pain.008.001.02.xsd', import.meta.url);
const DEBITS = 5_000;
const RETURNS = 500;

/** ISO 7064 mod 97-10 check digits of a Spanish creditor identifier. */
function creditorIdentifier(nationalId) {
  const digits = [...`${nationalId}ES00`].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `ES${String(98 - rest).padStart(2, '0')}000${nationalId}`;
}

/** A mandate for every person owing the bench's season fee (written straight to the table: the bench needs 5,000). */
async function giveMandates(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      with owed as (
        select distinct c.club_id, c.profile_id from charges c join fees f on f.id = c.fee_id
        where f.name like 'Bench temporada%' and c.instalment = 1 and c.status = 'pending'),
      given as (
        insert into sepa_mandates (public_id, club_id, profile_id, reference, holder_name, iban, bic, signed_on, accepted_at, last_used_on)
        select 'bench-mandate-' || o.profile_id, o.club_id, o.profile_id, 'BENCH-' || o.profile_id, p.name || ' ' || p.surname,
          'ES9121000418450200051332', 'CAIXESBBXXX', current_date - 400, now(), case when o.profile_id % 3 = 0 then null else current_date - 30 end
        from owed o join profiles p on p.id = o.profile_id
        on conflict do nothing returning profile_id)
      select c.public_id as hash from charges c join fees f on f.id = c.fee_id
      where f.name like 'Bench temporada%' and c.instalment = 1 and c.status = 'pending' order by c.id limit ${DEBITS}`);
    return rows.map((row) => row.hash);
  } finally {
    await client.end();
  }
}

function camt054(endToEndIds) {
  const entry = (endToEndId, index) => ({
    Amt: { '@Ccy': 'EUR', '#': '30.00' },
    CdtDbtInd: 'DBIT',
    Sts: 'BOOK',
    NtryDtls: {
      TxDtls: {
        Refs: { EndToEndId: index < 5 ? `${endToEndId}-UNKNOWN` : endToEndId },
        Chrgs: { Amt: { '@Ccy': 'EUR', '#': '3.50' } },
        RtrInf: { Rsn: { Cd: index % 2 ? 'AM04' : 'MS03' } },
      },
    },
  });
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Document: {
        '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
        BkToCstmrDbtCdtNtfctn: {
          GrpHdr: { MsgId: 'BENCH-NTF', CreDtTm: new Date().toISOString().slice(0, 19) },
          Ntfctn: { Id: 'BENCH', CreDtTm: new Date().toISOString().slice(0, 19), Ntry: endToEndIds.map(entry) },
        },
      },
    },
  ).end({ prettyPrint: true });
}

/** Runs both lines as CD Demo's manager; answers the figures. */
export async function measureSepa(api, cdDemo, auth, databaseUrl) {
  const call = async (method, path, body) => {
    const response = await fetch(`${api}/api/clubs/${cdDemo}/sepa${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return path.endsWith('/file') ? response.text() : response.json();
  };
  const chargeHashes = await giveMandates(databaseUrl);
  const creditor = await call('POST', '/creditors', {
    label: 'Bench bank',
    name: 'CD Demo',
    creditorIdentifier: creditorIdentifier('G87654321'),
    iban: 'ES7921000813610123456789',
  });
  const { earliestCollectionDate } = await call('GET', '/due');
  let started = performance.now();
  const batch = await call('POST', '/batches', { creditorHash: creditor.hash, collectionDate: earliestCollectionDate, chargeHashes });
  const batchMs = Math.round(performance.now() - started);
  const xml = await call('GET', `/batches/${batch.hash}/file`);
  const validation = await validateXML({
    xml: [{ fileName: 'batch.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: await readFile(XSD, 'utf8') }],
    initialMemoryPages: 2048,
    maxMemoryPages: 16384,
  });
  const endToEndIds = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].slice(0, RETURNS).map((match) => match[1]);
  started = performance.now();
  const returns = await call('POST', '/returns', { xml: camt054(endToEndIds), addBankFee: true });
  const returnsMs = Math.round(performance.now() - started);
  return {
    debits: batch.count,
    batchMs,
    valid: validation.valid,
    schemaErrors: validation.errors.slice(0, 3).map((error) => error.message),
    returns: endToEndIds.length,
    matched: returns.matched,
    returnsMs,
  };
}
