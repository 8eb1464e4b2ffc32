import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate';
import { migrationsFolder } from '../../paths';
import { openDatabase, type Database } from '../../db/client';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * Migration 0031 moves what orders and bookings kept of their payments into the ledger: a
 * database at 0030 holding old rows (written in SQL as the app then wrote them) is migrated, and
 * each paid or provider-opened order and each booking due a payment has its payment, attempt
 * and refund.
 */
const LEDGER_MIGRATION = '0031_payments_ledger';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tribuna-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Row = Record<string, unknown>;

/** An empty database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), migrated from `folder`. */
async function databaseAt(folder: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database, folder);
    return { database, drop: () => database.close() };
  }
  const name = `tribuna_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrateDatabase(database, folder);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

let test: { database: Database; drop(): Promise<void> };
let before: string;
const rows = async (query: ReturnType<typeof sql>) => ((await test.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  before = migrationsBefore(LEDGER_MIGRATION);
  test = await databaseAt(before);
  const db = test.database.db;
  // One statement per call: PGlite's extended protocol takes one at a time.
  const oldRows = `
    insert into clubs (public_id, name, search_name, shortname) values ('club-old', 'Old club', 'old club', 'old');
    insert into campaigns (public_id, club_id, name, starts_at, ends_at)
      select 'camp-old', id, 'Kit', now() - interval '1 day', now() + interval '1 day' from clubs where public_id = 'club-old';
    insert into orders (public_id, club_id, campaign_id, purchase_identifier, status, paid_by_type, paid_by_name, paid_by_email,
        amount_cents, tax_amount_cents, reserved_until, payment_provider, payment_reference, checkout_url, checkout_session_id, paid_at, refunded_at)
      select v.hash, c.club_id, c.id, v.hash, v.status, 'external', 'Ana', 'ana@example.test', v.amount, 0, now() + interval '10 minutes',
        v.provider, v.reference, v.url, v.session, v.paid_at, v.refunded_at
      from campaigns c, (values
        ('o-card-paid', 1, 2500, 'stripe', 'pi_paid', null, 'cs_paid', now(), null::timestamptz),
        ('o-card-open', 0, 1000, 'stripe', 'cs_open', 'https://checkout.stripe.com/c/pay/cs_open', null, null, null),
        ('o-card-refunded', 3, 1200, 'stripe', 'pi_refunded', null, 'cs_refunded', now(), now()),
        ('o-test-paid', 1, 800, 'test', 'test-1', null, null, now(), null),
        ('o-test-pending', 0, 800, 'test', null, null, null, null, null),
        ('o-cash', 1, 500, 'cash', null, null, null, now(), null)
      ) as v(hash, status, amount, provider, reference, url, session, paid_at, refunded_at)
      where c.public_id = 'camp-old';
    insert into booking_calendars (public_id, club_id, name, sport, colour, slot_minutes, feed_token)
      select 'cal-old', id, 'Court', 'padel', '#000000', '{60}', 'feed-old' from clubs where public_id = 'club-old';
    insert into bookings (public_id, reference, club_id, calendar_id, status, start_at, end_at, amount, currency,
        payment_provider, payment_reference, payment_url, payment_intent_id, checkout_session_id, hold_until, cancelled_at, cancel_fee)
      select v.hash, v.hash, k.club_id, k.id, v.status, now() + (v.slot || ' hours')::interval, now() + (v.slot || ' hours')::interval + interval '1 hour',
        v.amount, 'EUR', v.provider, v.reference, v.url, v.intent, v.session, v.hold, v.cancelled, v.fee
      from booking_calendars k, (values
        ('b-card-paid', 1, 'confirmed', 2000, 'card', 'cs_b_paid', null, 'pi_b_paid', 'cs_b_paid', null::timestamptz, null::timestamptz, null::int),
        ('b-card-open', 2, 'pending', 2000, 'card', 'cs_b_open', 'https://checkout.stripe.com/c/pay/cs_b_open', null, null, now() + interval '20 minutes', null, null),
        ('b-card-late-cancel', 3, 'cancelled', 2000, 'card', 'cs_b_late', null, 'pi_b_late', 'cs_b_late', null, now(), 500),
        ('b-test-paid', 4, 'confirmed', 1500, 'test', 'test-b', null, null, null, null, null, null),
        ('b-never-paid', 5, 'cancelled', 1500, 'test', null, null, null, null, null, now(), 0),
        ('b-free', 6, 'confirmed', 0, null, null, null, null, null, null, null, null)
      ) as v(hash, slot, status, amount, provider, reference, url, intent, session, hold, cancelled, fee)
      where k.public_id = 'cal-old';
  `;
  for (const statement of oldRows.split(';').filter((text) => text.trim())) await db.execute(sql.raw(statement));
  await migrateDatabase(test.database);
}, 60_000);

afterAll(async () => {
  await test?.drop();
  if (before) rmSync(before, { recursive: true, force: true });
});

const ledgerOf = async (subject: string) => {
  const [payment] = await rows(sql`select * from payments where subject_id = ${subject}`);
  if (!payment) return undefined;
  const attempts = await rows(sql`select * from payment_attempts where payment_id = ${payment.id} order by id`);
  const refunds = await rows(sql`select * from payment_refunds where payment_id = ${payment.id} order by id`);
  return { payment, attempts, refunds };
};

describe('migration 0031: payments move into the ledger', () => {
  it('gives a card-paid order its paid payment and the attempt its payment intent came from', async () => {
    const ledger = await ledgerOf('o-card-paid');
    expect(ledger?.payment).toMatchObject({
      purpose: 'shop_order',
      reference: 'o-card-paid',
      amount: 2500,
      currency: 'EUR',
      method: 'card',
      status: 'paid',
    });
    expect(ledger?.attempts).toEqual([
      expect.objectContaining({ provider: 'stripe', session_id: 'cs_paid', intent_id: 'pi_paid', status: 'paid', amount: 2500 }),
    ]);
    expect(ledger?.refunds).toEqual([]);
  });

  it('keeps an open card checkout recognisable: its session (from payment_reference before 0025) and page', async () => {
    const ledger = await ledgerOf('o-card-open');
    expect(ledger?.payment).toMatchObject({ status: 'pending', method: 'card' });
    expect(ledger?.attempts).toEqual([
      expect.objectContaining({ session_id: 'cs_open', intent_id: null, url: 'https://checkout.stripe.com/c/pay/cs_open', status: 'open' }),
    ]);
  });

  it('records a refunded order’s refund, and test, cash payments by their method', async () => {
    const refunded = await ledgerOf('o-card-refunded');
    expect(refunded?.payment).toMatchObject({ status: 'refunded', refunded_amount: 1200 });
    expect(refunded?.refunds).toEqual([expect.objectContaining({ amount: 1200 })]);
    expect((await ledgerOf('o-test-paid'))?.payment).toMatchObject({ method: 'test', status: 'paid' });
    expect((await ledgerOf('o-test-paid'))?.attempts[0]).toMatchObject({ provider: 'test', intent_id: 'test-1' });
    expect((await ledgerOf('o-cash'))?.payment).toMatchObject({ method: 'cash', status: 'paid', amount: 500 });
    // The test provider writes its payment when its button is pressed: a pending test order has none yet.
    expect(await ledgerOf('o-test-pending')).toBeUndefined();
  });

  it('moves bookings’ payments under their provider reference, with what a late cancellation gave back', async () => {
    const paid = await ledgerOf('b-card-paid');
    expect(paid?.payment).toMatchObject({
      purpose: 'booking',
      reference: 'booking:b-card-paid',
      method: 'card',
      status: 'paid',
      amount: 2000,
    });
    expect(paid?.attempts[0]).toMatchObject({ provider: 'stripe', session_id: 'cs_b_paid', intent_id: 'pi_b_paid', status: 'paid' });
    const open = await ledgerOf('b-card-open');
    expect(open?.payment).toMatchObject({ status: 'pending' });
    expect(open?.attempts[0]).toMatchObject({
      session_id: 'cs_b_open',
      status: 'open',
      url: 'https://checkout.stripe.com/c/pay/cs_b_open',
    });
    const late = await ledgerOf('b-card-late-cancel');
    expect(late?.payment).toMatchObject({ status: 'partially_refunded', refunded_amount: 1500 });
    expect(late?.refunds).toEqual([expect.objectContaining({ amount: 1500 })]);
    expect((await ledgerOf('b-test-paid'))?.attempts[0]).toMatchObject({ provider: 'test', intent_id: 'test-b', status: 'paid' });
    expect((await ledgerOf('b-never-paid'))?.payment).toMatchObject({ status: 'expired', refunded_amount: 0 });
    expect(await ledgerOf('b-free')).toBeUndefined();
  });
});
