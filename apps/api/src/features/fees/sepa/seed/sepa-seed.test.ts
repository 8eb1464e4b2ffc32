import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { seedDemoMandates } from '../../member/seed/mandates-seed';
import { seedDemoFees } from '../../seed/fees-seed';
import { pain008SchemaErrors } from '../testing/xsd-check';
import { seedDemoSepa } from './sepa-seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
  await seedDemoFees(t.database.db);
  await seedDemoMandates(t.database.db);
});
afterAll(() => t.drop());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe('demo SEPA', () => {
  it('gives CD Demo a creditor, one valid batch and one returned debit with a blocked mandate, once', async () => {
    await seedDemoSepa(t.database.db);
    await seedDemoSepa(t.database.db);
    const creditors = await rows(
      sql`select cr.label, cr.is_default as "isDefault" from sepa_creditors cr join clubs c on c.id = cr.club_id where c.shortname = 'cd-demo'`,
    );
    expect(creditors).toEqual([{ label: 'CaixaBank', isDefault: true }]);
    const batches = await rows(
      sql`select b.xml, b.count from sepa_batches b join clubs c on c.id = b.club_id where c.shortname = 'cd-demo'`,
    );
    expect(batches).toHaveLength(1);
    expect(Number(batches[0]!.count)).toBeGreaterThan(0);
    expect(await pain008SchemaErrors(String(batches[0]!.xml))).toEqual([]);
    const returned = await rows(sql`
      select sc.reason_code as reason, ch.status, m.status as mandate from sepa_collections sc
        join charges ch on ch.id = sc.charge_id join sepa_mandates m on m.id = sc.mandate_id where sc.status = 'returned'`);
    expect(returned).toEqual([{ reason: 'AC04', status: 'returned', mandate: 'blocked' }]);
    // The demo accounts' own charges stay out of the batch.
    const inBatch = await rows(sql`
      select count(*)::int as n from sepa_collections sc join charges ch on ch.id = sc.charge_id join profiles p on p.id = ch.profile_id
        where p.user_id is not null`);
    expect(inBatch[0]!.n).toBe(0);
  });
});
